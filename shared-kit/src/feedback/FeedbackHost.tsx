import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { createFeedback, TOAST_SECONDS } from './createFeedback.js';
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
  const [messageApi, messageHolder] = message.useMessage({ duration: TOAST_SECONDS, top: 16 });
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'topRight', top: TOAST_TOP_PX, duration: TOAST_SECONDS, showProgress: true, pauseOnHover: true });
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
