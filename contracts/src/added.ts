/**
 * Response fields added after contracts 1.0.0. While the API rolls out replica by replica, a remote
 * built with a newer contract meets answers of an older API that does not send the new field yet; the
 * field must then read as unknown, not fail the screen that parses the answer.
 * @see docs/deploying.md The API in the same rolling deploy
 */
import { z } from 'zod';

/** A contracts version, `major.minor.patch`. */
export type ContractVersion = `${number}.${number}.${number}`;

// The contracts compile against ES2023 alone (no DOM, no Node types); browsers and Node both have it.
declare const console: { warn: (message: string) => void };

const warned = new Set<string>();

/**
 * The fields of `shape`, added to a response schema in contracts `since`: each one optional, so an
 * answer without it parses (the field is `undefined`, which tables show as an empty cell) while every
 * other field keeps its check. The first answer without a field logs one `console.warn` naming it and
 * `since` (once per field and page). Spread it into the response object:
 * `z.object({ id: z.number(), ...added('1.1.0', { word_count: z.number().int() }) })`.
 *
 * The parsed type says `T | undefined`, so a screen cannot forget the older API: it renders a fallback
 * until the contract step (docs/deploying.md The API in the same rolling deploy) makes the field required.
 * A field sent with the wrong type still fails the parse: only absence is tolerated.
 */
export function added<const S extends z.ZodRawShape>(
  since: ContractVersion,
  shape: S,
): { [K in keyof S]: z.ZodOptional<S[K]> } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      z.optional(schema).superRefine((value) => {
        if (value !== undefined || warned.has(key)) return;
        warned.add(key);
        console.warn(
          `The API did not send "${key}" (added in contracts ${since}): it shows as unknown until the API is updated.`,
        );
      }),
    ]),
  ) as { [K in keyof S]: z.ZodOptional<S[K]> };
}
