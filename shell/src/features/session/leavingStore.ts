import { create } from 'zustand';

/**
 * True from the moment a sign-out clears the session until the browser has moved to where the sign-out
 * sends it. Meanwhile the page shows 'Redirecting...' instead of sending the now signed-out visitor to the
 * sign-in page with a return-to target (the client's Log Out waits 2 s before going to `/`).
 */
export const leavingStore = create<{ leaving: boolean; set: (leaving: boolean) => void }>((set) => ({
  leaving: false,
  set: (leaving) => set({ leaving }),
}));
