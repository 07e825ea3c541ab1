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
import { withFragment } from '../../src/lib/page-fragments.js';

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
