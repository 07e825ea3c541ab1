/**
 * Signals between the screens (remotes) and the shell that share no store.
 *
 * A screen tells the shell that what the menu and tab badges count has changed (e.g. the order chat
 * marked a message read), so the badges are reloaded now rather than on the next navigation or minute.
 * A DOM event on `window`: the remotes and the shell share no store for it.
 * @see docs/product.md §2 Menus (badges)
 */
export const COUNTS_CHANGED_EVENT = 'scriptorium:counts-changed';

/** Announces that the badge counts changed. */
export function announceCountsChanged(): void {
  window.dispatchEvent(new Event(COUNTS_CHANGED_EVENT));
}

/**
 * Whether the chat of order `orderId` is on screen: an element marked `data-chat-order="{orderId}"`
 * (the order chat) is rendered and visible, in a page the person is looking at (not a background tab).
 */
export function chatOnScreen(orderId: number): boolean {
  if (document.visibilityState !== 'visible') return false;
  const chat = document.querySelector<HTMLElement>(`[data-chat-order="${orderId}"]`);
  return chat !== null && (typeof chat.checkVisibility !== 'function' || chat.checkVisibility());
}
