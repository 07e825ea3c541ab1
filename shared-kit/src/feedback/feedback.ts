/**
 * Feedback for code outside React (the API helpers): delegates to the instances the mounted
 * `<FeedbackBridge>` (inside `KitProvider`) registered, so dialogs follow the app's antd theme.
 * @see docs/product.md §8
 */
import type { Feedback } from './createFeedback.js';

let current: Feedback | null = null;

/** Registers the feedback instances of the mounted app (called by FeedbackBridge); null unregisters. */
export function setFeedback(next: Feedback | null): void {
  current = next;
}

function fallbackToast(kind: string) {
  return (text: unknown) => console.warn(`[${kind}]`, text);
}

/**
 * Toasts and dialogs usable anywhere. Without a mounted KitProvider, toasts and dialogs go to the
 * console and `confirm` uses the browser's own confirm box.
 */
export const feedback: Feedback = {
  toast: {
    success: (t) => (current ? current.toast.success(t) : fallbackToast('success')(t)),
    error: (t) => (current ? current.toast.error(t) : fallbackToast('error')(t)),
    info: (t) => (current ? current.toast.info(t) : fallbackToast('info')(t)),
    warning: (t) => (current ? current.toast.warning(t) : fallbackToast('warning')(t)),
  },
  errorDialog: (error, title) => (current ? current.errorDialog(error, title) : console.error(title ?? 'Error!', error)),
  alert: (title, content) => (current ? current.alert(title, content) : console.error(title, content)),
  successDialog: (content, title) => (current ? current.successDialog(content, title) : console.info(title ?? 'Success!', content)),
  confirm: (options) => {
    if (current) return current.confirm(options);
    const title = typeof options?.title === 'string' ? options.title : 'Are you sure?';
    return Promise.resolve(typeof globalThis.confirm === 'function' ? globalThis.confirm(title) : false);
  },
};
