import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { createFeedback } from './createFeedback.js';
import { setFeedback } from './feedback.js';

/** Toasts start below the layouts' 64 px top bar, so they never cover New Order, the bell or the user's name. */
const TOAST_TOP_PX = 72;

/**
 * antd's message, notification and modal instances of the app (what antd's `App` gives `App.useApp()`),
 * registered for {@link import('./feedback.js').feedback}; renders their holders. Loaded lazily by
 * FeedbackSlot: none of it is needed to show a first screen.
 * @see docs/product.md §8, §9 (toasts 2000 ms top-right with a progress bar pausing on hover)
 */
export default function FeedbackHost() {
  // The product's toasts are notifications; createFeedback gives each its placement, duration and
  // progress bar. Only where the stack starts is the holder's. `message` is there for createFeedback's
  // parameter (antd App's three instances); the product shows none.
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification({ top: TOAST_TOP_PX });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setFeedback(createFeedback({ message: messageApi, notification: notificationApi, modal: modalApi }));
    return () => setFeedback(null);
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
