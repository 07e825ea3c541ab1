import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const base of ['http://127.0.0.1:8262', 'http://127.0.0.1:8276']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + '/orders/new', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => { const out = []; for (const s of document.styleSheets) { try { for (const rule of s.cssRules) { const t = rule.cssText; if (/h3/.test(t) && /typography/.test(t) && /line-height/.test(t)) out.push(t.slice(0, 300)); if (/--ant-line-height-heading-3/.test(t)) out.push((t.match(/--ant-line-height-heading-3:[^;]*/) || [''])[0]); } } catch {} } return out; });
  console.log(base, r);
  await page.close();
}
await browser.close();
