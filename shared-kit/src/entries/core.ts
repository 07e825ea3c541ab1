/**
 * `@scriptorium/shared-kit/core` — what every page needs, the sign-in page included: the API client,
 * session store, permissions, KitProvider, feedback (toasts and dialogs), realtime channels and the
 * top progress bar. Shared as its own singleton.
 *
 * Keep it small: whatever is added here every page downloads. Screen building blocks go to `./ui`,
 * date handling (date-fns) to `./format`, table logic to `./table`, phone numbers
 * (libphonenumber-js) to `./phone`.
 *
 * Specifiers in the entry files have no `.js` extension on purpose: the federation plugin reads an
 * entry's export names from the files themselves and maps `./x` to `./x.ts`, but not `./x.js`.
 * @see docs/product.md §4 Toolkit, docs/architecture.md The parts (shared-kit), federation/workspace.ts
 */
// Foundation
export * from '../remote/RemoteModule';
export * from '../session/sessionStore';
export * from '../session/refreshSessionUser';
export * from '../session/runtimeConfigStore';
export * from '../api/apiClient';
export * from '../api/apiOrigin';
export * from '../api/pageAnswers';
export * from '../api/confirmAndRun';
export * from '../permissions/useCan';
export * from '../providers/KitProvider';
export * from '../harness/RemoteHarness';

// Languages: the page's Lingui instance, catalogues, the current language (docs/architecture.md Languages)
export * from '../i18n/i18n';
export * from '../i18n/catalog';

// Feedback
export * from '../feedback/createFeedback';
export * from '../feedback/describeError';
export { feedback, lastSuccessToastAt } from '../feedback/feedback';
export * from '../feedback/useFeedback';
export * from '../feedback/FeedbackBridge';

// Realtime
export * from '../realtime/socketStore';
export * from '../realtime/countsChanged';
export * from '../realtime/useChannel';

// Pop-up registry and context: one per app, so in the stateful runtime (a remote's own copy of ./ui
// takes them from here: federation/versions.ts). PopupFrame, PopupHost and RoutePopup are in ./ui.
export * from '../popup/popupRegistry';
export * from '../popup/popupContext';

// Top progress bar
export * from '../progress/topProgressStore';
export * from '../progress/TopProgressBar';
