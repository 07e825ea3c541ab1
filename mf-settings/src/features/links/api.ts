import { linkOrderRow, linkRow } from '@scriptorium/contracts/settings';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** Link `id` (`GET links/{id}`): its url, order count and created time (404 'Link not found'). @see docs/product.md §2 View link */
export const getLink = (id: number) => getParsed(linkRow, `links/${id}`);
/** Query options of {@link getLink}, keyed `['links', id]`. */
export const linkQuery = (id: number) => queryOptions({ queryKey: ['links', id], queryFn: () => getLink(id) });
/** `GET links` (table protocol): the order links, rows parsed as `linkRow`. @see docs/product.md §2 /links */
export const linksTable = { endpoint: 'links', rowSchema: linkRow } as const;
/** `GET links/{id}/orders` (table protocol): the orders placed through link `id`, rows parsed as `linkOrderRow`. @see docs/product.md §2 View link */
export const linkOrdersTable = (id: number) => ({ endpoint: `links/${id}/orders`, rowSchema: linkOrderRow }) as const;
