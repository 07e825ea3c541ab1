import {
  chatOnScreen,
  lastSuccessToastAt,
  socketStore,
  useChannel,
  useFeedback,
  useSession,
} from '@scriptorium/shared-kit/core';
import { useInvalidate, useQueryClient } from '@scriptorium/shared-kit/data';
import { notificationEventSchema } from '@scriptorium/contracts/core';
import { MENU_COUNTS_KEY } from '../menu-counts/index.js';
import { UNREAD_MESSAGES_KEY } from '../messages/index.js';
import { notificationReceived } from './bellCache.js';

/** How soon after this page's own success toast a notification counts as caused by that action. */
const OWN_ACTION_MS = 3000;

/**
 * Listens on `notifications.{userId}`: each `new-notification` shows a toast with its summary (not one
 * leading to an order whose chat is on screen, nor one arriving within 3 s of this page's own success
 * toast: one toast per action), goes on top of the bell's list and bumps its count on the
 * query cache, and the badge counts (which carry the server's unread count) and the unread messages are
 * reloaded.
 * @see docs/product.md §7 Real time (notifications.{userId}, new-notification shown as a toast)
 */
export function useNotificationFeed(): void {
  const user = useSession((s) => s.user);
  const { toast } = useFeedback();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  // Joined once the shell's connection is registered (opened once socket.io-client has loaded).
  const connected = socketStore((s) => s.socket !== null);

  useChannel(user && connected ? `notifications.${user.id}` : null, 'new-notification', (payload: unknown) => {
    const parsed = notificationEventSchema.safeParse(payload);
    if (!parsed.success) {
      console.warn('Ignored a malformed new-notification', payload);
      return;
    }
    // A message on the order whose chat the person is reading needs no toast: they see it arrive. Nor does
    // what the person's own action just caused (their order submitted): that action toasted already.
    const order = /\/orders\/order\/(\d+)/.exec(parsed.data.data.action_url ?? '');
    const ownAction = Date.now() - lastSuccessToastAt() < OWN_ACTION_MS;
    if (!(order && chatOnScreen(Number(order[1]))) && !ownAction) toast.info(parsed.data.data.summary);
    notificationReceived(client, user, parsed.data);
    void invalidate(MENU_COUNTS_KEY);
    void invalidate(UNREAD_MESSAGES_KEY);
  });
}
