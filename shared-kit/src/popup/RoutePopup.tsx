import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PopupMeta } from '../remote/RemoteModule.js';
import { PopupFrame } from '../lazy/PopupFrame.js';
import { parentPath } from './popupQuery.js';

/** Props of {@link RoutePopup}. */
export interface RoutePopupProps {
  /** The route's pop-up metadata (`popup: 'modal' | 'side'`, position, size, title, parent). */
  meta: PopupMeta;
  /** The matched screen. */
  children: ReactNode;
  /** The parent screen to keep visible underneath (the shell renders the parent route here). */
  background?: ReactNode;
}

/**
 * Shows a route's screen in a modal or side panel over its parent. Closing navigates to
 * `meta.parent`, else the path's parent (`/users/add` → `/users`); the browser Back button leaves
 * the route and so closes it too.
 * @see docs/product.md §2 (Pop-ups: closing returns to the parent route path)
 */
export function RoutePopup({ meta, children, background }: RoutePopupProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const close = useCallback(() => navigate(meta.parent ?? parentPath(pathname)), [navigate, meta.parent, pathname]);
  return (
    <>
      {background}
      <PopupFrame open kind={meta.popup} position={meta.position} size={meta.size} title={meta.title} onClose={close}>
        {children}
      </PopupFrame>
    </>
  );
}
