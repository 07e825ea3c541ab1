/** What other features may use of order-chat: an order's conversation. */
export { OrderChat, type OrderChatProps } from './OrderChat.js';
