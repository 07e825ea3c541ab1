import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { KitProvider, type RemoteModule } from '@scriptorium/shared-kit/core';
import { RemoteArea } from './RemoteArea.js';
import { registerManifest } from './federation.js';
import { remoteStore } from './remoteStore.js';
import { resetProvidedShares, sharedManifestsFromPage } from './sharedNeeds.js';

// The federation runtime is the network boundary of a remote: mock it, nothing else.
vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));

const ordersRemote: RemoteModule = {
  name: 'mf_orders',
  area: 'Orders',
  routes: [{ path: '/inbox/*', title: 'Inbox', Component: () => <h1>Inbox screen</h1> }],
};

function renderArea(path = '/inbox') {
  return render(
    <KitProvider>
      <MemoryRouter initialEntries={[path]}>
        <RemoteArea name="mf_orders" />
      </MemoryRouter>
    </KitProvider>,
  );
}

describe('RemoteArea', () => {
  beforeEach(() => {
    remoteStore.setState({ remotes: {} });
    registerManifest({ mf_orders: 'http://cdn.test/remotes/mf-orders/remoteEntry.js' });
    vi.mocked(registerRemotes).mockClear();
  });
  afterEach(() => vi.mocked(loadRemote).mockReset());

  it('renders the remote route that matches the URL', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: ordersRemote });
    renderArea();
    expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_orders/routes');
  });

  it('shows "Orders is unavailable right now" with Retry when the load fails, and the remote after Retry succeeds', async () => {
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'))
      .mockResolvedValueOnce({ default: ordersRemote });
    renderArea();
    expect(await screen.findByText('Orders is unavailable right now')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
    expect(screen.queryByText('Orders is unavailable right now')).toBeNull();
    // The retry re-registers the remote under a fresh URL, so no cached failure is reused.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_orders', entry: 'http://cdn.test/remotes/mf-orders/remoteEntry.js?mf_retry=1', type: 'module' }],
      { force: true },
    );
  });

  it('keeps showing the fallback while Retry keeps failing', async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    renderArea();
    await screen.findByText('Orders is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // While retrying the same message shows (its button spinning): wait for the second load to fail.
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByText('Retry').closest('button')!.classList.contains('ant-btn-loading')).toBe(false),
    );
    expect(screen.getByText('Orders is unavailable right now')).toBeTruthy();
  });

  it('says the area is unavailable when its remote has not loaded after 20 s, and shows the remote if it loads after all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // A host that accepts the connection and never answers: the entry's import() never settles.
      let answer: (value: unknown) => void = () => {};
      vi.mocked(loadRemote).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      renderArea();
      await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
      act(() => vi.advanceTimersByTime(19_000));
      expect(screen.queryByText('Orders is unavailable right now')).toBeNull();
      act(() => vi.advanceTimersByTime(1_000));
      expect(await screen.findByText('Orders is unavailable right now')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect(String(error.mock.calls[0][0])).toBe('Remote mf_orders did not load within 20 s');
      answer({ default: ordersRemote });
      expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
    } finally {
      error.mockRestore();
      vi.useRealTimers();
    }
  });

  it('treats a remote whose ./routes is not a RemoteModule as unavailable', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: { hello: 'world' } });
    renderArea();
    expect(await screen.findByText('Orders is unavailable right now')).toBeTruthy();
  });

  it('says "Page not found" inside the area for a URL the remote has no route for', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: ordersRemote });
    renderArea('/orders/nothing-here');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  describe('a remote whose shared needs this shell cannot meet', () => {
    const provided = {
      shares: { '@scriptorium/shared-kit/core': { version: '1.0.0', singleton: true, names: ['sessionStore'] } },
    };
    const needs = (names: string[]) => ({
      remote: 'mf_orders',
      needs: { '@scriptorium/shared-kit/core': { version: '1.2.0', singleton: true, names } },
    });
    /** The network: the shell's `/shared-versions.json`, the remote's `shared-needs.json` and its own-kit build's (null: 404). */
    const serve = (remoteNeeds: unknown, ownKitNeeds: unknown = null) =>
      vi.fn(async (url: string) => {
        if (url === '/shared-versions.json') return Response.json(provided);
        const body = url.includes('/own-kit/') ? ownKitNeeds : remoteNeeds;
        return body ? Response.json(body) : new Response('Not Found', { status: 404 });
      });
    beforeEach(() => resetProvidedShares());
    afterEach(() => vi.unstubAllGlobals());

    it('is not loaded: its area says it needs a newer Scriptorium, the console names the share and both versions', async () => {
      const fetchNeeds = serve(needs(['sessionLabel', 'sessionStore']));
      vi.stubGlobal('fetch', fetchNeeds);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderArea();
      expect(await screen.findByText('Orders needs a newer version of Scriptorium')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(fetchNeeds).toHaveBeenCalledWith('http://cdn.test/remotes/mf-orders/shared-needs.json', {
        cache: 'no-store',
      });
      expect(loadRemote).not.toHaveBeenCalled();
      expect(String(error.mock.calls[0][0])).toContain(
        "@scriptorium/shared-kit/core needs 1.2.0, the app provides 1.0.0 (the app's @scriptorium/shared-kit/core has no sessionLabel)",
      );
      error.mockRestore();
    });

    it('loads its own-kit build when this shell lacks a stateless name it uses but has the stateful ones', async () => {
      vi.mocked(loadRemote).mockResolvedValue({ default: ordersRemote });
      const ui = {
        remote: 'mf_orders',
        needs: { '@scriptorium/shared-kit/ui': { version: '1.1.0', singleton: true, names: ['linkCount'] } },
      };
      vi.stubGlobal('fetch', serve(ui, needs(['sessionStore'])));
      renderArea();
      expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'mf_orders', entry: 'http://cdn.test/remotes/mf-orders/own-kit/remoteEntry.js', type: 'module' }],
        { force: true },
      );
    });

    it('is not loaded when its own-kit build needs a stateful name this shell lacks', async () => {
      const ui = {
        remote: 'mf_orders',
        needs: { '@scriptorium/shared-kit/ui': { version: '1.1.0', singleton: true, names: ['linkCount'] } },
      };
      vi.stubGlobal('fetch', serve(ui, needs(['sessionLabel'])));
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderArea();
      expect(await screen.findByText('Orders needs a newer version of Scriptorium')).toBeTruthy();
      expect(loadRemote).not.toHaveBeenCalled();
      expect(String(error.mock.calls[0][0])).toContain(
        "@scriptorium/shared-kit/core needs 1.2.0, the app provides 1.0.0 (the app's @scriptorium/shared-kit/core has no sessionLabel)",
      );
      error.mockRestore();
    });

    it('loads when the shell meets them, and when the remote has no shared-needs.json (built before it existed)', async () => {
      vi.mocked(loadRemote).mockResolvedValue({ default: ordersRemote });
      vi.stubGlobal('fetch', serve(needs(['sessionStore'])));
      const { unmount } = renderArea();
      expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
      unmount();
      remoteStore.setState({ remotes: {} });
      vi.stubGlobal('fetch', serve(null));
      renderArea();
      expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
    });

    it('checks with the manifests the page carried, asking the network for neither', async () => {
      const network = serve(needs(['sessionStore']));
      vi.stubGlobal('fetch', network);
      sharedManifestsFromPage({ provided, needs: { mf_orders: needs(['sessionLabel']) } });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderArea();
      expect(await screen.findByText('Orders needs a newer version of Scriptorium')).toBeTruthy();
      // Only the own-kit build's needs, which the page never carries, come from the network.
      expect(network.mock.calls.map(([url]) => url)).toEqual([
        'http://cdn.test/remotes/mf-orders/own-kit/shared-needs.json',
      ]);
      expect(loadRemote).not.toHaveBeenCalled();
      error.mockRestore();
    });

    it("reads the own-kit build's needs from beside it, not the page's shared-build needs, and loads it when met", async () => {
      vi.mocked(loadRemote).mockResolvedValue({ default: ordersRemote });
      const ui = {
        remote: 'mf_orders',
        needs: { '@scriptorium/shared-kit/ui': { version: '1.1.0', singleton: true, names: ['linkCount'] } },
      };
      vi.stubGlobal('fetch', serve(ui, needs(['sessionStore'])));
      sharedManifestsFromPage({ provided, needs: { mf_orders: ui } });
      renderArea();
      expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeTruthy();
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'mf_orders', entry: 'http://cdn.test/remotes/mf-orders/own-kit/remoteEntry.js', type: 'module' }],
        { force: true },
      );
    });
  });
});
