import { feedback } from './feedback.js';
import type { Feedback } from './createFeedback.js';

/**
 * Toasts ('Action Successful', 2000 ms top-right, progress bar pausing on hover), the 'Error!' and
 * 'Success!' dialogs and the 'Are you sure?' confirmation, through the antd instances KitProvider's
 * feedback host provides (static antd calls break inside remotes). Needs KitProvider above.
 * @see docs/product.md §8, §9
 */
export function useFeedback(): Feedback {
  return feedback;
}
