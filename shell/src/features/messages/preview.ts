/** Characters of a message shown in the message dropdown (docs/product.md §9: message preview 30). */
export const MESSAGE_PREVIEW_CHARS = 30;

/**
 * The first 30 characters of a message on one line, with '…' when it was longer.
 * @see docs/product.md §9 (message preview 30)
 */
export function messagePreview(text: string, max = MESSAGE_PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() + '…' : flat;
}
