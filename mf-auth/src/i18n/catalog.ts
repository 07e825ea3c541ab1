import en from './locales/en.json?lingui';
import { defineCatalog } from '@scriptorium/shared-kit/core';

/** The auth remote's texts (ids `auth.…`): sign in, register, forgot and reset password, the profile. */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('auth', en, {
  sw: () => import('./locales/sw.json?lingui'),
});
