// Checks the running app at argv[2]: the shell page answers, /remotes.json names every remote, and each
// remote's remoteEntry.js is served as JavaScript. Exits 1 with what is missing.
const base = process.argv[2];
const expected = ['mf_auth', 'mf_orders', 'mf_users', 'mf_payments', 'mf_settings'];
const fail = (msg) => {
  console.error(msg);
  process.exit(1);
};
const page = await fetch(base + '/');
if (!page.ok || !(await page.text()).includes('<div id="root"'))
  fail(`GET / answered ${page.status} without the shell page`);
const manifest = await (await fetch(base + '/remotes.json')).json();
const missing = expected.filter((name) => typeof manifest[name] !== 'string');
if (missing.length) fail(`/remotes.json lacks ${missing.join(', ')}: ${JSON.stringify(manifest)}`);
for (const name of expected) {
  const url = new URL(manifest[name], base + '/');
  const r = await fetch(url);
  const type = r.headers.get('content-type') ?? '';
  if (!r.ok || !/javascript/.test(type)) fail(`${name}: ${url} answered ${r.status} (${type})`);
  console.log(`${name}: ${url.pathname} ${r.status} ${type}`);
}
