/**
 * Verifies a Google OAuth access token. Pluggable: `buildApp(config, { googleVerifier })` replaces it
 * (tests pass a fake); the default asks Google's tokeninfo and userinfo endpoints.
 * @see docs/product.md §7 `POST auth/social/google (access_token)`
 */

/** What a verifier answers: the verified profile, or a reason shown to the user (422). */
export type GoogleVerification =
  { ok: true; email: string; name: string; picture: string | null; sub: string } | { ok: false; reason: string };

export interface GoogleVerifier {
  verify(accessToken: string): Promise<GoogleVerification>;
}

interface TokenInfo {
  aud?: string;
  azp?: string;
  error_description?: string;
}
interface UserInfo {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/**
 * The default verifier: checks the token was issued to `clientId` (tokeninfo `aud`/`azp`), then reads the
 * profile (userinfo) and requires a verified email. With no client id configured it refuses every token.
 */
export function googleApiVerifier(clientId: string | null, fetchImpl: typeof fetch = fetch): GoogleVerifier {
  return {
    async verify(accessToken) {
      if (!clientId) return { ok: false, reason: 'Google sign-in is not enabled.' };
      try {
        const infoRes = await fetchImpl(
          `https://oauth2.googleapis.com/tokeninfo?access_token=${encodeURIComponent(accessToken)}`,
          { signal: AbortSignal.timeout(10_000) },
        );
        const info = (await infoRes.json()) as TokenInfo;
        if (!infoRes.ok)
          return { ok: false, reason: info.error_description ?? 'The Google token is invalid or has expired.' };
        if (info.aud !== clientId && info.azp !== clientId)
          return { ok: false, reason: 'The Google token was issued to another application.' };
        const userRes = await fetchImpl('https://www.googleapis.com/oauth2/v3/userinfo', {
          headers: { Authorization: `Bearer ${accessToken}` },
          signal: AbortSignal.timeout(10_000),
        });
        if (!userRes.ok) return { ok: false, reason: 'Could not read your Google profile.' };
        const profile = (await userRes.json()) as UserInfo;
        if (!profile.email || !profile.sub) return { ok: false, reason: 'Your Google account has no email address.' };
        if (profile.email_verified === false)
          return { ok: false, reason: 'Your Google email address is not verified.' };
        return {
          ok: true,
          email: profile.email,
          name: profile.name ?? profile.email,
          picture: profile.picture ?? null,
          sub: profile.sub,
        };
      } catch {
        return { ok: false, reason: 'Google could not be reached. Try again later.' };
      }
    },
  };
}
