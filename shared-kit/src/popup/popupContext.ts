import { createContext, useContext } from 'react';

/** What a screen inside a pop-up can do. */
export interface PopupControls {
  /** Closes the pop-up (back to the parent path, or the query keys removed). */
  close: () => void;
  kind: 'modal' | 'side';
}

/** Set by PopupFrame around its content. */
export const PopupContext = createContext<PopupControls | null>(null);

/** The pop-up around this screen, or null when it is not inside one (AutoForm closes it after success). */
export function usePopup(): PopupControls | null {
  return useContext(PopupContext);
}
