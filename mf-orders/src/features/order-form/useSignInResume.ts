import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { User } from '@scriptorium/contracts/core';
import { catalog } from '../../i18n/form/catalog.js';
import { draftFilesInMemory, saveDraft, type OrderDraft } from './draft.js';
import type { OrderFormValues } from './useOrderPrefill.js';

/** What resuming after sign-in needs. */
export interface ResumeContext {
  user: User | null;
  draft: OrderDraft | null;
  /** Sends the saved draft's values with the files kept in memory. */
  send: (values: OrderFormValues, files: File[]) => Promise<void>;
}

/** Files chosen before signing in but lost with a page reload: they must be attached again (the alert, in the current language). */
export function lostFilesAlert(user: User | null, params: URLSearchParams, draft: OrderDraft | null): string | null {
  const lost =
    Boolean(user) &&
    params.get('submit') === '1' &&
    draft?.submitPending &&
    draft.fileNames.length > draftFilesInMemory().length;
  return lost ? catalog.t('orders.form.filesLost', { files: draft!.fileNames.join(', ') }) : null;
}

/**
 * A guest's submit, across signing in: the guest's values and files are saved as a draft and they are
 * asked to register or log in (`prompt`), coming back to `returnTo` (this URL with `?submit=1`); back
 * signed in, the saved draft is sent once (not when its files were lost with a reload: `lostFilesAlert`).
 * @see docs/product.md §2 /orders/new (guest), §9 (draft)
 */
export function useSignInResume({ user, draft, send }: ResumeContext) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [prompt, setPrompt] = useState(false);
  const resumed = useRef(false);

  const resume = useEffectEvent(() => {
    resumed.current = true;
    setParams(
      (p) => {
        p.delete('submit');
        return p;
      },
      { replace: true },
    );
    if (!draft?.submitPending) return;
    const kept = draftFilesInMemory();
    if (draft.fileNames.length > kept.length) return;
    void send(draft.values, kept);
  });
  const signedIn = Boolean(user);
  const asked = params.get('submit') === '1';
  useEffect(() => {
    if (signedIn && asked && !resumed.current) resume();
  }, [signedIn, asked]);

  /** Saves the guest's order as a draft to send after signing in, and asks them to. */
  const askToSignIn = (draftToSave: Omit<OrderDraft, 'savedAt' | 'fileNames'>, files: File[]) => {
    saveDraft(draftToSave, files);
    setPrompt(true);
  };

  const next = new URLSearchParams(params);
  next.set('submit', '1');
  return { prompt, closePrompt: () => setPrompt(false), askToSignIn, returnTo: `${pathname}?${next.toString()}` };
}
