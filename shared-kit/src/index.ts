/**
 * @scriptorium/shared-kit — the admin and form toolkit, API client, session store, permission and
 * channel hooks shared (as one federation singleton) by the shell and every remote.
 *
 * Nothing heavy runs at import time: every component built on antd parts that a sign-in page does not
 * render (DataTable, AutoForm, PhoneInput, DateRange, TagSearch, StatusBadge, StarRating, Breadcrumbs,
 * NavMenu, RoutedTabs, PopupFrame and the pop-up host's frame, ExportProgress, UploadProgress) is
 * exported as a lazy wrapper (same name, same props) whose code loads on first render, with a
 * fallback of plain elements. What stays eager is light: the stores, the API client, permissions,
 * feedback, KitProvider (antd ConfigProvider + App), ActionButton (antd Button, on every page),
 * and pure helpers (formatters, presets, phone normalisation, table state).
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
export { StatusBadge, StarRating } from './lazy/display.js';
export type { StatusBadgeProps } from './display/StatusBadge.js';
export type { StarRatingProps } from './display/StarRating.js';
export { MAX_STARS } from './display/rating.js';
export * from './display/Money.js';
export * from './display/DateTime.js';

// Actions and progress
export * from './action-button/ActionButton.js';
export * from './progress/topProgressStore.js';
export * from './progress/TopProgressBar.js';
export { ExportProgress, UploadProgress } from './lazy/progress.js';
export type { ExportProgressProps } from './progress/ExportProgress.js';
export type { UploadItem, UploadProgressProps } from './progress/UploadProgress.js';
export * from './progress/useUploads.js';

// Navigation, tabs, pop-ups
export * from './navigation/crumbs.js';
export { Breadcrumbs, NavMenu, RoutedTabs } from './lazy/navigation.js';
export type { BreadcrumbsProps } from './navigation/Breadcrumbs.js';
export * from './navigation/useCounts.js';
export type { NavMenuItem, NavMenuProps } from './navigation/NavMenu.js';
export * from './tabs/tabsLogic.js';
export type { RoutedTabsProps } from './tabs/RoutedTabs.js';
export * from './popup/popupQuery.js';
export * from './popup/popupContext.js';
export * from './popup/popupRegistry.js';
export { PopupFrame } from './lazy/PopupFrame.js';
export type { PopupFrameProps } from './popup/PopupFrame.js';
export * from './popup/PopupHost.js';
export * from './popup/RoutePopup.js';

// Options, form and table logic (pure)
export * from './options/selectOptions.js';
export * from './auto-form/fields.js';
export * from './auto-form/submitBody.js';
export { PASSWORD_MISMATCH, PASSWORD_REQUIRED, INVALID_EMAIL } from './auto-form/messages.js';
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
