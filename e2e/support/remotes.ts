import type { Page } from '@playwright/test';

/** The page's start-up data block (api lib/first-screen.ts `withStartup`). */
const STARTUP = /(<script type="application\/json" id="scriptorium-startup">)(.*?)(<\/script>)/;

/**
 * Changes the remotes manifest the app reads, wherever it reads it: the copy the server writes into each
 * page (`#scriptorium-startup`) and `/remotes.json`.
 */
export async function overrideRemotes(page: Page, change: (manifest: Record<string, string>) => void): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const manifest = (await res.json()) as Record<string, string>;
    change(manifest);
    await route.fulfill({ response: res, json: manifest });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const body = (await res.text()).replace(STARTUP, (_, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as { remotes: Record<string, string> };
      change(data.remotes);
      return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
    });
    // The body is sent decoded: drop the encoding headers of the original answer.
    const headers = Object.fromEntries(
      Object.entries(res.headers()).filter(([k]) => k !== 'content-encoding' && k !== 'content-length'),
    );
    await route.fulfill({ status: res.status(), headers, body });
  });
}
