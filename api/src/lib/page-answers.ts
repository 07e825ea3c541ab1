/**
 * Answers a page carries: a guest's first screen reads some public data as it renders (the order
 * forms' choices); the page server asks the API for it while it composes the page and writes the
 * answers into the page's start-up data (`answers`: `{ "<pageReadKey>": body }`), so the screen renders
 * once, with them, instead of again when its own requests come back (shared-kit `takePageAnswer`).
 * What is read is the route table's `pageReads` (contracts routes.ts); each is asked as the guest would
 * ask it, through the API's own routes (`inject`, no credentials), so the same checks and serializers
 * apply. An answer other than 200, or later than the budget, is left out: the screen asks for it itself.
 * @see docs/architecture-html-first.md "Answers the page carries"
 */
import type { FastifyInstance } from 'fastify';
import { matchRoute, pageReadKey } from '@scriptorium/contracts/core';

/** How long the page waits for its answers (ms): the page itself must not wait on a slow database. */
export const PAGE_ANSWERS_BUDGET_MS = 250;

/**
 * The answers of the route at `pathname`'s `pageReads`, asked as a guest: `{ key: body }` of those that
 * answered 200 within `budgetMs`; undefined when the route reads nothing or none answered in time.
 */
export async function pageAnswers(
  app: Pick<FastifyInstance, 'inject'>,
  pathname: string,
  budgetMs = PAGE_ANSWERS_BUDGET_MS,
): Promise<Record<string, unknown> | undefined> {
  const reads = matchRoute(pathname)?.pageReads;
  if (!reads?.length) return undefined;
  const answers: Record<string, unknown> = {};
  const asked = reads.map(async ({ path, params }) => {
    const key = pageReadKey(path, params);
    const res = await app.inject({ method: 'GET', url: `/api/${key}` });
    if (res.statusCode === 200) answers[key] = res.json();
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)));
  await Promise.race([Promise.allSettled(asked), late]);
  clearTimeout(timer);
  // Answers that came after the budget are not added to a page already written.
  const written = { ...answers };
  return Object.keys(written).length ? written : undefined;
}
