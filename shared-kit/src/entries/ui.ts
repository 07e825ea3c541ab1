/**
 * `@scriptorium/shared-kit/ui` — the building blocks of screens: every heavy component as a lazy
 * wrapper (same name, same props; its code loads on first render), ActionButton, status badges,
 * navigation, tabs and pop-ups, and the pure form, option and tab helpers. Shared as its own
 * singleton, so the sign-in page (which uses none of it) does not download it.
 * (Specifiers without `.js`: see ./core.)
 * @see docs/product.md §4 Toolkit
 */
// Display (no date or number formatting: see ./format)
export * from '../display/status';
export { StatusBadge, StarRating } from '../lazy/display';
export type { StatusBadgeProps } from '../display/StatusBadge';
export type { StarRatingProps } from '../display/StarRating';
export { MAX_STARS } from '../display/rating';

// Actions and progress
export * from '../action-button/ActionButton';
export { ExportProgress, UploadProgress } from '../lazy/progress';
export type { ExportProgressProps } from '../progress/ExportProgress';
export type { UploadItem, UploadProgressProps } from '../progress/UploadProgress';
export * from '../progress/useUploads';

// Navigation, tabs, pop-ups
export * from '../navigation/crumbs';
export { Breadcrumbs, NavMenu, RoutedTabs } from '../lazy/navigation';
export type { BreadcrumbsProps } from '../navigation/Breadcrumbs';
export * from '../navigation/useCounts';
export type { NavMenuItem, NavMenuProps } from '../navigation/NavMenu';
export * from '../tabs/tabsLogic';
export type { RoutedTabsProps } from '../tabs/RoutedTabs';
export * from '../popup/popupQuery';
export { PopupFrame } from '../lazy/PopupFrame';
export type { PopupFrameProps } from '../popup/PopupFrame';
export * from '../popup/PopupHost';
export * from '../popup/RoutePopup';

// Options and form logic (pure)
export * from '../options/selectOptions';
export * from '../auto-form/fields';
export * from '../auto-form/submitBody';
export { PASSWORD_MISMATCH, PASSWORD_REQUIRED, INVALID_EMAIL, requiredFor, inFormVoice } from '../auto-form/messages';
export { FILL_ALL_DETAILS, UNEXPECTED_ERROR, CLOSE_DELAY_MS, type FormStatus } from '../auto-form/submitForm';

// Heavy components, loaded on first render
export { DataTable } from '../lazy/DataTable';
export type { DataTableProps } from '../data-table/DataTable';
export { AutoForm } from '../lazy/AutoForm';
export type { AutoFormProps } from '../auto-form/AutoForm';
export { PhoneInput } from '../lazy/PhoneInput';
export type { PhoneInputProps } from '../phone-input/PhoneInput';
export type { CountryOption } from '../phone-input/countries';
export { DateRange } from '../lazy/DateRange';
export type { DateRangeProps, DateRangeSelection } from '../date-range/DateRange';
export { TagSearch } from '../lazy/TagSearch';
export type { TagSearchProps, TagValue } from '../tag-search/TagSearch';

// Screens of more than one remote (remotes never import each other), loaded on first render
export { RefundModal } from '../lazy/RefundModal';
export type { RefundModalProps } from '../payments/RefundModal';
