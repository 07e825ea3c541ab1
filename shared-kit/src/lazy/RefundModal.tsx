import type { RefundModalProps } from '../payments/RefundModal.js';
import { lazyComponent } from './lazyComponent.js';

/**
 * {@link import('../payments/RefundModal.js').RefundModal} loaded the first time a refund form opens;
 * until then nothing shows (like {@link import('./PopupFrame.js').PopupFrame}, whose frame it opens).
 * @see docs/payments.md
 */
export const RefundModal = lazyComponent<RefundModalProps>('RefundModal', () =>
  import('../payments/RefundModal.js').then((m) => m.RefundModal),
);
