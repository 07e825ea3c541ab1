const GIS_SRC = 'https://accounts.google.com/gsi/client';

/** What Google Identity Services hands the token callback (read field by field: it is untyped). */
function readTokenResponse(raw: unknown): { accessToken?: string; error?: string } {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { accessToken: text(r.access_token), error: text(r.error_description) ?? text(r.error) };
}

interface TokenClient {
  requestAccessToken: () => void;
}
interface GoogleOAuth2 {
  initTokenClient: (config: {
    client_id: string;
    scope: string;
    callback: (response: unknown) => void;
    error_callback?: (error: unknown) => void;
  }) => TokenClient;
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

let scriptLoad: Promise<GoogleOAuth2> | null = null;

/** Loads Google Identity Services once (the script tag is added on first use, not at page load). */
function loadGis(): Promise<GoogleOAuth2> {
  scriptLoad ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const oauth2 = window.google?.accounts?.oauth2;
      if (oauth2) resolve(oauth2);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => reject(new Error('Google sign-in could not be reached'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * Asks Google for an access token (a pop-up the person confirms) for `clientId`.
 * @returns the OAuth access token to send to `POST auth/social/google`.
 * @throws when the script cannot load, the person closes the pop-up, or Google reports an error.
 */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const oauth2 = await loadGis();
  return new Promise<string>((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (raw) => {
        const response = readTokenResponse(raw);
        if (response.accessToken) resolve(response.accessToken);
        else reject(new Error(response.error ?? 'Google sign-in failed'));
      },
      error_callback: () => reject(new Error('Google sign-in was cancelled')),
    });
    client.requestAccessToken();
  });
}
