/**
 * How long a request waits for a payment provider. A provider call runs outside any database
 * transaction; the request that started it answers within the limit (503 when the provider has not
 * answered by then), while the call itself goes on and its late answer is recorded by whoever holds the
 * promise. A slow or unreachable provider therefore costs that one request at most the limit, and
 * nothing else waits for it.
 * @see docs/payments.md (No provider call while a database lock or transaction is held)
 */
import type { AppConfig } from '../../config.js';

/** The default limit: 20 s. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/** The provider had not answered when the limit passed (its call may still succeed later). */
export class ProviderTimeout extends Error {
  constructor(ms: number) {
    super(`The payment provider did not answer within ${ms} ms`);
    this.name = 'ProviderTimeout';
  }
}

/** The limit of this installation, milliseconds (`paymentProviderTimeoutMs`, else 20 s). */
export function providerLimit(config: Pick<AppConfig, 'paymentProviderTimeoutMs'>): number {
  return config.paymentProviderTimeoutMs ?? PROVIDER_TIMEOUT_MS;
}

/**
 * `call` if it settles within `ms`; otherwise rejects with {@link ProviderTimeout} at `ms` (the call is
 * not cancelled: attach the handlers that record its outcome to `call` itself).
 */
export function within<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeout(ms)), ms);
    timer.unref?.();
  });
  return Promise.race([call, limit]).finally(() => clearTimeout(timer));
}
