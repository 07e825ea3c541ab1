import type { ComponentType } from 'react';
import { create } from 'zustand';

/** Props a registered pop-up screen receives. */
export interface PopupScreenProps {
  /** The URL's query parameters other than the pop-up keys (e.g. `id`, `role`). */
  params: Record<string, string>;
  close: () => void;
}

/** A screen query pop-ups may open by name. */
export type PopupScreen = ComponentType<PopupScreenProps>;

/** State of {@link popupRegistry}. */
export interface PopupRegistryState {
  screens: Record<string, PopupScreen>;
  /** Registers (or replaces) one screen under a name. */
  register: (name: string, screen: PopupScreen) => void;
  /** Registers many, e.g. a remote's `popupComponents`. */
  registerAll: (screens: Record<string, PopupScreen>) => void;
  unregister: (name: string) => void;
}

/**
 * Named screens that `?popup=…&comp=Name` can open. The shell registers each remote's
 * `popupComponents` when the remote loads; `PopupHost` reads it.
 * @see docs/product.md §2 (Pop-ups), RemoteModule.popupComponents
 */
export const popupRegistry = create<PopupRegistryState>((set) => ({
  screens: {},
  register: (name, screen) => set((s) => ({ screens: { ...s.screens, [name]: screen } })),
  registerAll: (screens) => set((s) => ({ screens: { ...s.screens, ...screens } })),
  unregister: (name) =>
    set((s) => {
      const next = { ...s.screens };
      delete next[name];
      return { screens: next };
    }),
}));

/**
 * Selector of the screen registered under `name`, or undefined: own entries only, so a URL's
 * `comp=constructor` or `comp=toString` names no screen (a plain lookup found Object.prototype's).
 * @example const screen = popupRegistry(popupScreen(name));
 */
export const popupScreen =
  (name: string) =>
  (state: PopupRegistryState): PopupScreen | undefined =>
    Object.hasOwn(state.screens, name) ? state.screens[name] : undefined;

/** Registers one named pop-up screen. */
export function registerPopup(name: string, screen: PopupScreen): void {
  popupRegistry.getState().register(name, screen);
}
