// Sums the gzip size (the build's .gz, as the bench counts) of the JS a cold visit of a path loads.
import { chromium } from 'playwright-core';
import { statSync, existsSync } from 'node:fs';
const [base, path, root] = [process.argv[2], process.argv[3], '/work/wt/i25'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await b.newPage();
const urls = new Set();
page.on('response', (r) => { if (/\.js(\?|$)/.test(r.url()) && r.ok()) urls.add(r.url().split('?')[0]); });
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
let total = 0;
for (const u of urls) {
  const p = new URL(u).pathname;
  const file = p.startsWith('/remotes/') ? `${root}/${p.split('/')[2]}/dist/${p.split('/').slice(3).join('/')}` : `${root}/shell/dist${p}`;
  const gz = existsSync(file + '.gz') ? statSync(file + '.gz').size : existsSync(file) ? statSync(file).size : 0;
  total += gz; if (process.env.LIST) console.log((gz/1024).toFixed(1), p);
}
console.log(path, (total / 1024).toFixed(1), 'KB gzip in', urls.size, 'files');
await b.close();
