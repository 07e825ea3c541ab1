/**
 * Test helper: resolves `found` (a `findBy…` promise) once no enclosing element is busy.
 *
 * antd's Spin (the DataTable's loading state) sets `aria-busy` and `pointer-events: none` on its
 * content, and turns them off in an effect one commit after the rows arrive: on a loaded machine
 * `findByText` can return a row inside that window, and a click on it is refused like a real user's
 * would be. Waiting for the table to be idle is what a user does. Test-only.
 */
import { waitFor } from '@testing-library/react';

export async function findIdle<E extends Element>(found: Promise<E>): Promise<E> {
  const el = await found;
  await waitFor(() => {
    if (el.closest('[aria-busy="true"]')) throw new Error('still loading');
  });
  return el;
}

/** `findBy…` options for screens whose lazy kit parts load on first render. */
export const SLOW = { timeout: 10_000 };
