import type { ReactNode } from 'react';
import type { App } from 'antd';
import { describeError, UNEXPECTED_SCRIPT_ERROR } from './describeError.js';
import { kitCatalog } from '../i18n/catalog.js';

/** The antd instances `App.useApp()` returns (toasts and dialogs that follow the app's theme). */
export type AppApi = ReturnType<typeof App.useApp>;

/** Options of a confirmation dialog; defaults are the spec's strings. */
export interface ConfirmOptions {
  /** Default 'Are you sure?'. */
  title?: ReactNode;
  content?: ReactNode;
  /** Default 'Yes, Proceed!' (a green button). */
  okText?: string;
  /** Default 'No, cancel'. */
  cancelText?: string;
}

/** Toasts and dialogs of the product. @see docs/product.md §8, §9 (toasts 2000 ms top-right with a progress bar) */
export interface Feedback {
  toast: {
    success: (text: ReactNode) => void;
    error: (text: ReactNode) => void;
    info: (text: ReactNode) => void;
    warning: (text: ReactNode) => void;
  };
  /** The 'Error!' dialog for any thrown value (status: status text, then the body). */
  errorDialog: (error: unknown, title?: string) => void;
  /** A plain error dialog with this title and text (e.g. the export failure dialog titled 'Error'). */
  alert: (title: string, content: ReactNode) => void;
  /** The 'Success!' dialog. */
  successDialog: (content: ReactNode, title?: string) => void;
  /** Asks first; resolves true on 'Yes, Proceed!', false on 'No, cancel' or close. */
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
}

/** Toast duration in seconds (docs/product.md §9: 2000 ms). */
export const TOAST_SECONDS = 2;

/** Below antd's sm breakpoint a toast spans the screen's width. */
const PHONE = '(max-width: 575px)';

/**
 * Where a toast shows: top right (docs/product.md §9), but at the bottom of a phone, where a toast as
 * wide as the screen would otherwise cover the header and its buttons for its two seconds.
 */
function toastPlacement(): 'topRight' | 'bottom' {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches ? 'bottom' : 'topRight';
}

/** Builds {@link Feedback} over antd's App instances. */
export function createFeedback(app: AppApi): Feedback {
  const toast = (type: 'success' | 'error' | 'info' | 'warning') => (text: ReactNode) =>
    app.notification[type]({
      title: text,
      placement: toastPlacement(),
      duration: TOAST_SECONDS,
      showProgress: true,
      pauseOnHover: true,
    });
  return {
    toast: { success: toast('success'), error: toast('error'), info: toast('info'), warning: toast('warning') },
    errorDialog: (error, title = kitCatalog.t('kit.feedback.errorTitle')) => {
      const { heading, body } = describeError(error);
      app.modal.error({
        title,
        width: 560,
        content: (
          <div className="kit-error-dialog">
            <p>
              <strong>
                {heading === UNEXPECTED_SCRIPT_ERROR ? kitCatalog.t('kit.feedback.unexpectedError') : heading}
              </strong>
            </p>
            {body && (
              <pre style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto', fontSize: 12 }}>{body}</pre>
            )}
          </div>
        ),
      });
    },
    alert: (title, content) => {
      app.modal.error({ title, content });
    },
    successDialog: (content, title = kitCatalog.t('kit.feedback.successTitle')) => {
      app.modal.success({ title, content });
    },
    confirm: (options = {}) =>
      new Promise<boolean>((resolve) => {
        app.modal.confirm({
          title: options.title ?? kitCatalog.t('kit.feedback.confirmTitle'),
          content: options.content,
          okText: options.okText ?? kitCatalog.t('kit.feedback.confirmOk'),
          cancelText: options.cancelText ?? kitCatalog.t('kit.feedback.confirmCancel'),
          okButtonProps: { color: 'green', variant: 'solid' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  };
}
