import { remoteStore } from './remoteStore.js';

let installed = false;

/**
 * When the browser comes back online (`online` event), every remote that failed to load is loaded again,
 * so "{Area} is unavailable right now" clears itself without a click on Retry. Installed once at start.
 * Not the query library's retryer: that library is not on the sign-in page, and bringing it there
 * would cost about 18 KB gzip of a 350 KB budget with 8 KB left (docs/architecture.md Composition at run time).
 * @see docs/architecture.md Composition at run time
 */
export function retryWhenOnline(target: Pick<Window, 'addEventListener'> = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('online', () => remoteStore.getState().retryFailed());
}
