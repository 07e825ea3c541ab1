/**
 * Runtime configuration the shell reads at start, and the remotes manifest.
 * @see issue "Foundation" items 2 and 3; docs/product.md §4 Session, §9
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';

/** `GET /api/config` */
export const runtimeConfig = z.object(
  lazyShape({
    /** Idle minutes before the session warning (docs/product.md §9: 400 seen). */
    sessionTimeoutMinutes: () => z.number().positive(),
    /** Google sign-in client id; null hides the 'Continue with Google' button. */
    googleClientId: () => z.string().nullable(),
    /** Public URL of the app, e.g. http://localhost:8080 */
    publicUrl: () => z.string(),
    /** Path of the socket.io endpoint. */
    socketPath: () => z.string(),
    /** Largest upload in bytes. */
    maxUploadBytes: () => z.number().int(),
    /**
     * Currencies of amounts (client prices USD, writer amounts KSh) and the rate a paid tip is credited to
     * the writer at (KSh per USD), so screens label amounts and state the tip's conversion.
     */
    money: () =>
      z
        .object(
          lazyShape({
            client: () => z.enum(['USD']),
            writer: () => z.enum(['KSh']),
            kshPerUsd: () => z.number().positive(),
          }),
        )
        .optional(),
    /**
     * The checkout gateways the payment modal offers, in order: `stripe` (Card) and/or `paypal` when
     * configured, otherwise only `sandbox`. @see docs/payments.md "Checkout"
     */
    gateways: () => z.array(z.enum(['stripe', 'paypal', 'sandbox'])).optional(),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/** Country assumed for a phone number written without a dial code (docs/product.md §9: Kenya, +254). */
export const DEFAULT_PHONE_COUNTRY = 'KE';

/** Federation names of the remotes, in the manifest `/remotes.json`. */
export const REMOTE_NAMES = ['mf_auth', 'mf_orders', 'mf_users', 'mf_payments', 'mf_settings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: remote name → URL of its `remoteEntry.js`. */
export const remotesManifest = z.record(z.string(), z.string());

/**
 * A remote's `first-screen.json`, written at build time (federation/first-screen.ts) and read by the API
 * to list a page's preloads (api lib/first-screen.ts). File names are relative to the remote's folder:
 * its start-up chunks, and per route the screen's chunks, the shares it takes from the shell (keys of
 * {@link HostFirstScreen.shares}) and the kit's lazy parts it renders at once (keys of its `lazy`).
 */
export interface RemoteFirstScreen {
  start: string[];
  routes: { path: string; roles?: string[]; files: string[]; shares: string[]; lazy?: string[] }[];
}

/** The shell's `first-screen.json` (file names relative to the shell's root): see {@link RemoteFirstScreen}. */
export interface HostFirstScreen {
  start: string[];
  /** Share key → the chunks the shell provides it from. */
  shares: Record<string, string[]>;
  /** Layout (guest, client, admin) → its chunks. */
  layouts: Record<string, string[]>;
  /** Kit lazy component → its chunks. Absent from a list written before they were listed. */
  lazy?: Record<string, string[]>;
}

/** Human name of each remote's area, used in "{Area} is unavailable right now". */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  mf_auth: 'Account',
  mf_orders: 'Orders',
  mf_users: 'Users',
  mf_payments: 'Payments',
  mf_settings: 'Settings',
};
