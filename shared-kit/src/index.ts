/**
 * @scriptorium/shared-kit — the admin and form toolkit, API client, session store, permission and
 * channel hooks shared (as one federation singleton) by the shell and every remote.
 *
 * Nothing heavy runs at import time: DataTable, AutoForm, PhoneInput (country list), DateRange and
 * TagSearch are exported as lazy wrappers whose code loads on first render, so a sign-in page does
 * not download them. Pure helpers (formatters, presets, phone normalisation, table state) are plain
 * functions.
 * @see spec §4 Toolkit, ARCHITECTURE.md (shared-kit)
 */
// Foundation
export * from './remote/RemoteModule.js';
export * from './session/sessionStore.js';
export * from './api/apiClient.js';
export * from './api/confirmAndRun.js';
export * from './permissions/useCan.js';
export * from './providers/KitProvider.js';
export * from './harness/RemoteHarness.js';
// Feedback
export * from './feedback/createFeedback.js';
export * from './feedback/describeError.js';
export { feedback } from './feedback/feedback.js';
export * from './feedback/useFeedback.js';
export * from './feedback/FeedbackBridge.js';

// Realtime
export * from './realtime/socketStore.js';
export * from './realtime/useChannel.js';

// Display
export * from './display/formatters.js';
export * from './display/status.js';
export * from './display/StatusBadge.js';
export * from './display/StarRating.js';
export * from './display/Money.js';
export * from './display/DateTime.js';

// Actions and progress
export * from './action-button/ActionButton.js';
export * from './progress/topProgressStore.js';
export * from './progress/TopProgressBar.js';
export * from './progress/ExportProgress.js';
export * from './progress/UploadProgress.js';
export * from './progress/useUploads.js';

// Navigation, tabs, pop-ups
export * from './navigation/crumbs.js';
export * from './navigation/Breadcrumbs.js';
export * from './navigation/useCounts.js';
export * from './navigation/NavMenu.js';
export * from './tabs/tabsLogic.js';
export * from './tabs/RoutedTabs.js';
export * from './popup/popupQuery.js';
export * from './popup/popupContext.js';
export * from './popup/popupRegistry.js';
export * from './popup/PopupFrame.js';
export * from './popup/PopupHost.js';
export * from './popup/RoutePopup.js';

// Options, form and table logic (pure)
export * from './options/selectOptions.js';
export * from './auto-form/fields.js';
export * from './auto-form/submitBody.js';
export { PASSWORD_MISMATCH, PASSWORD_REQUIRED, INVALID_EMAIL } from './auto-form/validation.js';
export { FILL_ALL_DETAILS, UNEXPECTED_ERROR, CLOSE_DELAY_MS, type FormStatus } from './auto-form/submitForm.js';
export * from './data-table/pagination.js';
export * from './data-table/tableState.js';
export * from './data-table/columns.js';
export { parsePage, lastIdOf, loadErrorText, LOAD_ERROR, type PageMeta, type TablePage } from './data-table/fetchPage.js';
export type { RowAction } from './data-table/RowActions.js';
export type { LoadStatus, PagingStyle } from './data-table/useTableData.js';
export * from './date-range/presets.js';
export * from './phone-input/phone.js';
export * from './phone-input/CountryFlag.js';

// Heavy components, loaded on first render
export { DataTable } from './lazy/DataTable.js';
export type { DataTableProps } from './data-table/DataTable.js';
export { AutoForm } from './lazy/AutoForm.js';
export type { AutoFormProps } from './auto-form/AutoForm.js';
export { PhoneInput } from './lazy/PhoneInput.js';
export type { PhoneInputProps } from './phone-input/PhoneInput.js';
export type { CountryOption } from './phone-input/countries.js';
export { DateRange } from './lazy/DateRange.js';
export type { DateRangeProps, DateRangeSelection } from './date-range/DateRange.js';
export { TagSearch } from './lazy/TagSearch.js';
export type { TagSearchProps, TagValue } from './tag-search/TagSearch.js';
