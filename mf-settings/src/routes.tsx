import type { RemoteModule } from '@scriptorium/shared-kit';
import { REMOTE_AREAS } from '@scriptorium/contracts';

const screen = () => import('./features/settings-overview/SettingsOverview.js');

/**
 * The mf_settings remote's routes (absolute patterns), default-exported as `./routes`.
 * @see ARCHITECTURE.md Composition at run time, spec §2 Routes
 */
const remote: RemoteModule = {
  name: 'mf_settings',
  area: REMOTE_AREAS.mf_settings,
  routes: [
    { path: '/settings/*', title: 'Settings', lazy: screen },
    { path: '/links/*', title: 'Links', lazy: screen },
  ],
};

export default remote;
