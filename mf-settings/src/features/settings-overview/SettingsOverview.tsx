import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@scriptorium/contracts';
import { useSession } from '@scriptorium/shared-kit';

/**
 * The Settings area's first screen: the page title (from the route table) and the signed-in user's
 * name (from the shared session store) — proof that the remote is composed into the shell with the
 * shell's router and store. The area's real screens replace it route by route.
 * @see spec §2 Routes
 */
export default function SettingsOverview() {
  const { pathname } = useLocation();
  const name = useSession((s) => s.user?.name);
  const title = matchRoute(pathname)?.title ?? 'Settings';
  return (
    <section data-testid="mf-settings-screen">
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph>Signed in as {name}</Typography.Paragraph>
    </section>
  );
}
