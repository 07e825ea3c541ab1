import { KitProvider } from '@scriptorium/shared-kit/core';
import { SCREEN_SLOT, type FragmentSource } from '../../federation/prerender.js';
import { AuthLayout } from './app/layouts/AuthLayout.js';

/**
 * The shell's page frames as HTML (federation/prerender.ts), each with the slot where the page server
 * puts a remote's prerendered screen (api/src/lib/page-fragments.ts): `frame:auth`, the auth layout.
 * @see issue 27, docs/architecture-html-first.md
 */
const fragments: FragmentSource = {
  'frame:auth': (
    <KitProvider>
      <AuthLayout>
        <div dangerouslySetInnerHTML={{ __html: SCREEN_SLOT }} />
      </AuthLayout>
    </KitProvider>
  ),
};

export default fragments;
