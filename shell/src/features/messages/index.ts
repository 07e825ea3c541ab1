/** What other features may use of messages: the unread messages' cache key (to reload them). */
export { UNREAD_MESSAGES_KEY } from './messagesApi.js';
