/**
 * Object schemas whose fields are built on first use. Building a zod schema costs time at module load
 * (each `z.string().max(64).optional()` is three schema objects), and every page loads the contracts'
 * entries whole while a first screen parses a handful of them: on a phone's CPU that building was ~10 %
 * of the public pages' start-up JavaScript (docs/benchmarks.md, "Where the takeover's script goes").
 * @see docs/architecture-html-first.md (what the first screen does at load)
 */
import type { z } from 'zod';

/** A field of {@link lazyShape}: a schema, or a function building it on first use. */
type LazyField = z.core.SomeType | (() => z.core.SomeType);

/**
 * The shape of a `z.object(…)` (or `.extend(…)`) with each function field `() => schema` turned into a
 * getter that builds the schema once, on its first read, and returns that same schema afterwards.
 * Schema fields pass through unchanged. zod 4 reads a shape's getters only when the object first needs
 * its fields (its first parse, `.shape`, `.keyof()`, JSON Schema); `.extend`, `.pick`, `.omit` and
 * `.partial` keep the fields deferred. So the object schema itself is built at load, keeping its export's
 * identity and type, and its fields when they are used. The parsed type (`z.infer`) is the one the same
 * literal without `() =>` gives.
 *
 *     export const loginRequest = z.object(lazyShape({ email: () => z.email(), password: () => text() }));
 */
export function lazyShape<F extends Record<string, LazyField>>(
  fields: F,
): { [K in keyof F]: F[K] extends () => infer S ? S : F[K] } {
  const shape: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const field = fields[key];
    if (typeof field !== 'function') {
      shape[key] = field;
      continue;
    }
    let built: z.core.SomeType | undefined;
    Object.defineProperty(shape, key, {
      get: () => (built ??= field()),
      enumerable: true,
      configurable: true,
    });
  }
  // Written out, not a named type: the checker then prints the shape's fields (contracts/api-surface.json).
  return shape as { [K in keyof F]: F[K] extends () => infer S ? S : F[K] };
}
