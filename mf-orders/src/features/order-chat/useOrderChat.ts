import { useCallback, useEffect, useRef, useState } from 'react';
import type { Role, User } from '@scriptorium/contracts/core';
import { messageSchema, typingEvent, type Message } from '@scriptorium/contracts/orders';
import { announceCountsChanged, errorMessage, useChannel, useFeedback } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { markRead, messagesQuery, sendMessage, sendTyping } from './api.js';
import { inboxEndpoint } from '../../lib/orderApi.js';

/** Typing events are sent 1 s debounced (docs/product.md §7 Real time, §9). */
export const TYPING_DEBOUNCE_MS = 1000;
/** The typing indicator hides after 5 s (docs/product.md §4 Orders, §9). */
export const TYPING_VISIBLE_MS = 5000;

/** Whether `m` waits for `viewer` to read it: aimed at their role, unread, not their own. @see docs/product.md §4 Orders (read_at) */
export function awaitsReading(m: Message, viewer: { id: number; role: Role }): boolean {
  return m.target === viewer.role && !m.read_at && m.user.id !== viewer.id;
}

/**
 * The chat of one order for the viewer: the messages (loaded as `['orders', id, 'messages']`, so they
 * reload with the order, and kept live from `new-message` on
 * `messages.{orderId}.{role}`), who is typing (from `typing` on the same channel, hidden after 5 s),
 * `send` (an empty message is not sent; failures toast the server's message), `typing` (1 s debounced),
 * and `seen(message)` which marks a message aimed at the viewer's role as read once.
 * @see docs/product.md §4 Orders (Messages, typing), §7 Messages and Real time, §8 (message failures toast)
 */
export function useOrderChat(orderId: number, viewer: User, role: Role) {
  const { toast } = useFeedback();
  const loaded = useResource(messagesQuery(orderId));
  const [live, setLive] = useState<Message[]>([]);
  const [typist, setTypist] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requested = useRef(new Set<number>());
  const [sending, setSending] = useState(false);

  useEffect(
    () => () => {
      clearTimeout(typingTimer.current);
      clearTimeout(hideTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (loaded.error) toast.error(loaded.error);
  }, [loaded.error]); // eslint-disable-line react-hooks/exhaustive-deps -- toast each failure once

  const invalidate = useInvalidate();
  const upsert = useCallback((m: Message) => setLive((list) => [...list.filter((o) => o.id !== m.id), m]), []);
  const channel = `messages.${orderId}.${role}`;
  useChannel(channel, 'new-message', (payload: unknown) => {
    const parsed = messageSchema.safeParse(payload);
    if (!parsed.success || (parsed.data.order_id !== undefined && parsed.data.order_id !== orderId)) return;
    upsert(parsed.data);
    if (parsed.data.user.name === typist) setTypist(null);
  });
  useChannel(channel, 'typing', (payload: unknown) => {
    const parsed = typingEvent.safeParse(payload);
    if (
      !parsed.success ||
      parsed.data.user.id === viewer.id ||
      (parsed.data.orderId !== undefined && parsed.data.orderId !== orderId)
    )
      return;
    setTypist(parsed.data.user.name);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setTypist(null), TYPING_VISIBLE_MS);
  });

  // Loaded messages, with live ones (new, or newly read) replacing them by id — but not a read one that a
  // reload (with the order) brought after the live copy; oldest first.
  const byId = new Map((loaded.data ?? []).map((m) => [m.id, m]));
  for (const m of live) if (!byId.get(m.id)?.read_at) byId.set(m.id, m);
  const messages = [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

  const send = useCallback(
    async (text: string, target?: Role): Promise<boolean> => {
      if (!text.trim()) return false;
      clearTimeout(typingTimer.current);
      setSending(true);
      try {
        upsert(await sendMessage(orderId, text.trim(), target));
        return true;
      } catch (e) {
        toast.error(errorMessage(e));
        return false;
      } finally {
        setSending(false);
      }
    },
    [orderId, toast, upsert],
  );

  const typing = useCallback(
    (target?: Role) => {
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => {
        sendTyping(orderId, target).catch(() => {
          // A lost typing hint is harmless; the message itself reports failures.
        });
      }, TYPING_DEBOUNCE_MS);
    },
    [orderId],
  );

  const seen = useCallback(
    (m: Message) => {
      if (!awaitsReading(m, { id: viewer.id, role }) || requested.current.has(m.id)) return;
      requested.current.add(m.id);
      markRead(m.id)
        .then((read) => {
          upsert(read);
          // The Inbox badge, the order's unread count and the Inbox table's row no longer count it.
          announceCountsChanged();
          void invalidate(tableKey(inboxEndpoint));
        })
        .catch((e: unknown) => {
          requested.current.delete(m.id);
          toast.error(errorMessage(e));
        });
    },
    [viewer.id, role, upsert, toast, invalidate],
  );

  return {
    messages,
    loading: loaded.loading && !loaded.data,
    error: loaded.error,
    typist,
    sending,
    send,
    typing,
    seen,
  };
}
