/**
 * @scriptorium/shared-kit — the admin and form toolkit, API client, session store, permission and
 * channel hooks shared by the shell and every remote.
 *
 * This barrel is the union of the kit's entries, so `import { … } from '@scriptorium/shared-kit'` keeps
 * working everywhere (TypeScript, tests, tools). At run time the kit is NOT one federation singleton
 * but one per entry, so a page downloads only the entries it uses: every frontend build rewrites an
 * import from this barrel into imports from the entries that export the names (vite.federation.ts,
 * `workspaceEntryImports`), the same way `import { Button } from 'antd'` becomes `antd/es/button`.
 *
 * | entry | what | brings |
 * | --- | --- | --- |
 * | `./core` | API client, session, permissions, KitProvider, feedback, realtime, top progress bar: what every page needs | axios; antd ConfigProvider/App (in every page's antd core) |
 * | `./ui` | lazy wrappers of every heavy component, ActionButton, status badges, navigation, tabs, pop-ups, pure form/option/tab helpers | antd Button |
 * | `./format` | formatters, `<Money>`, `<DateTime>`, date-range presets | date-fns |
 * | `./table` | DataTable's pure logic: paging window, URL state, columns, page envelopes | date-fns (via ./format's formatters) |
 * | `./phone` | phone normalisation/parsing, `<CountryFlag>` | libphonenumber-js |
 *
 * A name belongs to exactly one entry (TypeScript refuses a duplicate in this barrel).
 * @see spec §4 Toolkit, ARCHITECTURE.md (shared-kit)
 */
export * from './entries/core.js';
export * from './entries/ui.js';
export * from './entries/format.js';
export * from './entries/table.js';
export * from './entries/phone.js';
