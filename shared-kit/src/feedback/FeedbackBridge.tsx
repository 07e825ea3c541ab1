import { useEffect } from 'react';
import { App } from 'antd';
import { createFeedback } from './createFeedback.js';
import { setFeedback } from './feedback.js';

/**
 * Registers this app's antd instances for {@link feedback} (used by `confirmAndRun` and other code
 * outside components). Rendered by KitProvider; renders nothing.
 * @see docs/product.md §8
 */
export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    setFeedback(createFeedback(app));
    return () => setFeedback(null);
  }, [app]);
  return null;
}
