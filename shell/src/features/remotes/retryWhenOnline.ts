import { remoteStore } from './remoteStore.js';

let installed = false;

/**
 * When the browser comes back online (`online` event), every remote that failed to load is loaded again,
 * so "{Area} is unavailable right now" clears itself without a click on Retry. Installed once at start.
 * @see issue 4 (Remote health: automatic retry when the browser comes back online)
 */
export function retryWhenOnline(target: Pick<Window, 'addEventListener'> = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('online', () => remoteStore.getState().retryFailed());
}
