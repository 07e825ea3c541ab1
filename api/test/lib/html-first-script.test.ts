/**
 * The early script of a page sent as HTML (lib/html-first-script.ts): where the page servers put it and
 * what allows it. What it does in a browser is tested on the composed pages in Chromium
 * (e2e/tests/html-first-first-action.spec.ts); the app's side (carrying the action out) in the shell
 * (features/html-first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { HTML_FIRST_SCRIPT, HTML_FIRST_SCRIPT_SOURCE } from '../../src/lib/html-first-script.js';
import { APP_FILES_ID, withFragment } from '../../src/lib/page-fragments.js';

describe('where the script goes, and what allows it', () => {
  it("follows the screen in the page, and the CSP's hash is the script's", () => {
    const page = withFragment('<body><div id="root"></div></body>', '<form method="post"></form>');
    expect(page).toBe(
      `<body><div id="html-first"><form method="post"></form><script>${HTML_FIRST_SCRIPT}</script></div><div id="root"></div></body>`,
    );
    expect(HTML_FIRST_SCRIPT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(HTML_FIRST_SCRIPT).digest('base64')}'`,
    );
  });

  it('is the same in the compose gateway’s page (deploy/html-first.shtml), after the screen', () => {
    const shtml = fs.readFileSync(path.join(REPO_ROOT, 'deploy/html-first.shtml'), 'utf8');
    expect(shtml).toContain(`--><script>${HTML_FIRST_SCRIPT}</script></div>`);
  });
});

describe("the app's files on a page sent as HTML", () => {
  const shell =
    '<html><head><script type="application/json" id="scriptorium-startup">{"a":1}</script>' +
    '<script defer src="/zod-jitless.js"></script><link rel="expect" href="#root" blocking="render" />' +
    '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">' +
    '<link rel="preload" as="style" crossorigin href="/assets/page.css"></head>' +
    '<body><div id="root"></div><link rel="stylesheet" crossorigin href="/assets/core.css"></body></html>';

  it('wait in a template, in their order, so the first paint waits on the page alone', () => {
    const page = withFragment(shell, '<form method="post"></form>');
    const [head, body] = page.split('</head>');
    expect(head).toContain(
      `<template id="${APP_FILES_ID}"><script defer src="/zod-jitless.js"></script>` +
        '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/page.css"><link rel="stylesheet" crossorigin href="/assets/core.css"></template>',
    );
    // Outside the template the page asks for nothing; what is not a file of the app stays where it was.
    const outside = page.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/\bsrc=|rel="(modulepreload|preload|stylesheet)"/);
    expect(head).toContain('<script type="application/json" id="scriptorium-startup">{"a":1}</script>');
    expect(head).toContain('<link rel="expect" href="#root" blocking="render" />');
    expect(body).toBe(
      `<body><div id="html-first"><form method="post"></form><script>${HTML_FIRST_SCRIPT}</script></div><div id="root"></div></body></html>`,
    );
  });

  it('stay where they are on a page without a screen sent as HTML', () => {
    expect(withFragment(shell, null)).toBe(shell);
  });
});
