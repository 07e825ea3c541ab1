/**
 * AutoForm field definitions: type inference from names and labels from names.
 * @see docs/product.md §3 (Form definition entry), §5 (field types inferred from the name), docs/product.md §R3 Forms
 */
import type { OptionSource } from '../options/selectOptions.js';
import { kitCatalog } from '../i18n/catalog.js';
import type { KitKey } from '../i18n/kitKeys.js';

/** Input kinds an AutoForm renders. */
export type FieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'number'
  | 'phone'
  | 'date'
  | 'datetime'
  | 'select'
  | 'suggest'
  | 'file'
  | 'checkbox'
  | 'hidden';

/** One entry of a form definition (docs/product.md §3). `field` and `name` are synonyms. */
export interface FieldDefinition {
  field?: string;
  name?: string;
  label?: string;
  type?: FieldType;
  /** Small text under the input. */
  helperText?: string;
  /** Marks the label with an asterisk and refuses an empty value. */
  required?: boolean;
  /** What an empty required value says (default: "Choose a …" for a choice, "{Label} is required" to type). */
  requiredMessage?: string;
  placeholder?: string;
  /** Select options from `GET {url}?all=1`. */
  url?: string;
  /** Local select/suggest options. */
  data?: OptionSource[];
  /** A suggest box searching `GET {suggests}?all=1&filter_value=` (or `url` when `true`). */
  suggests?: string | boolean;
  /** Option key used as the value (default id ?? key ?? value). */
  value?: string;
  /** Option key used as the label (default label ?? name ?? value). */
  column?: string;
  /** Select/suggest: several values. */
  multiple?: boolean;
  /** Suggest: free text allowed. */
  allowFreeText?: boolean;
  /** Permission key needed to show the field (docs/product.md §6). */
  permission?: string;
  /** Initial value when the form has none. */
  defaultValue?: unknown;
  /** File inputs: the `accept` attribute. */
  accept?: string;
}

/** A definition entry: a field name, or a {@link FieldDefinition}. */
export type FieldEntry = string | FieldDefinition;

/** A definition resolved: name, label and type always set. */
export interface FieldSpec extends FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
}

const PASSWORDS = [
  'password',
  'password_confirmation',
  'pin',
  'old_password',
  'new_password',
  'new_password_confirmation',
];
const TEXTAREAS = ['message', 'comment', 'comments', 'description', 'meta_description', 'call_response'];
const NUMBERS = ['age', 'amount', 'writer_amount', 'paid_amount', 'tip', 'hours', 'rate', 'interest_rate_pa'];
const DATES = ['date', 'paid_at', 'recurring_date', 'free_tier_days', 'deadline'];
/** Names that are selects without settings, and their options where the product fixes them. */
export const KNOWN_SELECTS: Record<string, OptionSource[]> = {
  gender: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
  ],
  payment_method: [
    { value: 'stripe', label: 'Stripe' },
    { value: 'paypal', label: 'PayPal' },
    { value: 'bank_transfer', label: 'Bank transfer' },
    { value: 'admin_payment', label: 'Admin payment' },
  ],
  role: [
    { value: 'admin', label: 'Admin' },
    { value: 'client', label: 'Client' },
    { value: 'writer', label: 'Writer' },
  ],
  account_type: [],
};

/**
 * The input type of a field, in the reference's order: explicit type; select/suggest settings;
 * password names; textarea names; email; phone; numbers; dates; known select names; else text.
 */
export function inferFieldType(def: FieldDefinition & { name: string }): FieldType {
  if (def.type) return def.type;
  if (def.suggests) return 'suggest';
  if (def.url || def.data) return 'select';
  const n = def.name.split('.').pop() ?? def.name;
  if (PASSWORDS.includes(n)) return 'password';
  if (TEXTAREAS.includes(n)) return 'textarea';
  if (n === 'email') return 'email';
  if (n === 'phone' || n === 'phone_number' || n.endsWith('_phone')) return 'phone';
  if (NUMBERS.includes(n)) return 'number';
  if (DATES.includes(n) || n.endsWith('_date')) return 'datetime';
  if (n in KNOWN_SELECTS) return 'select';
  return 'text';
}

/** Label from a field name: `_` → space, first letter capitalised (`password_confirmation` → 'Password confirmation'). */
export function labelFromName(name: string): string {
  const text = (name.split('.').pop() ?? name).replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Field names whose label the kit has in every language (`kit.form.field.<name>`); others use {@link labelFromName}. */
const KNOWN_LABELS = new Set([
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'old_password',
  'new_password',
  'new_password_confirmation',
  'amount',
  'title',
  'description',
  'message',
  'comment',
  'date',
  'deadline',
  'status',
  'role',
  'gender',
  'payment_method',
  'reason',
  'country',
  'address',
  'pages',
  'words',
]);

/**
 * A field's label when its definition gives none, in the current language: the kit's word for a
 * common name (`email` → 'Email' / 'Barua pepe'), else {@link labelFromName} (English words from the name).
 */
function defaultLabel(name: string): string {
  const last = name.split('.').pop() ?? name;
  return KNOWN_LABELS.has(last) ? kitCatalog.t(`kit.form.field.${last}` as KitKey) : labelFromName(name);
}

/** {@link KNOWN_SELECTS}' options of `name` with their labels in the current language. */
function knownSelectOptions(name: string): OptionSource[] | undefined {
  return KNOWN_SELECTS[name]?.map((option) =>
    typeof option === 'object'
      ? { ...option, label: kitCatalog.t(`kit.form.option.${name}.${String(option.value)}` as KitKey) }
      : option,
  );
}

/**
 * Resolves an entry to a {@link FieldSpec}, its default label and known options in the current language
 * (resolve again after a switch). Email fields are required (docs/product.md §R3 Forms).
 */
export function resolveField(entry: FieldEntry): FieldSpec {
  const def: FieldDefinition = typeof entry === 'string' ? { field: entry } : entry;
  const name = def.field ?? def.name ?? '';
  if (!name) throw new Error('AutoForm: a field definition needs `field` or `name`');
  const type = inferFieldType({ ...def, name });
  const data = def.data ?? (type === 'select' && !def.url ? knownSelectOptions(name) : undefined);
  return {
    ...def,
    name,
    data,
    type,
    label: def.label ?? defaultLabel(name),
    required: def.required ?? type === 'email',
  };
}
