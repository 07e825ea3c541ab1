import { chromium } from '@playwright/test';
const base = 'http://localhost:8197';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
const res = await page.request.post(base + '/api/auth/login', { data: { email: 'admin@example.com', password: 'password' } });
const body = await res.json();
await page.goto(base + '/sh-auth');
await page.evaluate(([t, u]) => { localStorage.setItem('access_token', t); localStorage.setItem('user', u); localStorage.setItem('last_activity', new Date().toISOString()); }, [body.token, JSON.stringify(body.user)]);
await page.goto(base + '/inbox');
await page.getByTestId('user-menu').waitFor();
await page.waitForLoadState('networkidle');
console.log('T0', Date.now());
await page.evaluate(() => localStorage.setItem('last_activity', new Date(Date.now() - 70_000).toISOString()));
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(1000);
  console.log(i, page.url(), await page.evaluate(() => localStorage.getItem('last_activity')), new Date().toISOString());
}
await browser.close();
