import { pageReadKey } from '@scriptorium/contracts/core';

/** Answers the page carried, by {@link pageReadKey}; each is taken once. */
const answers = new Map<string, unknown>();

/**
 * Keeps the answers a page carried (`answers` of the page's start-up data: `{ "<pageReadKey>": body }`,
 * written by the page server for a guest's first screen, api routes/site.ts) for
 * {@link takePageAnswer}. Anything but a plain object is ignored; a second call adds to the first.
 * @see docs/architecture-html-first.md Answers the page carries
 */
export function keepPageAnswers(from: unknown): void {
  if (!from || typeof from !== 'object' || Array.isArray(from)) return;
  for (const [key, body] of Object.entries(from)) answers.set(key, body);
}

/**
 * The answer the page carried to `GET path?params`, parsed with `schema` (the contract schema the screen
 * parses the same request's answer with), or undefined when the page carried none or it does not parse
 * (the screen then asks the server). Taken once: a later read of the same request asks the server, so
 * nothing older than the page is shown twice.
 * @example takePageAnswer(deadlineOptions, 'list-settings/deadlines', { all: 1 })
 */
export function takePageAnswer<T>(
  schema: { safeParse: (body: unknown) => { success: true; data: T } | { success: false } },
  path: string,
  params?: Record<string, unknown>,
): T | undefined {
  const key = pageReadKey(path, params);
  if (!answers.has(key)) return undefined;
  const body = answers.get(key);
  answers.delete(key);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
