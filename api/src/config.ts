/**
 * Server configuration from environment variables, every one with a default.
 * Each variable is documented in `api/README.md`.
 * @see docs/architecture.md API, "One machine, then many"
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isTimeZone } from '@scriptorium/contracts/core';

/** The monorepo root (`/work/main` in development), whatever the current directory is. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Everything the app reads from the environment, parsed. Durations in minutes/days as named. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute directory for the embedded database and uploaded files. */
  dataDir: string;
  /** `postgres://…` for PostgreSQL, `memory://` for an in-memory PGlite, null for PGlite under `dataDir/pglite`. */
  databaseUrl: string | null;
  /** `redis://…` enables the socket.io Redis adapter and a shared rate-limit store. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Public origin of the app, without a trailing slash (links in mails). An `https` one means HSTS. */
  publicUrl: string;
  /**
   * Which proxies to believe about the client (`X-Forwarded-For`, `-Proto`): fastify's `trustProxy`
   * (false: none; true: any; or a comma list of addresses, CIDRs or `loopback`/`uniquelocal`).
   */
  trustProxy: boolean | string;
  sessionTimeoutMinutes: number;
  /** nodemailer transport URL; null keeps mail in the `outbox` table only. */
  smtpUrl: string | null;
  googleClientId: string | null;
  /** Seed the demo users and orders (always true on the embedded database). */
  seedDemo: boolean;
  corsOrigins: string[];
  /** Extra origins allowed to serve scripts (remotes on a CDN), for the CSP. */
  remoteOrigins: string[];
  tokenTtlDays: number;
  /** Attempts per minute per IP on login, forgot-password and reset-password. */
  loginRateLimit: number;
  maxUploadMb: number;
  /** Folder holding `shell/dist` and `mf-*\/dist`. */
  staticRoot: string;
  /** Optional path of a `remotes.json` served instead of the generated one. */
  remotesJsonPath: string | null;
  logLevel: string;
  /**
   * Shillings per US dollar: a client's tip (USD) is credited to the writer's ledger (KSh) at this rate,
   * stated in the ledger entry's description.
   */
  kshPerUsd: number;
  /** An S3-compatible store for uploaded files (`S3_BUCKET` set); null keeps them under `dataDir/files`. */
  s3: S3Config | null;
  /**
   * The business time zone (IANA): the calendar days of a date range that comes without the viewer's
   * `tz` (the original toolkit's bare `MM/dd/yyyy` dates), and of the admin dashboard's default range.
   */
  appTimezone: string;
  /**
   * Stripe (Card) checkout: on when `secretKey` is set. `apiUrl` points the SDK at another host (tests,
   * local stand-ins); `webhookSecret` (`whsec_…`) verifies `Stripe-Signature`. @see docs/payments.md
   */
  stripe: { secretKey: string; webhookSecret: string | null; apiUrl: string | null } | null;
  /**
   * PayPal checkout (Orders v2): on when both client id and secret are set. `apiUrl` defaults to the live
   * API; `webhookId` is the id PayPal's verify-webhook-signature call checks events against.
   */
  paypal: { clientId: string; clientSecret: string; apiUrl: string; webhookId: string | null } | null;
  /** Writers' withdrawals paid through M-Pesa (Daraja B2C): on when every `MPESA_*` credential is set. */
  mpesa: MpesaConfig | null;
  /**
   * Milliseconds a request waits for a payment provider (a checkout link, a refund) before it answers
   * 503; the provider's late answer is still recorded when it comes. Absent: 20 000 (tests set less).
   * @see docs/payments.md (No provider call while a database lock or transaction is held)
   */
  paymentProviderTimeoutMs?: number;
}

/**
 * Safaricom Daraja B2C (business to customer), the payout gateway of M-Pesa accounts. Callback URLs are
 * built from `publicUrl`. @see docs/payments.md Withdrawals and payouts
 */
export interface MpesaConfig {
  consumerKey: string;
  consumerSecret: string;
  /** The B2C short code money is sent from (`PartyA`). */
  shortcode: string;
  /** The API operator's user name on the M-PESA portal. */
  initiatorName: string;
  /** The operator's password encrypted with Safaricom's certificate, as the portal gives it. */
  securityCredential: string;
  /** Daraja's origin without a trailing slash (default the sandbox, `https://sandbox.safaricom.co.ke`). */
  apiUrl: string;
  /** `BusinessPayment` (default), `SalaryPayment` or `PromotionPayment`. */
  commandId: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
}

/** The variables M-Pesa payouts need, all or none. */
export const MPESA_REQUIRED = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

/** Where uploaded files go when they live in an S3-compatible store (AWS S3, MinIO, …). */
export interface S3Config {
  bucket: string;
  /** e.g. `http://minio:9000`; null: the AWS endpoint of `region`. */
  endpoint: string | null;
  region: string;
  /** Both null: the AWS SDK's default credential chain (instance role, `~/.aws`, …). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `bucket.host/key` (false) or `host/bucket/key` (true: MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));
const intWithDefault = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = (v: string | null): string[] =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const envSchema = z.object({
  PORT: intWithDefault(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('scriptorium'),
  PUBLIC_URL: optionalString,
  TRUST_PROXY: optionalString,
  // Fractions allowed (0.1 = 6 s) so end-to-end tests can watch the session warning appear.
  SESSION_TIMEOUT_MINUTES: z.coerce.number().positive().default(400),
  SMTP_URL: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  SEED_DEMO: optionalString,
  CORS_ORIGINS: optionalString,
  REMOTE_ORIGINS: optionalString,
  TOKEN_TTL_DAYS: intWithDefault(30),
  LOGIN_RATE_LIMIT: intWithDefault(10),
  MAX_UPLOAD_MB: intWithDefault(50),
  STATIC_ROOT: optionalString,
  REMOTES_JSON: optionalString,
  LOG_LEVEL: z.string().default('info'),
  KSH_PER_USD: z.coerce.number().positive().default(129),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['', '0', '1', 'false', 'true']).default(''),
  APP_TIMEZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine(isTimeZone, 'APP_TIMEZONE must be an IANA time zone, e.g. Africa/Nairobi'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  PAYPAL_WEBHOOK_ID: optionalString,
  MPESA_CONSUMER_KEY: optionalString,
  MPESA_CONSUMER_SECRET: optionalString,
  MPESA_SHORTCODE: optionalString.refine(
    (v) => v === null || /^\d{5,9}$/.test(v),
    'MPESA_SHORTCODE must be the B2C short code (5 to 9 digits)',
  ),
  MPESA_INITIATOR_NAME: optionalString,
  MPESA_SECURITY_CREDENTIAL: optionalString,
  MPESA_API_URL: z.url().default('https://sandbox.safaricom.co.ke'),
  MPESA_COMMAND_ID: z.enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']).default('BusinessPayment'),
});

/**
 * M-Pesa payouts from the environment: null when no credential is set; throws naming what is missing
 * when only some are (a half-configured gateway would fail only at the first Pay out).
 */
function mpesaOf(e: z.output<typeof envSchema>): MpesaConfig | null {
  const missing = MPESA_REQUIRED.filter((name) => !e[name]);
  if (missing.length === MPESA_REQUIRED.length) return null;
  if (missing.length)
    throw new Error(
      `M-Pesa payouts are half configured: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (set all of ${MPESA_REQUIRED.join(', ')}, or none)`,
    );
  return {
    consumerKey: e.MPESA_CONSUMER_KEY!,
    consumerSecret: e.MPESA_CONSUMER_SECRET!,
    shortcode: e.MPESA_SHORTCODE!,
    initiatorName: e.MPESA_INITIATOR_NAME!,
    securityCredential: e.MPESA_SECURITY_CREDENTIAL!,
    apiUrl: e.MPESA_API_URL.replace(/\/+$/, ''),
    commandId: e.MPESA_COMMAND_ID,
  };
}

/** Whether a database URL points at PostgreSQL (as opposed to the embedded PGlite). */
export function isPostgresUrl(url: string | null): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/**
 * TRUST_PROXY → fastify's `trustProxy`: unset/false → false, true → true, else the addresses. (A hop
 * count is not offered: fastify then believes no X-Forwarded-Proto, since it cannot check the peer.)
 */
function trustProxyOf(v: string | null): boolean | string {
  if (!v || v === 'false') return false;
  return v === 'true' ? true : v;
}

/**
 * Parses the environment into an {@link AppConfig}. Relative paths resolve against the repo root.
 * Throws a ZodError naming the variable when a value is malformed (e.g. `PORT=abc`).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const e = envSchema.parse(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const devOrigins = Array.from({ length: 7 }, (_, i) => `http://localhost:${5173 + i}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    sessionTimeoutMinutes: e.SESSION_TIMEOUT_MINUTES,
    smtpUrl: e.SMTP_URL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    seedDemo: e.SEED_DEMO === '1' || e.SEED_DEMO === 'true' || !isPostgresUrl(e.DATABASE_URL),
    corsOrigins: e.CORS_ORIGINS ? list(e.CORS_ORIGINS) : [publicUrl, ...devOrigins],
    remoteOrigins: list(e.REMOTE_ORIGINS),
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    maxUploadMb: e.MAX_UPLOAD_MB,
    staticRoot: path.resolve(REPO_ROOT, e.STATIC_ROOT ?? '.'),
    remotesJsonPath: e.REMOTES_JSON ? path.resolve(REPO_ROOT, e.REMOTES_JSON) : null,
    logLevel: e.LOG_LEVEL,
    kshPerUsd: e.KSH_PER_USD,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    appTimezone: e.APP_TIMEZONE,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL ?? null }
      : null,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : null,
    mpesa: mpesaOf(e),
  };
}
