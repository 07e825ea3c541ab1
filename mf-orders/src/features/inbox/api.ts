/** `GET inbox` (table protocol): one row per order with messages, newest first. @see spec §2 /inbox */
export const inboxEndpoint = 'inbox';
