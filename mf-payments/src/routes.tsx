import type { RemoteModule } from '@scriptorium/shared-kit';
import { REMOTE_AREAS } from '@scriptorium/contracts';

const screen = () => import('./features/payments-overview/PaymentsOverview.js');

/**
 * The mf_payments remote's routes (absolute patterns), default-exported as `./routes`.
 * @see ARCHITECTURE.md Composition at run time, spec §2 Routes
 */
const remote: RemoteModule = {
  name: 'mf_payments',
  area: REMOTE_AREAS.mf_payments,
  routes: [
    { path: '/payments/*', title: 'Payments', lazy: screen },
    { path: '/writer/dashboard', title: 'Dashboard', lazy: screen },
    { path: '/writer/earnings/*', title: 'Earnings', lazy: screen },
  ],
};

export default remote;
