import { useLayoutEffect, type ReactNode } from 'react';
import { useSession } from '@scriptorium/shared-kit/core';
import { handOverHtmlFirst, handOverWhenFieldsShow } from './handOver.js';

/**
 * Renders `children` and, once they are on the page with their fields (a layout effect: before the
 * browser paints; or when a lazily loaded panel brings the fields), takes the page over from its
 * prerendered HTML (`handOverWhenFieldsShow`). Prerendered screens are guests' screens: for a signed-in
 * user (a session kept in the browser without the role cookie the page server reads) the app's screen —
 * "You are signed in as …", a redirect — may never bring those fields, so the HTML goes at once and what
 * was done on it waits for them.
 * @see docs/architecture-html-first.md
 */
export function HtmlFirstHandOff({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.user !== null);
  useLayoutEffect(() => {
    if (!signedIn) return handOverWhenFieldsShow();
    handOverHtmlFirst(document, { fieldsMayComeLater: true });
    return undefined;
  }, [signedIn]);
  return children;
}
