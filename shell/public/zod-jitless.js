// zod 4 tries `new Function` once to see whether it may compile its schemas; the page's CSP forbids eval
// (script-src 'self'), so the try only makes the browser report a CSP violation (which Lighthouse flags).
// zod reads this shared setting when its first schema is built: set before any module (a deferred classic
// script runs before the page's module scripts, in document order).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
