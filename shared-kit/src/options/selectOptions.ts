/**
 * Options of selects and suggest boxes, from a URL (`GET {url}?all=1`) or local data.
 * @see docs/product.md §3 (Select option: id, name; alternatives key, value, label, text), docs/product.md §R3 Forms
 */

/** One option as antd Select takes it. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** A raw item: an object from the server, or a plain string/number. */
export type OptionSource = Record<string, unknown> | string | number;

/**
 * Turns a raw item into an option: value `id ?? key ?? value`, label `label ?? name ?? value ?? text`.
 * `valueKey` / `labelKey` (the definition's `value` and `column`) take precedence.
 */
export function toOption(item: OptionSource, valueKey?: string, labelKey?: string): SelectOption {
  if (typeof item !== 'object' || item === null) return { value: item, label: String(item) };
  const pick = (...keys: (string | undefined)[]) => {
    for (const k of keys) if (k && item[k] !== undefined && item[k] !== null) return item[k];
    return undefined;
  };
  const value = pick(valueKey, 'id', 'key', 'value');
  const label = pick(labelKey, 'label', 'name', 'value', 'text', 'title');
  const v = typeof value === 'number' || typeof value === 'string' ? value : String(value ?? '');
  return { value: v, label: label === undefined ? String(v) : String(label) };
}

/** The rows of a `?all=1` response: a bare array, `{data: [...]}` or `{data: {data: [...]}}`; else []. */
export function extractRows(body: unknown): OptionSource[] {
  if (Array.isArray(body)) return body as OptionSource[];
  if (body && typeof body === 'object' && 'data' in body) return extractRows((body as { data: unknown }).data);
  return [];
}
