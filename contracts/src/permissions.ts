/**
 * The one registry of permission modules: module → dotted permission keys.
 * The menu, tabs, buttons and the server all read these keys.
 * A key is `module.group.action`: the first segment groups it, the last is its label.
 * @see docs/product.md §6 Roles and permissions
 */
export const SETTING_TYPES = [
  'service_types',
  'writer_categories',
  'payment_methods',
  'deadlines',
  'writer_deadlines',
  'notification_messages',
  'websites',
  'tag_lines',
  'order_sources',
  'order_services',
] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

const orderActions = [
  'edit_order',
  'submit_quote',
  'assign_writer',
  'mark_order_paid',
  'view_amount',
  'view_deadline',
  'view_writer_deadline',
  'view_client',
  'view_order_source',
  'mark_order_delivered',
  'approve_order',
  'allow_client_file',
  'delete_order_file',
  'change_writer_deadline',
  'change_writer_amount',
  'cancel_assigned_order',
  'request_revision',
] as const;

export const PERMISSION_MODULES = {
  orders: [
    'orders.menu.view_orders',
    'orders.inbox.view_inbox',
    ...orderActions.map((a) => `orders.order.${a}` as const),
  ],
  payments: [
    'payments.menu.view_payments',
    'payments.withdrawals.view_withdrawal',
    'payments.withdrawals.approve_withdrawal',
    'payments.withdrawals.reject_withdrawal',
    'payments.order_payments.view_order_payments',
    'payments.order_payments.refund',
  ],
  users: ['users.menu.view_users', 'users.users.add_user', 'users.users.edit_user', 'users.writers.manage_writers'],
  settings: SETTING_TYPES.map((t) => `settings.${t}` as const),
  departments: ['departments.menu.view_departments', 'departments.departments.manage_departments'],
  links: ['links.menu.view_links'],
  logs: ['logs.menu.view_logs'],
  dashboard: ['dashboard.menu.view_dashboard'],
  /** Releases of the remotes (docs/deploying.md Releases): upload, promote, roll back; preview one in your own browser. */
  deploy: ['deploy.releases.manage', 'deploy.releases.preview'],
} as const;

export type PermissionModule = keyof typeof PERMISSION_MODULES;
export type PermissionKey = (typeof PERMISSION_MODULES)[PermissionModule][number];

/** Every permission key, flattened. */
export const ALL_PERMISSIONS: string[] = Object.values(PERMISSION_MODULES).flat();

/**
 * Whether a user holding `granted` may do `required`.
 * An empty requirement is always allowed; `granted` may be a list or a comma/space separated string.
 * @see docs/product.md §6 ("A dotted permission string is checked against the user's permission list")
 */
export function hasPermission(
  granted: readonly string[] | string | null | undefined,
  required?: string | null,
): boolean {
  if (!required) return true;
  const list = typeof granted === 'string' ? granted.split(/[\s,]+/) : (granted ?? []);
  return list.includes(required);
}
