import { MemoryRouter } from 'react-router-dom';
import { KitProvider } from '@scriptorium/shared-kit/core';
import { DataProvider } from '@scriptorium/shared-kit/data';
import type { FragmentSource } from '../../federation/prerender.js';
import CustomOrder from './features/order-form/CustomOrder.js';
import NewOrder from './features/order-form/NewOrder.js';

/** A guest's order form at `path`, as it first shows: empty, its choices still loading. */
const orderFormAt = (path: string, Screen: () => React.JSX.Element) => (
  <KitProvider>
    <DataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>
    </DataProvider>
  </KitProvider>
);

/**
 * The public first screens this remote's build renders to HTML (federation/prerender.ts): the order forms a
 * guest opens (`/orders/new`, `/orders/new-order-form`, `/orders/form`), before their choices have arrived.
 * The shell's guest frame holds them (shell/src/fragments.tsx); the app takes the page over keeping what
 * was typed into the title and instructions.
 * @see docs/architecture-html-first.md
 */
const fragments: FragmentSource = {
  '/orders/new': orderFormAt('/orders/new', NewOrder),
  '/orders/new-order-form': orderFormAt('/orders/new-order-form', NewOrder),
  '/orders/form': orderFormAt('/orders/form', CustomOrder),
};

export default fragments;
