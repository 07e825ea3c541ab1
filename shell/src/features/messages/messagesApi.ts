import { z } from 'zod';
import { unreadMessageRow } from '@scriptorium/contracts/orders';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** Cache key of the top bar's unread messages; realtime notifications invalidate it. */
export const UNREAD_MESSAGES_KEY = ['messages', 'unread'] as const;

/** `GET messages/list-unread`: the unread messages waiting for the signed-in member, newest first. @see docs/product.md §7 Messages */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: () => getParsed(z.array(unreadMessageRow), 'messages/list-unread'),
  });
