import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyRemoteScript } from './early-remote.js';

const MANIFEST = {
  mf_auth: 'http://x/remotes/mf-auth/remoteEntry.js',
  mf_orders: 'http://x/remotes/mf-orders/remoteEntry.js',
};

/** Runs the generated /early-remote.js as a browser would on `pathname`; returns what it preloaded. */
async function run(pathname: string, token: string | null, pageHasStartup = false) {
  const links: { rel: string; href: string }[] = [];
  const fetched: string[] = [];
  const window: { __scriptoriumRemotes?: Promise<unknown> } = {};
  runInNewContext(earlyRemoteScript(), {
    window,
    location: { pathname },
    localStorage: { getItem: (k: string) => (k === 'access_token' ? token : null) },
    fetch: async (url: string) => {
      fetched.push(url);
      return { ok: true, json: async () => MANIFEST };
    },
    document: {
      getElementById: (id: string) => (pageHasStartup && id === 'scriptorium-startup' ? {} : null),
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
    },
  });
  const manifest = await window.__scriptoriumRemotes;
  await new Promise((r) => setTimeout(r, 0));
  return { links: links.map((l) => `${l.rel} ${l.href}`), fetched, manifest };
}

describe('/early-remote.js', () => {
  it("fetches /remotes.json once, hands it to the shell and preloads the sign-in page's remote entry", async () => {
    const r = await run('/sh-auth', null);
    expect(r.fetched).toEqual(['/remotes.json']);
    expect(r.manifest).toEqual(MANIFEST);
    expect(r.links).toEqual(['modulepreload http://x/remotes/mf-auth/remoteEntry.js']);
  });

  it('preloads the owner of a signed-in route, with its parameters', async () => {
    expect((await run('/writer/orders/active', 'tok')).links).toEqual([
      'modulepreload http://x/remotes/mf-orders/remoteEntry.js',
    ]);
    expect((await run('/orders/new', null)).links).toEqual(['modulepreload http://x/remotes/mf-orders/remoteEntry.js']);
  });

  it('preloads nothing for a route the visitor would be sent away from, the shell or an unknown URL', async () => {
    expect((await run('/orders', null)).links).toEqual([]);
    expect((await run('/sh-auth', 'tok')).links).toEqual([]);
    expect((await run('/no/such/page', 'tok')).links).toEqual([]);
    // A remote the manifest does not list.
    expect((await run('/users/clients', 'tok')).links).toEqual([]);
  });

  it('does nothing when the server wrote the start-up data into the page (it lists the preloads itself)', async () => {
    const r = await run('/sh-auth', null, true);
    expect([r.fetched, r.links, r.manifest]).toEqual([[], [], undefined]);
  });
});
