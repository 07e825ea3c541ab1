/**
 * Settings: the fields of each setting type (docs/product.md §3, in the spec's order), pricing packages, links,
 * notification templates and order links. Money `amount` is a USD decimal (`moneyAmount`).
 * @see docs/product.md §2 (/settings, pricing packages, /links), §3 "Settings types and fields", Service package,
 * Link; §6 settings.{type}; §7 Settings, storeServicePackage
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { idField, idSchema, optionalId, optionalText, requiredMoney, requiredText } from './fields.js';
import { ALL_PERMISSIONS, type SettingType } from './permissions.js';

const name = requiredText('name', 120);
const description = optionalText('description', 2000);
const hours = z.coerce
  .number({ error: 'The hours must be a whole number greater than 0' })
  .int({ error: 'The hours must be a whole number greater than 0' })
  .positive({ error: 'The hours must be a whole number greater than 0' })
  // Ten years: far past any real deadline, well inside the `integer` column.
  .max(87_600, { error: 'The hours may be at most 87,600' });

/** service_types: name, amount (USD), description. */
export const serviceTypeSetting = z.object(lazyShape({ name, amount: () => requiredMoney('amount'), description }));
/** writer_categories and payment_methods and order_sources: name, description. */
export const namedSetting = z.object({ name, description });
/** deadlines: name, hours (> 0), rate (> 0, multiplies the custom-form price). */
export const deadlineSetting = z.object(
  lazyShape({
    name,
    hours,
    rate: () =>
      z.coerce
        .number({ error: 'The rate must be a number greater than 0' })
        .refine((v) => Number.isFinite(v) && v > 0, { error: 'The rate must be a number greater than 0' })
        // The column is numeric(6, 2).
        .refine((v) => v <= 9999.99, { error: 'The rate may be at most 9,999.99' }),
  }),
);
/** writer_deadlines: name, hours (> 0). */
export const writerDeadlineSetting = z.object({ name, hours });
/**
 * notification_messages: one template per `slug`; `subject`, `mail`, `sms`, `action_url` may hold
 * `{name}`-style placeholders (see `renderTemplate`); `permission` (a registered key) limits admin recipients.
 */
export const notificationMessageSetting = z.object(
  lazyShape({
    slug: () =>
      requiredText('slug', 120).regex(/^[a-z0-9_-]+$/, {
        error: 'The slug may only contain lower-case letters, digits, - and _',
      }),
    subject: () => requiredText('subject', 255),
    mail: () => requiredText('mail', 20000),
    sms: () => optionalText('sms', 1000),
    action_url: () => optionalText('action_url', 2048),
    action_label: () => optionalText('action_label', 120),
    permission: () =>
      optionalText('permission', 190).refine((v) => !v || ALL_PERMISSIONS.includes(v), {
        error: 'Choose a permission from the list',
      }),
  }),
);
/** websites: name, url (http or https), email. */
export const websiteSetting = z.object(
  lazyShape({
    name,
    url: () => z.url({ protocol: /^https?$/, error: 'Enter a valid URL such as https://example.com' }),
    email: () =>
      z
        .email({ error: 'Enter a valid email address' })
        .nullish()
        .or(z.literal('').transform(() => null)),
  }),
);
/** tag_lines: website_id, bootstrap_icon (e.g. `bi-star`), name, description. */
export const tagLineSetting = z.object(
  lazyShape({
    website_id: () => optionalId('Choose a website from the list'),
    bootstrap_icon: () => optionalText('bootstrap_icon', 64),
    name,
    description,
  }),
);
/** order_services: name, amount (USD). */
export const orderServiceSetting = z.object(lazyShape({ name, amount: () => requiredMoney('amount') }));

/** The request schema of each setting type (`storeSettings`). */
export const SETTING_SCHEMAS = {
  service_types: serviceTypeSetting,
  writer_categories: namedSetting,
  payment_methods: namedSetting,
  deadlines: deadlineSetting,
  writer_deadlines: writerDeadlineSetting,
  notification_messages: notificationMessageSetting,
  websites: websiteSetting,
  tag_lines: tagLineSetting,
  order_sources: namedSetting,
  order_services: orderServiceSetting,
} as const satisfies Record<SettingType, z.ZodType>;
/** Parsed body of a setting of type `T`. */
export type SettingInput<T extends SettingType> = z.infer<(typeof SETTING_SCHEMAS)[T]>;

/** Field names of each setting type, in the spec's order (AutoForm definitions and table columns). */
export const SETTING_FIELDS: Record<SettingType, readonly string[]> = {
  service_types: ['name', 'amount', 'description'],
  writer_categories: ['name', 'description'],
  payment_methods: ['name', 'description'],
  deadlines: ['name', 'hours', 'rate'],
  writer_deadlines: ['name', 'hours'],
  notification_messages: ['slug', 'subject', 'mail', 'sms', 'action_url', 'action_label', 'permission'],
  websites: ['name', 'url', 'email'],
  tag_lines: ['website_id', 'bootstrap_icon', 'name', 'description'],
  order_sources: ['name', 'description'],
  order_services: ['name', 'amount'],
};

/** Tab title of each setting type. */
export const SETTING_LABELS: Record<SettingType, string> = {
  service_types: 'Service Types',
  writer_categories: 'Writer Categories',
  payment_methods: 'Payment Methods',
  deadlines: 'Deadlines',
  writer_deadlines: 'Writer Deadlines',
  notification_messages: 'Notification Messages',
  websites: 'Websites',
  tag_lines: 'Tag Lines',
  order_sources: 'Order Sources',
  order_services: 'Order Services',
};

/** `storeServicePackage` body (service type id in the path): name, amount (USD decimal), description. */
export const servicePackageRequest = z.object(lazyShape({ name, amount: () => requiredMoney('amount'), description }));
/** Parsed (output) shape of `servicePackageRequest`. */
export type ServicePackageRequest = z.infer<typeof servicePackageRequest>;

/** The message when a pricing package names no (or an unknown) service type. */
export const CHOOSE_SERVICE_TYPE = 'Choose a service type from the list';

/** Body of `POST settings/service-packages`: the package fields plus its service type. */
export const createPackageRequest = servicePackageRequest.extend(
  lazyShape({ service_type_id: () => idField(CHOOSE_SERVICE_TYPE) }),
);

/** Query of `GET settings/service-packages`: an optional service type filter (empty = none). */
export const packageListQuery = z.object(
  lazyShape({
    service_type_id: () => z.preprocess((v) => (v === '' ? undefined : v), idField(CHOOSE_SERVICE_TYPE).optional()),
  }),
);

/** `POST settings/notification_messages/preview` → the texts rendered with sample values. */
export const notificationPreview = z.object(
  lazyShape({
    subject: () => z.string(),
    /** The full mail body as sent: the text, then the action label and link. */
    body: () => z.string(),
    /** The mail text alone. */
    mail: () => z.string(),
    sms: () => z.string().nullable(),
    /** Absolute, or null. */
    action_url: () => z.string().nullable(),
    action_label: () => z.string().nullable(),
    /** The values used for each placeholder. */
    vars: () => z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);
/** Parsed (output) shape of `notificationPreview`. */
export type NotificationPreview = z.infer<typeof notificationPreview>;

/** A pricing package card, amount USD decimal. @see docs/product.md §3 Service package */
export const servicePackageSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    service_type_id: () => z.number().int().optional(),
    name: () => z.string(),
    amount: () => z.number(),
    description: () => z.string().nullable(),
  }),
);
/** Parsed (output) shape of `servicePackageSchema`. */
export type ServicePackage = z.infer<typeof servicePackageSchema>;

/** A service type as `GET settings/service_types/{id}` returns it, amount USD decimal. */
export const serviceTypeRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    amount: () => z.number(),
    description: () => z.string().nullable(),
  }),
);
/** Parsed (output) shape of `serviceTypeRow`. */
export type ServiceTypeRow = z.infer<typeof serviceTypeRow>;

/** One website's order link of a pricing package (`GET settings/service-packages/{id}/links`). */
export const packageLinkSchema = z.object(
  lazyShape({ website: () => z.string(), website_id: () => z.number().int(), url: () => z.string() }),
);
/** Parsed (output) shape of `packageLinkSchema`. */
export type PackageLink = z.infer<typeof packageLinkSchema>;

/** A `/links` row. @see docs/product.md §3 Link */
export const linkRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    url: () => z.string(),
    order_count: () => z.number().int(),
    created_at: () => z.string(),
  }),
);
/** Parsed (output) shape of `linkRow`. */
export type LinkRow = z.infer<typeof linkRow>;

/** Path/query id of a setting row, a service type (pricing packages) or a link. */
export const settingIdParam = z.object({ id: idSchema });

/**
 * Fills `{placeholder}`s (letters, digits, `_`) of a notification template from `vars`: a value of
 * `null` becomes empty; a placeholder with no entry in `vars` is left as written.
 * @example renderTemplate('Hi {name}, order #{order_id}', { name: 'Ann', order_id: 7 }) // 'Hi Ann, order #7'
 */
export function renderTemplate(
  text: string,
  vars: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(vars, key) || vars[key] === undefined) return whole;
    const value = vars[key];
    return value === null ? '' : String(value);
  });
}

/**
 * The order link of a pricing package on a website:
 * `{website url}/orders/new?service_type_id={id}&package_id={id}` (trailing slashes of the URL dropped).
 */
export function orderLink(websiteUrl: string, serviceTypeId: number, packageId: number): string {
  const base = websiteUrl.trim().replace(/\/+$/, '');
  return `${base}/orders/new?service_type_id=${encodeURIComponent(serviceTypeId)}&package_id=${encodeURIComponent(packageId)}`;
}
