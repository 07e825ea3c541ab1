import { createElement, lazy, Suspense } from 'react';
import { Alert, Spin } from 'antd';
import { PopupFrame } from './PopupFrame.js';
import { popupRegistry, popupScreen } from './popupRegistry.js';
import type { PopupRequest } from './popupQuery.js';
import { getApiRoot } from '../api/apiClient.js';
import { apiActionPath } from '../api/apiOrigin.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/**
 * Shown instead of a query form whose `action` is not a path under the API root (nothing is sent); its
 * English text (the screen shows `kit.popup.foreignAction` in the current language).
 */
export const FOREIGN_ACTION_MESSAGE = 'This form cannot be sent: its address is not part of this app';

const AutoForm = lazy(() => import('../auto-form/AutoForm.js').then((m) => ({ default: m.AutoForm })));

function Screen({ request, close }: { request: PopupRequest; close: () => void }) {
  const t = useT(kitCatalog);
  const screen = popupRegistry(popupScreen(request.component));
  if (request.component === 'form') {
    if (!request.fields?.length || !request.action) return <Alert type="error" title={t('kit.popup.formIncomplete')} />;
    // A crafted link must not make the form post (with the session) anywhere but the API.
    const action = apiActionPath(request.action, getApiRoot());
    if (!action) return <Alert type="error" showIcon title={t('kit.popup.foreignAction')} />;
    return (
      <Suspense fallback={<Spin />}>
        <AutoForm fields={request.fields} action={action} method={request.method} initialValues={request.params} />
      </Suspense>
    );
  }
  if (!screen) return <Alert type="warning" title={t('kit.popup.unknownScreen', { name: request.component })} />;
  return createElement(screen, { params: request.params, close });
}

/**
 * The open pop-up of {@link import('./PopupHost.js').PopupHost}: its frame (Modal or Drawer) and the
 * registered screen or query form. Its own chunk, loaded when a pop-up first opens.
 */
export default function PopupHostView({ request, close }: { request: PopupRequest; close: () => void }) {
  return (
    <PopupFrame
      open
      kind={request.kind}
      position={request.position}
      size={request.size}
      title={request.title}
      onClose={close}
    >
      <Screen request={request} close={close} />
    </PopupFrame>
  );
}
