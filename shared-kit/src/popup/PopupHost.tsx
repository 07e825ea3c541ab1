import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearPopupQuery, readPopupQuery } from './popupQuery.js';

/** The frame and screen, loaded the first time a pop-up opens (antd Modal/Drawer stay out of pages without one). */
const PopupHostView = lazy(() => import('./PopupHostView.js'));

/**
 * Opens the pop-up the URL's query asks for: `?popup=modal|side&comp=Name` (or `component`),
 * `position`/`side`, `size`, `title`; `comp=form&fields=a,b&action=url` opens an AutoForm (its other
 * query parameters prefill it). Closing removes the pop-up keys only (a new history entry), and
 * Back closes since the pop-up lives in the URL. The shell mounts one inside its router.
 * @see docs/product.md §2 (Pop-ups), docs/product.md §R5 Tabs and pop-ups
 */
export function PopupHost() {
  const [params, setParams] = useSearchParams();
  const request = readPopupQuery(params);
  const close = useCallback(() => setParams((p) => clearPopupQuery(p)), [setParams]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PopupHostView request={request} close={close} />
    </Suspense>
  );
}
