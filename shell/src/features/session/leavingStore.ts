import { create } from 'zustand';

/**
 * Where a sign-out is taking the browser, from the moment it clears the session until the page at that
 * path renders (ShellRoot then forgets it). Meanwhile the page being left shows 'Redirecting...' instead of
 * sending the now signed-out visitor to the sign-in page with a return-to target (the client's Log Out
 * waits 2 s before going to `/`).
 */
export const leavingStore = create<{ to: string | null; set: (to: string | null) => void }>((set) => ({
  to: null,
  set: (to) => set({ to }),
}));
