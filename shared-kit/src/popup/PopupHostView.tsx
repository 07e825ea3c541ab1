import { createElement, lazy, Suspense } from 'react';
import { Alert, Spin } from 'antd';
import { PopupFrame } from './PopupFrame.js';
import { popupRegistry, popupScreen } from './popupRegistry.js';
import type { PopupRequest } from './popupQuery.js';

const AutoForm = lazy(() => import('../auto-form/AutoForm.js').then((m) => ({ default: m.AutoForm })));

function Screen({ request, close }: { request: PopupRequest; close: () => void }) {
  const screen = popupRegistry(popupScreen(request.component));
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
 * The open pop-up of {@link import('./PopupHost.js').PopupHost}: its frame (Modal or Drawer) and the
 * registered screen or query form. Its own chunk, loaded when a pop-up first opens.
 */
export default function PopupHostView({ request, close }: { request: PopupRequest; close: () => void }) {
  return (
    <PopupFrame open kind={request.kind} position={request.position} size={request.size} title={request.title} onClose={close}>
      <Screen request={request} close={close} />
    </PopupFrame>
  );
}
