import en from './locales/en.json?lingui';
import { defineCatalog, type Translate } from '@scriptorium/shared-kit/core';

/**
 * The mf-users remote's texts (ids `users.…`): users by role, writers by state, user details, Add user,
 * departments, their modules and permissions (keys in words), logs. English is bundled; Swahili loads
 * when chosen.
 * @see docs/architecture.md Languages
 */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('users', en, {
  sw: () => import('./locales/sw.json?lingui'),
});

const LOG_TYPE = 'users.logType.';
/**
 * The audit log's types the catalogue names in words (`users.logType.<type>`: `login` → 'Login', 'Kuingia'),
 * read from the catalogue's own ids so it is the one list. A type it lacks reads as its key in words.
 * @see docs/product.md §2 /logs
 */
export const LOG_TYPES: readonly string[] = Object.keys(en)
  .filter((id) => id.startsWith(LOG_TYPE))
  .map((id) => id.slice(LOG_TYPE.length));

/** An id of the users catalogue (`users.list.add`, …). */
export type UsersKey = keyof typeof import('./locales/en.json') & string;
/** The users catalogue's translate function (from `useT(catalog)`), for helpers that build texts per render. */
export type UsersT = Translate<UsersKey>;
