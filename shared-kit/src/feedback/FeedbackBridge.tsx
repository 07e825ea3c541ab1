/**
 * Renders nothing. It registered antd `App`'s instances for `feedback`; KitProvider now provides toasts
 * and dialogs itself, loading antd's message, notification and modal when first needed (FeedbackSlot).
 * @deprecated Kept so code built against kit 1.0 that renders it still builds and runs; render
 * KitProvider instead.
 * @see docs/product.md §8
 */
export function FeedbackBridge(): null {
  return null;
}
