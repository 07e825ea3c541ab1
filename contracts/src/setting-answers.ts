/**
 * Answers of the settings, pricing packages and links calls: a settings row as `GET settings/{type}/{id}`
 * and the settings tables send it (`id`, the type's fields, `created_at`, `updated_at`; money USD
 * decimals; a tag line also its `website`), and what saving answers.
 * The routes declare these as their answers, so the OpenAPI document describes them (docs/architecture.md API).
 * @see docs/product.md §3 "Settings types and fields", §7 Settings
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import type { SettingType } from './permissions.js';
import { linkRow, servicePackageSchema } from './settings.js';
import { ORDER_STATUSES } from './statuses.js';

const text = z.string();
const maybe = z.string().nullable();
const stamps = { id: z.number().int(), created_at: z.string(), updated_at: z.string() };
const named = z.object({ ...stamps, name: text, description: maybe });

/** Each settings type's row on the wire. */
export const SETTING_ROWS = {
  service_types: z.object(lazyShape({ ...stamps, name: text, amount: () => z.number(), description: maybe })),
  writer_categories: named,
  payment_methods: named,
  deadlines: z.object(lazyShape({ ...stamps, name: text, hours: () => z.number().int(), rate: () => z.number() })),
  writer_deadlines: z.object(lazyShape({ ...stamps, name: text, hours: () => z.number().int() })),
  notification_messages: z.object({
    ...stamps,
    slug: text,
    subject: text,
    mail: text,
    sms: maybe,
    action_url: maybe,
    action_label: maybe,
    permission: maybe,
  }),
  websites: z.object({ ...stamps, name: text, url: text, email: maybe }),
  tag_lines: z.object(
    lazyShape({
      ...stamps,
      website_id: () => z.number().int().nullable(),
      bootstrap_icon: maybe,
      name: text,
      description: maybe,
      website: () => z.object(lazyShape({ id: () => z.number().int(), name: maybe })).nullable(),
    }),
  ),
  order_services: z.object(lazyShape({ ...stamps, name: text, amount: () => z.number() })),
  order_sources: named,
} as const satisfies Record<SettingType, z.ZodType>;

/** `POST settings/{type}`, `PUT settings/{type}/{id}`: 'Settings saved' (or 'Notification saved') and the row. */
export function settingSaved<T extends SettingType>(type: T) {
  return z.object(lazyShape({ message: () => z.string(), data: () => SETTING_ROWS[type] }));
}

/** A pricing package as `settings/service-packages` answers it: also its service type and creation time. */
export const servicePackageView = servicePackageSchema.extend(
  lazyShape({
    service_type_id: () => z.number().int(),
    service_type: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })),
    created_at: () => z.string(),
  }),
);
/** `POST settings/service-packages`, `PUT settings/service-packages/{id}`. */
export const servicePackageSaved = z.object(lazyShape({ message: () => z.string(), data: servicePackageView }));

/** `GET links/{id}`: the link, how many orders came through it. */
export const linkView = linkRow;
/** A row of `GET links/{id}/orders`: the order and its client. */
export const linkOrderRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    title: () => z.string(),
    status: () => z.enum(ORDER_STATUSES),
    user_id: () => z.number().int(),
    client: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })),
    created_at: () => z.string(),
  }),
);
/** Parsed shape of `linkOrderRow`. */
export type LinkOrderRow = z.infer<typeof linkOrderRow>;
