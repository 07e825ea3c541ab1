/** What other features may use of notification-messages: the editor of one message. */
export { NotificationMessageEditor, type NotificationMessageEditorProps } from './NotificationMessageEditor.js';
