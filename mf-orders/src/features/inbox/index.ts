/** What other features may use of inbox: its table's endpoint (to reload it after a message is read). */
export { inboxEndpoint } from './api.js';
