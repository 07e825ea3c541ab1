/**
 * The routes' rate limits, as `config.rateLimit` of a route (the limiter itself is
 * plugins/external/rate-limit.ts: off by default, switched on per route).
 */
import type { AppConfig } from '../config.js';

/** Per-IP limit of the sign-in family of routes: LOGIN_RATE_LIMIT attempts per minute (window in ms). */
export function loginRateLimit(config: AppConfig): { max: number; timeWindow: number } {
  return { max: config.loginRateLimit, timeWindow: 60_000 };
}
