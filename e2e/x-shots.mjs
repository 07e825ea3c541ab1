// Screenshots of a running app (BASE) into OUT; temporary, not committed.
import { chromium } from '@playwright/test';
const BASE = process.env.BASE, OUT = process.env.OUT;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];
async function shot(ctx, name, url, after) {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  await page.goto(BASE + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  if (after) await after(page);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });
  await page.close();
}
async function login(ctx, email) {
  const res = await ctx.request.post(`${BASE}/api/auth/login`, { data: { email, password: 'password' } });
  const body = await res.json();
  await ctx.addInitScript(([t, u]) => { localStorage.setItem('access_token', t); localStorage.setItem('user', u); localStorage.setItem('last_activity', new Date().toISOString()); }, [body.token, JSON.stringify(body.user)]);
  await ctx.addCookies([{ name: 'scriptorium_role', value: body.user.role ?? 'x', url: BASE }]).catch(() => {});
}
for (const [w, h] of [[1280, 800], [412, 860]]) {
  const guest = await browser.newContext({ viewport: { width: w, height: h } });
  await shot(guest, `${w}-sh-auth`, '/sh-auth');
  await shot(guest, `${w}-register`, '/register');
  await shot(guest, `${w}-orders-new`, '/orders/new');
  await guest.close();
  const admin = await browser.newContext({ viewport: { width: w, height: h } });
  await login(admin, 'admin@example.com');
  await shot(admin, `${w}-admin-inbox`, '/inbox');
  await shot(admin, `${w}-admin-payments`, '/payments/order-payments');
  await shot(admin, `${w}-admin-order`, '/orders/order/5');
  await shot(admin, `${w}-admin-users`, '/users/client', async (p) => { const b = p.getByRole('button', { name: /add|new|create/i }).first(); if (await b.count()) { await b.click(); await p.waitForTimeout(800); } });
  await admin.close();
  const client = await browser.newContext({ viewport: { width: w, height: h } });
  await login(client, 'client@example.com');
  await shot(client, `${w}-client-orders`, '/orders');
  await client.close();
  const writer = await browser.newContext({ viewport: { width: w, height: h } });
  await login(writer, 'writer@example.com');
  await shot(writer, `${w}-writer-dashboard`, '/writer/dashboard');
  await writer.close();
}
await browser.close();
console.log(errors.join('\n') || 'no page errors');
