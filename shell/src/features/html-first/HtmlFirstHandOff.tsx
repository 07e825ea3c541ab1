import { useLayoutEffect, type ReactNode } from 'react';
import { useSession } from '@scriptorium/shared-kit/core';
import { handOverHtmlFirst, handOverWhenFieldsShow } from './handOver.js';

/**
 * Renders `children` and, once they are on the page with their fields (a microtask queued by a layout
 * effect: after React's commit has returned, before the browser paints; or when a lazily loaded panel
 * brings the fields), takes the page over from its prerendered HTML (`handOverWhenFieldsShow`).
 * Prerendered screens are guests' screens: for a signed-in user (a session kept in the browser without
 * the role cookie the page server reads) the app's screen — "You are signed in as …", a redirect — may
 * never bring those fields, so the HTML goes at once and what was done on it waits for them.
 *
 * Why a microtask, not the layout effect itself: the hand-over removes the HTML, ~130 elements, and that
 * removal is the one DOM change that is not React's. Done inside the commit it ran under React's deep
 * call stack, in the commit's task; Lighthouse's trace records a JavaScript stack for every layout
 * invalidation, and there it cost 25–30 ms at 1× (~100 ms of its simulated blocking time at 4×), against
 * 1–4 ms from a shallow stack (docs/benchmarks.md, "The hand-over out of React's commit").
 * @see docs/architecture-html-first.md
 */
export function HtmlFirstHandOff({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.user !== null);
  useLayoutEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    queueMicrotask(() => {
      if (signedIn) return handOverHtmlFirst(document, { fieldsMayComeLater: true });
      stop = handOverWhenFieldsShow();
      // Unmounted before the microtask ran: the HTML must not outlive the screen (it hides #root).
      if (unmounted) stop();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [signedIn]);
  return children;
}
