import { useEffect } from 'react';
import { chatOnScreen, socketStore, useChannel, useFeedback, useSession } from '@scriptorium/shared-kit/core';
import { menuCountsStore } from '../../lib/menuCountsStore.js';
import { notificationEventSchema } from '@scriptorium/contracts/core';
import { notificationStore } from './notificationStore.js';

/**
 * Listens on `notifications.{userId}`: each `new-notification` shows a toast with its summary (not one
 * leading to an order whose chat is on screen), goes on top
 * of the bell and bumps its count (and the badge counts are reloaded). The count starts from
 * `GET auth/user`'s `unread_notifications` and follows `getMenuCounts`' `notifications`.
 * @see spec §7 Real time (notifications.{userId}, new-notification shown as a toast)
 */
export function useNotificationFeed(): void {
  const user = useSession((s) => s.user);
  const { toast } = useFeedback();
  const fromUser = user?.unread_notifications;
  const fromCounts = menuCountsStore((s) => s.counts.notifications);
  // Joined once the shell's connection is registered (opened once socket.io-client has loaded).
  const connected = socketStore((s) => s.socket !== null);

  useEffect(() => {
    if (typeof fromUser === 'number') notificationStore.getState().setUnread(fromUser);
  }, [fromUser]);
  useEffect(() => {
    if (typeof fromCounts === 'number') notificationStore.getState().setUnread(fromCounts);
  }, [fromCounts]);
  useEffect(() => () => notificationStore.getState().reset(), []);

  useChannel(user && connected ? `notifications.${user.id}` : null, 'new-notification', (payload: unknown) => {
    const parsed = notificationEventSchema.safeParse(payload);
    if (!parsed.success) {
      console.warn('Ignored a malformed new-notification', payload);
      return;
    }
    // A message on the order whose chat the person is reading needs no toast: they see it arrive.
    const order = /\/orders\/order\/(\d+)/.exec(parsed.data.data.action_url ?? '');
    if (!(order && chatOnScreen(Number(order[1])))) toast.info(parsed.data.data.summary);
    notificationStore.getState().received(parsed.data);
    void menuCountsStore.getState().refresh();
  });
}
