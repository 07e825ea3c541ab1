import { z } from 'zod';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

/** What Google Identity Services hands the token callback. */
const tokenResponse = z.object({ access_token: z.string().optional(), error: z.string().optional(), error_description: z.string().optional() });

interface TokenClient {
  requestAccessToken: () => void;
}
interface GoogleOAuth2 {
  initTokenClient: (config: { client_id: string; scope: string; callback: (response: unknown) => void; error_callback?: (error: unknown) => void }) => TokenClient;
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
        const response = tokenResponse.safeParse(raw);
        if (response.success && response.data.access_token) resolve(response.data.access_token);
        else reject(new Error((response.success && (response.data.error_description ?? response.data.error)) || 'Google sign-in failed'));
      },
      error_callback: () => reject(new Error('Google sign-in was cancelled')),
    });
    client.requestAccessToken();
  });
}
