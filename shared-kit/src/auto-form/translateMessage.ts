/**
 * Validation messages shown by AutoForm in the current language. The kit's rules and contracts' zod
 * schemas write English; the kit's catalogue keeps its own copy of those messages under
 * `kit.validation.…`, whose English text is the message (placeholders for the parts that vary:
 * `The {field} may be at most {max} characters`). A message is matched by its English text and shown
 * with the catalogue's text in the current language; a message the catalogue lacks is shown as it came.
 * @see docs/product.md §5 (validation messages), docs/architecture.md Languages
 */
import type { Messages } from '@lingui/core';
import en from '../i18n/locales/en.json?lingui';
import { kitCatalog } from '../i18n/catalog.js';
import { localeStore } from '../i18n/i18n.js';
import type { KitKey } from '../i18n/kitKeys.js';

/** One `kit.validation.…` message as a pattern: its id, the regular expression of its English text and its placeholders. */
interface Pattern {
  id: KitKey;
  regex: RegExp;
  names: string[];
}

const PREFIX = 'kit.validation.';
let patterns: Pattern[] | undefined;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The patterns of the catalogue's English validation messages (built on first use): fixed messages
 * first, then by fewer placeholders, each in the catalogue's order.
 */
function validationPatterns(): Pattern[] {
  if (patterns) return patterns;
  const out: Pattern[] = [];
  for (const [id, compiled] of Object.entries(en as Messages)) {
    if (!id.startsWith(PREFIX)) continue;
    const tokens = typeof compiled === 'string' ? [compiled] : (compiled as unknown[]);
    const names: string[] = [];
    let source = '';
    let simple = true;
    for (const token of tokens) {
      if (typeof token === 'string') source += escape(token);
      else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string') {
        names.push(token[0]);
        source += '(.+?)';
      } else simple = false;
    }
    if (simple) out.push({ id: id as KitKey, regex: new RegExp(`^${source}$`), names });
  }
  patterns = out
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => a.names.length - b.names.length || i - j)
    .map(([p]) => p);
  return patterns;
}

/** What a message may name of its field: the name (`reason_for_rejection`) and the label the form shows. */
export interface MessageField {
  name: string;
  label: string;
}

/**
 * `message` (English, from the kit's rules or a contracts schema) in the current language: the
 * catalogue's `kit.validation.…` text whose English matches it, its placeholders filled from the
 * message; a `{field}` naming `field` (`reason for rejection`) becomes the field's label. English, a
 * message the catalogue lacks, or a message already translated (the API's) come back unchanged.
 * `undefined` stays `undefined`.
 */
export function translateMessage(message: string | undefined, field?: MessageField): string | undefined {
  if (!message || localeStore.getState().locale === 'en') return message;
  for (const pattern of validationPatterns()) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      const value = match[i + 1];
      const named = field && name === 'field' && value === field.name.replace(/_/g, ' ') ? field.label : value;
      // A label inside a sentence starts lower-case ('Jaza barua pepe'), unless it is an acronym ('URL');
      // the sentence itself starts upper-case ('Kichwa isizidi herufi 255').
      values[name] = (name === 'field' || name === 'label') && /^\p{Lu}\p{Ll}/u.test(named) ? lowerFirst(named) : named;
    });
    const text = kitCatalog.t(pattern.id, values);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return message;
}
