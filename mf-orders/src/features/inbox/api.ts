import { inboxRow } from '@scriptorium/contracts/orders';

/** `GET inbox` (table protocol): one row per order with messages, newest first. @see docs/product.md §2 /inbox */
export const inboxEndpoint = 'inbox';

/** The inbox table: its endpoint, rows parsed as `inboxRow`. */
export const inboxTable = { endpoint: inboxEndpoint, rowSchema: inboxRow } as const;
