import { useLayoutEffect, type ReactNode } from 'react';
import { handOverHtmlFirst } from './handOver.js';

/**
 * Renders `children` and, once they are on the page (a layout effect: before the browser paints), takes
 * the page over from its prerendered HTML (`handOverHtmlFirst`).
 */
export function HtmlFirstHandOff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => handOverHtmlFirst(), []);
  return children;
}
