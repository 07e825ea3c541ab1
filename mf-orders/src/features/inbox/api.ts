/** `GET inbox` (table protocol): one row per order with messages, newest first. @see docs/product.md §2 /inbox */
export const inboxEndpoint = 'inbox';
