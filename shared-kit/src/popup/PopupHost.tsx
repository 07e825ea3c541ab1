import { createElement, lazy, Suspense, useCallback } from 'react';
import { Alert, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PopupFrame } from './PopupFrame.js';
import { popupRegistry } from './popupRegistry.js';
import { clearPopupQuery, readPopupQuery, type PopupRequest } from './popupQuery.js';

const AutoForm = lazy(() => import('../auto-form/AutoForm.js').then((m) => ({ default: m.AutoForm })));

function Screen({ request, close }: { request: PopupRequest; close: () => void }) {
  const screen = popupRegistry((s) => s.screens[request.component]);
  if (request.component === 'form') {
    if (!request.fields?.length || !request.action) return <Alert type="error" title="A pop-up form needs fields and action" />;
    return (
      <Suspense fallback={<Spin />}>
        <AutoForm fields={request.fields} action={request.action} method={request.method} initialValues={request.params} />
      </Suspense>
    );
  }
  if (!screen) return <Alert type="warning" title={`Unknown pop-up screen '${request.component}'`} />;
  return createElement(screen, { params: request.params, close });
}

/**
 * Opens the pop-up the URL's query asks for: `?popup=modal|side&comp=Name` (or `component`),
 * `position`/`side`, `size`, `title`; `comp=form&fields=a,b&action=url` opens an AutoForm (its other
 * query parameters prefill it). Closing removes the pop-up keys only (a new history entry), and
 * Back closes since the pop-up lives in the URL. The shell mounts one inside its router.
 * @see spec §2 (Pop-ups), reference-behaviour.md Tabs and pop-ups
 */
export function PopupHost() {
  const [params, setParams] = useSearchParams();
  const request = readPopupQuery(params);
  const close = useCallback(() => setParams((p) => clearPopupQuery(p)), [setParams]);
  if (!request) return null;
  return (
    <PopupFrame open kind={request.kind} position={request.position} size={request.size} title={request.title} onClose={close}>
      <Screen request={request} close={close} />
    </PopupFrame>
  );
}
