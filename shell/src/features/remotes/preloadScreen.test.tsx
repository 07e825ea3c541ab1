import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen } from './preloadScreen.js';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (l) => new URL(l.href).pathname,
  );

function answer(files: string[]) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ files }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').forEach((l) => l.remove());
});

describe('preloadScreen', () => {
  it("adds a modulepreload link for each of the path's scripts and a style preload for its style sheets, asking once per path", async () => {
    const fetchMock = answer([
      '/assets/ClientLayout-1.js',
      '/assets/antd-nav-1.css',
      '/remotes/mf-orders/remoteEntry.js?v=1',
      '/remotes/mf-orders/assets/ClientOrders-1.js',
    ]);
    await preloadScreen('/orders');
    expect(fetchMock).toHaveBeenCalledWith('/first-screen?path=%2Forders', { credentials: 'same-origin' });
    expect(preloads()).toEqual([
      '/assets/ClientLayout-1.js',
      '/remotes/mf-orders/remoteEntry.js',
      '/remotes/mf-orders/assets/ClientOrders-1.js',
    ]);
    expect(document.head.querySelector<HTMLLinkElement>('link[href$="ClientOrders-1.js"]')?.crossOrigin).toBe('');
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
    expect(style && [new URL(style.href).pathname, style.crossOrigin]).toEqual(['/assets/antd-nav-1.css', '']);
    await preloadScreen('/orders');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again for a path once the role changes, not for the path a sign-in leaves', async () => {
    const fetchMock = answer(['/assets/x-1.js']);
    const asked = () =>
      fetchMock.mock.calls.map((call) => decodeURIComponent(String((call as unknown[])[0]).split('=')[1]));
    await preloadScreen('/sh-user-profile');
    await preloadScreen('/sh-login');
    document.cookie = 'scriptorium_role=writer; path=/';
    try {
      await preloadScreen('/sh-login'); // signed in, still on the sign-in page: nothing new to load
      await preloadScreen('/sh-user-profile');
      await preloadScreen('/sh-user-profile');
    } finally {
      document.cookie = 'scriptorium_role=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
    expect(asked()).toEqual(['/sh-user-profile', '/sh-login', '/sh-user-profile']);
  });

  it("never asks for the page's first path: its HTML lists those files", async () => {
    const fetchMock = answer(['/assets/x-1.js']);
    await preloadScreen(location.pathname);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the page alone when the list cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(preloadScreen('/inbox')).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"x"}', { status: 422 })),
    );
    await preloadScreen('/writer/orders/active');
    expect(preloads()).toEqual([]);
  });
});
