/**
 * Brings the order form's first field with an error into view after a Submit that failed (the form's
 * own checks or the server's 422): on a phone the view stayed at the bottom, by the button, with every
 * error above it out of sight. The field's whole item — its label too — is centred with the browser's own
 * scrolling, which keeps clear of the sticky top bar (`scroll-padding-top` in the shell); then its input
 * takes the focus without scrolling again.
 */
export function showFirstError(): void {
  // After the render that marks the fields.
  setTimeout(() => {
    const item = document.querySelector<HTMLElement>('[data-testid^="order-form-"] .ant-form-item-has-error');
    if (!item) return;
    item.scrollIntoView({ block: 'center' });
    item.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus({ preventScroll: true });
  }, 0);
}
