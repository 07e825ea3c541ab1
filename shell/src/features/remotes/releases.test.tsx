import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/runtime';
import { KitProvider, sessionStore, type RemoteModule } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { registerManifest } from './federation.js';
import { openPreviewLink } from './preview.js';
import { RemoteRoutes } from './RemoteRoutes.js';
import { remoteStore } from './remoteStore.js';
import { startReleases } from './releases.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));

const RELEASE = '0.2.0+3f2a9c1b7d4e';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
  remoteStore.setState({ remotes: {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadRemote).mockReset();
  document.getElementById('scriptorium-preview-bar')?.remove();
  sessionStore.getState().clear();
});

/** The reports sent to `POST /api/client-errors`. */
const reports = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/client-errors'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('client errors of a release', () => {
  it('reports a remote served from a release that fails to load, once per page, naming only the remote, release and kind', async () => {
    registerManifest({
      mf_users: `http://app.test/releases/mf-users/${RELEASE}/remoteEntry.js`,
      mf_orders: 'http://app.test/remotes/mf-orders/remoteEntry.js?v=1',
    });
    vi.mocked(loadRemote).mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteStore.getState().ensure('mf_users');
    await waitFor(() => expect(remoteStore.getState().remotes.mf_users?.status).toBe('failed'));
    remoteStore.getState().retry('mf_users');
    await waitFor(() =>
      expect(remoteStore.getState().remotes.mf_users).toMatchObject({ status: 'failed', attempt: 1 }),
    );
    // A remote served from its build (not a release) has no release to count against.
    remoteStore.getState().ensure('mf_orders');
    await waitFor(() => expect(remoteStore.getState().remotes.mf_orders?.status).toBe('failed'));
    expect(reports()).toEqual([{ remote: 'mf-users', release: RELEASE, kind: 'load' }]);
  });

  it("reports a screen of a released remote that the area's error boundary catches", async () => {
    registerManifest({ mf_payments: `/releases/mf-payments/${RELEASE}/remoteEntry.js` });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('screen bug');
    };
    const remote: RemoteModule = {
      name: 'mf_payments',
      area: 'Payments',
      routes: [{ path: '/payments', title: 'Payments', Component: Broken }],
    };
    render(
      <KitProvider>
        <MemoryRouter initialEntries={['/payments']}>
          <RemoteRoutes remote={remote} />
        </MemoryRouter>
      </KitProvider>,
    );
    expect(await screen.findByText('Payments is unavailable right now')).toBeTruthy();
    expect(reports()).toEqual([{ remote: 'mf-payments', release: RELEASE, kind: 'render' }]);
  });
});

describe('preview', () => {
  it('shows "Previewing <remote> <release> · Exit" on a page the server previews; Exit ends it and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '', reload });
    await startReleases({ remote: 'mf-settings', release: RELEASE });
    const bar = await screen.findByRole('region', { name: 'Preview' });
    expect(bar.textContent).toBe(`Previewing mf-settings ${RELEASE} ·Exit`);
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/releases/preview', { method: 'DELETE' });
  });

  it('shows no bar on a page that previews nothing', async () => {
    vi.stubGlobal('location', { ...window.location, search: '' });
    expect(await startReleases(undefined)).toBe(false);
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('opens a preview link: asks the API with the admin token, then loads the address without preview=', async () => {
    sessionStore.getState().signIn('tok', makeUser('admin'));
    const api = mockApi(() => ({ data: { preview: { remote: 'mf-settings', release: RELEASE } } }));
    const replace = vi.fn();
    try {
      expect(
        await openPreviewLink({ href: `http://app.test/settings?tab=1&preview=mf-settings@${RELEASE}`, replace }),
      ).toBe(true);
      expect(api.requests).toMatchObject([
        {
          method: 'POST',
          url: 'releases/preview',
          data: { remote: 'mf-settings', release: RELEASE },
          headers: { authorization: 'Bearer tok' },
        },
      ]);
      expect(replace).toHaveBeenCalledWith('http://app.test/settings?tab=1');
    } finally {
      api.restore();
    }
  });

  it('says why a preview link is refused and keeps the page', async () => {
    const api = mockApi(() => ({
      status: 403,
      data: { message: 'Not authorized to access this page/resource/endpoint' },
    }));
    const replace = vi.fn();
    try {
      expect(await openPreviewLink({ href: `http://app.test/?preview=mf-settings@${RELEASE}`, replace })).toBe(false);
      expect((await screen.findByRole('region', { name: 'Preview' })).textContent).toContain(
        `Cannot preview mf-settings ${RELEASE}: previewing needs the permission deploy.releases.preview`,
      );
      expect(replace).not.toHaveBeenCalled();
    } finally {
      api.restore();
    }
  });
});

describe('canary bucket hint', () => {
  it("keeps the signed-in user's id in the scriptorium_uid cookie, and drops it at sign-out", async () => {
    vi.stubGlobal('location', { ...window.location, search: '' });
    await startReleases(undefined);
    sessionStore.getState().signIn('tok', makeUser('client', { id: 77 }));
    expect(document.cookie).toMatch(/(^|; )scriptorium_uid=77(;|$)/);
    sessionStore.getState().clear();
    expect(document.cookie).not.toMatch(/scriptorium_uid=/);
  });
});
