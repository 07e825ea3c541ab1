/** How many characters of an order's instructions a card shows (docs/product.md §9 "Instructions preview 150 characters"). */
export const INSTRUCTIONS_PREVIEW = 150;
/** How many characters of a message a preview shows (docs/product.md §9 "message preview 30"). */
export const MESSAGE_PREVIEW = 30;

/** `text` cut to `max` characters with an ellipsis when longer; '' for null. */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
