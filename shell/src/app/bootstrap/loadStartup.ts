import { remotesManifest, runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts/core';
import { FALLBACK_CONFIG, get, keepPageAnswers, runtimeConfigStore } from '@scriptorium/shared-kit/core';
import { isRegistered, registerManifest } from '../../features/remotes/federation.js';
import { remoteStore } from '../../features/remotes/remoteStore.js';
import { remoteForUrl } from '../../features/remotes/remoteForUrl.js';
import { provideAntdComponents } from '../../features/remotes/antdShares.js';
import { retryWhenOnline } from '../../features/remotes/retryWhenOnline.js';
import { sharedManifestsFromPage } from '../../features/remotes/sharedNeeds.js';
import { startReleases } from '../../features/remotes/releases.js';
import { loadStartLocale } from '../../features/language/saveLocale.js';

declare global {
  interface Window {
    /** `/remotes.json` as the early-remote script (federation/early-remote.ts) started fetching it before the shell ran. */
    __scriptoriumRemotes?: Promise<unknown>;
  }
}

/** The start-up data of a page (api static-site.ts); each part is parsed where it is used. */
interface PageStartup {
  remotes: unknown;
  config: unknown;
  shared?: { provided?: unknown; needs?: Record<string, unknown> };
  /** The release this browser previews (features/remotes/releases.ts). */
  preview?: unknown;
  /** Answers to what a guest's first screen reads as it renders (`keepPageAnswers`). */
  answers?: unknown;
}

/**
 * What the server wrote into the page (`<script type="application/json" id="scriptorium-startup">`:
 * `/remotes.json`, `GET /api/config` and the share manifests the first remote's check reads, api
 * static-site.ts), so the first render waits on no request queued behind the page's scripts; null when
 * the page has none (dev server, a plain static host).
 */
function pageStartup(): PageStartup | null {
  try {
    const text = document.getElementById('scriptorium-startup')?.textContent;
    return text ? (JSON.parse(text) as PageStartup) : null;
  } catch (error) {
    console.error('Could not read the start-up data of the page', error);
    return null;
  }
}

/**
 * `/remotes.json` (written at deploy time): from the page, else from the early script's fetch, else
 * fetched; an unreadable manifest registers no remote.
 */
async function fetchManifest(fromPage: unknown): Promise<Record<string, string>> {
  try {
    if (fromPage) return remotesManifest.parse(fromPage);
    const early = window.__scriptoriumRemotes;
    if (early) return remotesManifest.parse(await early);
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    return remotesManifest.parse(await res.json());
  } catch (error) {
    console.error('Could not read /remotes.json; every remote area will be unavailable', error);
    return {};
  }
}

/** `GET /api/config` (from the page when it carries it); falls back to defaults when the API cannot be reached. */
async function fetchConfig(fromPage: unknown): Promise<RuntimeConfig> {
  try {
    const parsed = fromPage ? runtimeConfig.safeParse(fromPage) : undefined;
    return parsed?.success ? parsed.data : runtimeConfig.parse(await get('config'));
  } catch (error) {
    console.error('Could not read /api/config; using defaults', error);
    return FALLBACK_CONFIG;
  }
}

/**
 * Start-up work before the first render: keeps the answers the page carried for the first screen
 * (`keepPageAnswers`), reads `/remotes.json` and `/api/config` (from the page, else
 * together over the network), registers
 * the remotes with the federation runtime and starts loading the remote of the URL being opened, so
 * its entry, the share negotiation and its routes load while `/api/config` and the first render run;
 * switches to the page's language (`loadStartLocale`: the texts of every catalogue defined so far) when
 * that is not English.
 * @see docs/architecture.md Composition at run time
 */
export async function loadStartup(): Promise<void> {
  const page = pageStartup();
  keepPageAnswers(page?.answers);
  // The page's language (saved profile, cookie, browser): its texts load while the rest starts, and the
  // first render waits for them, so it (and the take-over of prerendered HTML) is in that language.
  // English is bundled: nothing to wait for.
  const texts = loadStartLocale();
  // The preview bar speaks the page's language too (only on preview pages).
  if (page?.preview || new URLSearchParams(window.location.search).has('preview')) await texts;
  // A preview link reloads the page with the release it names: nothing else starts meanwhile.
  if (await startReleases(page?.preview)) return new Promise<void>(() => undefined);
  const config = fetchConfig(page?.config);
  sharedManifestsFromPage(page?.shared);
  registerManifest(await fetchManifest(page?.remotes));
  provideAntdComponents();
  const first = remoteForUrl(window.location.pathname, !!localStorage.getItem('access_token'));
  if (first && isRegistered(first)) remoteStore.getState().ensure(first);
  retryWhenOnline();
  runtimeConfigStore.getState().set(await config);
  await texts;
}
