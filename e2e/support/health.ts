/**
 * What a healthy page visit looks like from the outside: no console errors, no uncaught exceptions, no
 * failed requests and no HTTP error answers — except the ones a spec expects and asserts on.
 */
import type { Page, Response } from '@playwright/test';

/** One thing that went wrong while a page was open. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http';
  text: string;
}

/** Watches `page` from now on; call `problems()` to read what went wrong (minus `expected`). */
export interface PageWatch {
  problems: () => PageProblem[];
  /** HTTP answers ≥ 400 seen so far (`METHOD path → status`), expected or not. */
  httpErrors: () => string[];
}

/** A console line that only echoes an HTTP error answer (Chromium logs each); the `http` entry covers it. */
const ECHO = /^Failed to load resource: the server responded with a status of \d+/;

/**
 * Starts watching `page`. `expected` lists HTTP answers the caller expects and asserts on itself
 * (matched against `METHOD /path → status`); those, and the console lines Chromium logs for them, are
 * not problems.
 */
export function watchPage(page: Page, expected: RegExp[] = []): PageWatch {
  const found: PageProblem[] = [];
  const http: string[] = [];
  const isExpected = (line: string) => expected.some((re) => re.test(line));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (ECHO.test(text)) return;
    found.push({ kind: 'console', text: `${text} (${msg.location().url})` });
  });
  page.on('pageerror', (error) => found.push({ kind: 'pageerror', text: error.stack ?? error.message }));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation (or an unmounting screen) cancelling its own in-flight request is not a failure.
    if (failure === 'net::ERR_ABORTED') return;
    found.push({ kind: 'requestfailed', text: `${request.method()} ${request.url()} ${failure}` });
  });
  page.on('response', (response: Response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    const line = `${response.request().method()} ${url.pathname} → ${response.status()}`;
    http.push(line);
    if (!isExpected(line)) found.push({ kind: 'http', text: line });
  });
  return { problems: () => [...found], httpErrors: () => [...http] };
}
