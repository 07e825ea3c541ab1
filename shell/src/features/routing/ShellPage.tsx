import { Result } from 'antd';
import type { RouteEntry } from '@scriptorium/contracts';

/**
 * Routes the shell renders itself (owner `shell` in the route table). The admin dashboard
 * (/admin-dashboard: Clients, No. of Orders, Total Paid cards) is built in the layouts issue; until
 * then the route resolves to a page that says so rather than a blank area.
 */
export function ShellPage({ entry }: { entry: RouteEntry }) {
  return <Result status="info" title={entry.title} subTitle="This page is not available yet." />;
}
