import { useLayoutEffect, type ReactNode } from 'react';
import { handOverWhenFieldsShow } from './handOver.js';

/**
 * Renders `children` and, once they are on the page with their fields (a layout effect: before the
 * browser paints; or when a lazily loaded panel brings the fields), takes the page over from its
 * prerendered HTML (`handOverWhenFieldsShow`).
 */
export function HtmlFirstHandOff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => handOverWhenFieldsShow(), []);
  return children;
}
