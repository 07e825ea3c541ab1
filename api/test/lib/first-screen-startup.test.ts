import { describe, expect, it } from 'vitest';
import { withStartup } from '../../src/lib/first-screen.js';

const PAGE = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const startupOf = (html: string) =>
  JSON.parse(/id="scriptorium-startup">(.*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;

describe('the start-up data a page carries', () => {
  it("carries any text as it was written: `$&`, `$'` and `</script>` in a setting's name neither rewrite nor close the page", () => {
    const names = ['Essay $& more', "Editing $' and $`", 'Quote </script><script>alert(1)</script>'];
    const html = withStartup(PAGE, {
      answers: { 'list-settings/service_types?all=1': names.map((name) => ({ name })) },
    });
    expect(startupOf(html)).toEqual({
      answers: { 'list-settings/service_types?all=1': names.map((name) => ({ name })) },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
  });
});
