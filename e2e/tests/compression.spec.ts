import { expect, test, type Response } from '@playwright/test';

/**
 * A phone on a mobile network pays for every byte: the composed app must send its JavaScript and CSS
 * compressed (the `.br`/`.gz` written at build time), the shell's and each remote's alike.
 */
test('the JavaScript and CSS of the first screens are served compressed', async ({ page }) => {
  const served: { url: string; encoding: string | undefined; vary: string | undefined; size: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res: Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (!res.ok() || !/javascript|text\/css/.test(type)) return;
    pending.push(
      res.allHeaders().then(async (h) => {
        served.push({ url: new URL(res.url()).pathname, encoding: h['content-encoding'], vary: h.vary, size: (await res.body()).length });
      }),
    );
  });
  await page.goto('/sh-auth');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible();
  await Promise.all(pending);

  // The remotes' entries and chunks as well as the shell's.
  expect(served.some((f) => f.url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(served.some((f) => f.url.startsWith('/remotes/mf-orders/assets/'))).toBe(true);
  // Below 1 KB the build writes no compressed copy (the headers would cost more than they save).
  const uncompressed = served.filter((f) => f.size >= 1024 && !['br', 'gzip'].includes(f.encoding ?? ''));
  expect(uncompressed, 'JS/CSS over 1 KB sent without Content-Encoding').toEqual([]);
  const compressed = served.filter((f) => f.encoding);
  expect(compressed.length).toBeGreaterThan(10);
  for (const f of compressed) expect(f.vary, f.url).toMatch(/accept-encoding/i);
});
