import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const base of ['http://127.0.0.1:8262', 'http://127.0.0.1:8276']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + '/orders/new', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => [...document.querySelectorAll('h1,h2,h3,h4')].slice(0, 3).map((e) => { const c = getComputedStyle(e); const b = e.getBoundingClientRect(); return [e.tagName, e.className, b.top, b.height, c.marginTop, c.marginBottom, c.lineHeight, c.fontSize, c.fontWeight]; }));
  const parent = await page.evaluate(() => { const e = document.querySelector('h1,h2,h3,h4'); const p = e.parentElement; const c = getComputedStyle(p); return [p.tagName, p.className, p.getBoundingClientRect().top, c.paddingTop, c.marginTop, c.rowGap, c.display]; });
  console.log(base, JSON.stringify(r), JSON.stringify(parent));
  await page.close();
}
await browser.close();
