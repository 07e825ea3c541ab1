import type { SettingType } from '@scriptorium/contracts/core';

/** `GET list-settings/{type}` (table protocol): the rows of a settings tab. @see docs/product.md §2 /settings */
export const settingsTableEndpoint = (type: SettingType) => `list-settings/${type}`;
/** `POST settings/{type}` (a new row) or `PUT settings/{type}/{id}` (an edit): the tab's Add/Edit form. */
export const settingAction = (type: SettingType, id?: number) =>
  id === undefined ? `settings/${type}` : `settings/${type}/${id}`;
/** `DELETE settings/{type}/{id}`: the tab's Delete row action (`{id}` filled per row). */
export const deleteSettingAction = (type: SettingType) => `settings/${type}/{id}`;
/** `GET list-settings/websites`: the Website select of the forms that name one. */
export const websitesUrl = 'list-settings/websites';
