import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { apiClient, serverMessage } from '../api/apiClient.js';
import { useFeedback } from '../feedback/useFeedback.js';
import type { ConfirmOptions } from '../feedback/createFeedback.js';
import { kitCatalog } from '../i18n/catalog.js';

/** States of an action button (docs/product.md §4 Toolkit). */
export type ActionStatus = 'idle' | 'loading' | 'success' | 'failure';

/** How long the success/failure icon stays before the button is idle again (ms). */
export const ACTION_RESULT_MS = 2000;

/** Props of {@link ActionButton}; other antd Button props pass through. */
export interface ActionButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'onError'> {
  /** URL the action calls (relative to the API root). Ignored when `run` is given. */
  action?: string;
  /** HTTP method of `action` (default post). */
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Body of `action`. */
  payload?: unknown;
  /** Custom work instead of an HTTP call; its resolved value is the result. */
  run?: () => Promise<unknown> | unknown;
  /** Ask first: true for 'Are you sure?', a string for another question, or full options. */
  confirm?: boolean | string | ConfirmOptions;
  /** No success toast; a failure toasts the server's message or 'Failed'. */
  silent?: boolean;
  /** Success toast text (default: the server's `message`, else 'Action Successful'). */
  successMessage?: string;
  onSuccess?: (data: unknown) => void;
  onError?: (error: unknown) => void;
  children?: ReactNode;
}

function confirmOptions(confirm: ActionButtonProps['confirm']): ConfirmOptions | null {
  if (!confirm) return null;
  if (confirm === true) return {};
  if (typeof confirm === 'string') return { title: confirm };
  return confirm;
}

/**
 * A button that runs an action: idle → loading → success or failure (an icon for 2 s, then idle).
 * With `confirm` it asks 'Are you sure?' ('No, cancel' / green 'Yes, Proceed!') and a cancel does nothing.
 * Toasts 'Action Successful' or the server's message on success; 'Action failed' or the server's
 * message on failure ('Failed' for the silent variant). `data-status` carries the state.
 * @see docs/product.md §4 Toolkit (Action button), §8 (Action failure / success)
 */
export function ActionButton({
  action,
  method = 'post',
  payload,
  run,
  confirm,
  silent,
  successMessage,
  onSuccess,
  onError,
  children,
  icon,
  disabled,
  ...button
}: ActionButtonProps) {
  const { toast, confirm: ask } = useFeedback();
  const [status, setStatus] = useState<ActionStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: ActionStatus) => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), ACTION_RESULT_MS);
  };

  const onClick = async () => {
    const options = confirmOptions(confirm);
    if (options && !(await ask(options))) return;
    setStatus('loading');
    try {
      const data = run
        ? await run()
        : action
          ? (
              await apiClient.request({
                url: action,
                method,
                data: method === 'get' ? undefined : payload,
                params: method === 'get' ? payload : undefined,
              })
            ).data
          : undefined;
      settle('success');
      if (!silent)
        toast.success(successMessage ?? serverMessage(data) ?? kitCatalog.t('kit.feedback.actionSuccessful'));
      onSuccess?.(data);
    } catch (error) {
      settle('failure');
      toast.error(serverMessage(error) ?? kitCatalog.t(silent ? 'kit.feedback.failed' : 'kit.feedback.actionFailed'));
      onError?.(error);
    }
  };

  const stateIcon = status === 'success' ? <CheckOutlined /> : status === 'failure' ? <CloseOutlined /> : icon;
  return (
    <Button
      {...button}
      icon={stateIcon}
      loading={status === 'loading'}
      disabled={disabled}
      onClick={onClick}
      data-status={status}
    >
      {children}
    </Button>
  );
}
