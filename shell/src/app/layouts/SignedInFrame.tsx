import { ShellPopups } from '../popups/ShellPopups.js';
import { useMenuCountsRefresh } from '../../features/menu-counts/useMenuCountsRefresh.js';
import { useNotificationFeed } from '../../features/notifications/useNotificationFeed.js';
import { useSocketConnection } from '../../features/realtime/useSocketConnection.js';
import { SessionTimeoutDialog } from '../../features/session/SessionTimeoutDialog.js';
import { useCrossTabSignOut } from '../../features/session/useCrossTabSignOut.js';

/**
 * What every signed-in layout runs once, around its page: the realtime connection and the notification
 * feed, badge counts, the idle-session watch and its dialog, sign-out across tabs, and the pop-up host.
 * Lives in the lazy layouts, so none of it is in the sign-in page's JavaScript.
 * @see docs/product.md §4 Session, §7 Real time, §2 Menus (badges), Pop-ups
 */
export function SignedInFrame() {
  useSocketConnection();
  useNotificationFeed();
  useMenuCountsRefresh();
  useCrossTabSignOut();
  return (
    <>
      <SessionTimeoutDialog />
      <ShellPopups />
    </>
  );
}
