import { inboxRow } from '@scriptorium/contracts/orders';
import { inboxEndpoint } from '../../lib/orderApi.js';

/** The inbox table: its endpoint, rows parsed as `inboxRow`. */
export const inboxTable = { endpoint: inboxEndpoint, rowSchema: inboxRow } as const;
