import { create } from 'zustand';
import { effectiveRole, type User } from '@scriptorium/contracts/core';

/**
 * Client-side stored keys (docs/product.md §3): access_token, user, last_activity (ISO), sessionTimeout (minutes).
 */
export const STORAGE_KEYS = {
  token: 'access_token',
  user: 'user',
  lastActivity: 'last_activity',
  sessionTimeout: 'sessionTimeout',
  sessionStart: 'session_start',
} as const;

/** The strings 'undefined' and 'null' count as no token (docs/product.md §6). */
export function readToken(): string | null {
  const t = globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  if (!t || t === 'undefined' || t === 'null') return null;
  return t;
}

function readUser(): User | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

/** State and actions of {@link sessionStore}. */
export interface SessionState {
  user: User | null;
  token: string | null;
  /** 'unknown' until the user has been refreshed from the server once. */
  status: 'unknown' | 'signed-in' | 'signed-out';
  /** Stores the token and user after a sign-in (and stamps activity/session start). */
  signIn: (token: string, user: User) => void;
  /** Replaces the user (after `GET auth/user`). */
  setUser: (user: User) => void;
  /** Clears access_token, user and last_activity and marks the user signed out. */
  clear: () => void;
}

/**
 * The one store of the current user and token, shared by the shell and every remote (the kit is a
 * federation singleton). @see docs/product.md §4 Session
 */
export const sessionStore = create<SessionState>((set) => ({
  user: readUser(),
  token: readToken(),
  status: readToken() ? 'unknown' : 'signed-out',
  signIn: (token, user) => {
    const now = new Date().toISOString();
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.lastActivity, now);
    localStorage.setItem(STORAGE_KEYS.sessionStart, now);
    set({ token, user, status: 'signed-in' });
  },
  setUser: (user) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user, status: 'signed-in' });
  },
  clear: () => {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.lastActivity);
    set({ token: null, user: null, status: 'signed-out' });
  },
}));

/**
 * The `scriptorium_role` cookie: the signed-in user's role (client, admin or writer), gone when signed
 * out. Only a hint for the server, which lists the page frame and screen that role's first page loads
 * as preloads (api lib/first-screen.ts); it grants nothing — the API reads the bearer token.
 */
function writeRoleHint(user: User | null): void {
  if (typeof document === 'undefined') return;
  const attributes = `; path=/; samesite=lax${globalThis.location?.protocol === 'https:' ? '; secure' : ''}`;
  document.cookie = user
    ? `scriptorium_role=${effectiveRole(user.role)}; max-age=31536000${attributes}`
    : `scriptorium_role=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`;
}
writeRoleHint(sessionStore.getState().token ? sessionStore.getState().user : null);
sessionStore.subscribe((state, previous) => {
  if (state.user?.role !== previous.user?.role || !state.user !== !previous.user) writeRoleHint(state.user);
});

/** Hook form of the session store. */
export const useSession = sessionStore;
