#!/usr/bin/env node
/**
 * Do two builds draw the same screens? Serves build A, then build B, on one data folder (the same demo
 * data), and takes a full-page screenshot of each screen at 1280 and 412 px, optionally after a click;
 * then compares them pixel by pixel in Chromium and prints, per screen, SAME or how many pixels differ and
 * where, with the `<style>` elements on the page and the console errors of each build. The screenshots go
 * to `OUT` (default /tmp/compare-screens) as `<screen>-A.png` / `-B.png`, to open where they differ.
 *
 *   node bench/compare-screens.mjs <root A> <root B> [role:path,…]
 *
 * A root holds `shell/dist` and `mf-*\/dist` (`.` for the working tree's builds). Environment: `CLICK` a
 * selector clicked (first match) before the screenshot, e.g. `.ant-select` for an open select.
 * Used for changes that must not show (docs/benchmarks.md, "within 3.5 s, 2026-11-29, sixth session").
 */
/* global document, Image */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshContext, launch } from './bundle.mjs';
import { login } from './lib.mjs';
import { startServer } from './server.mjs';

const [rootA, rootB, list] = process.argv.slice(2);
if (!rootA || !rootB) {
  console.error('usage: node bench/compare-screens.mjs <root A> <root B> [role:path,…]');
  process.exit(2);
}
const screens = (
  list ??
  'guest:/sh-auth,guest:/register,guest:/orders/new,client:/orders,client:/orders/new,client:/profile,admin:/orders,admin:/users,admin:/settings,admin:/payments,writer:/writer/orders/active'
).split(',');
const out = process.env.OUT ?? '/tmp/compare-screens';
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'compare-screens-'));
const shots = new Map();

for (const [build, root] of [
  ['A', rootA],
  ['B', rootB],
]) {
  const server = await startServer({ dataDir, env: { STATIC_ROOT: resolve(root) } });
  const browser = await launch();
  try {
    for (const screen of screens) {
      const [role, path] = screen.split(':');
      const auth = role === 'guest' ? undefined : await login(server.url, `${role}@example.com`);
      for (const width of [1280, 412]) {
        const context = await freshContext(browser, auth, { viewport: { width, height: 900 } }, server.url);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2000);
        if (process.env.CLICK) {
          await page.locator(process.env.CLICK).first().click();
          await page.waitForTimeout(1200);
        }
        const styles = await page.evaluate(() => document.querySelectorAll('style').length);
        const name = `${role}${path.replace(/\//g, '_')}-${width}`;
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        writeFileSync(join(out, `${name}-${build}.png`), png);
        shots.set(name, { ...shots.get(name), [build]: { png, styles, errors } });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Pixels that differ between two PNGs (base64), and their bounding box, counted in the browser. */
function diff([a, b]) {
  const load = (src) =>
    new Promise((done) => {
      const img = new Image();
      img.onload = () => done(img);
      img.src = `data:image/png;base64,${src}`;
    });
  const pixels = (img) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const context = canvas.getContext('2d');
    context.drawImage(img, 0, 0);
    return context.getImageData(0, 0, img.width, img.height).data;
  };
  return Promise.all([load(a), load(b)]).then(([ia, ib]) => {
    if (ia.width !== ib.width || ia.height !== ib.height)
      return `size ${ia.width}×${ia.height} against ${ib.width}×${ib.height}`;
    const [pa, pb] = [pixels(ia), pixels(ib)];
    let n = 0;
    const box = [Infinity, Infinity, -1, -1];
    for (let p = 0; p < pa.length; p += 4) {
      if (pa[p] === pb[p] && pa[p + 1] === pb[p + 1] && pa[p + 2] === pb[p + 2]) continue;
      const x = (p / 4) % ia.width;
      const y = Math.floor(p / 4 / ia.width);
      n++;
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
    return n ? `${n} px differ in [${box[0]},${box[1]}]–[${box[2]},${box[3]}]` : 'SAME';
  });
}

const browser = await launch();
try {
  const page = await browser.newPage();
  for (const [name, { A, B }] of shots) {
    const verdict = A.png.equals(B.png)
      ? 'SAME'
      : await page.evaluate(diff, [A.png.toString('base64'), B.png.toString('base64')]);
    console.log(
      `${name}: ${verdict}; <style> A ${A.styles} B ${B.styles}; console errors A ${A.errors.length} B ${B.errors.length}` +
        (B.errors.length ? ` (${B.errors.slice(0, 2).join(' | ').slice(0, 300)})` : ''),
    );
  }
} finally {
  await browser.close();
}
