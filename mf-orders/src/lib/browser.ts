/**
 * Leaving the app for another page (a payment gateway's checkout, a tip link). One object so tests can
 * replace `assign` instead of navigating the test window.
 */
export const browser = {
  /** Sends the browser to `url` (a full page load). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
