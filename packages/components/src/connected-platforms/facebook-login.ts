/** The part of Facebook's JS SDK the connection uses (`FB.init`, `FB.login`). */
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean; cookie?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null; status?: string }) => void,
    options: { scope: string; auth_type?: string },
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** Graph API version the SDK is initialised with (design note money-and-reach.md). */
export const FACEBOOK_SDK_VERSION = 'v24.0';
/** Permissions restreaming to a page needs: list pages, read and publish on them, live video. */
export const FACEBOOK_SCOPES = 'pages_show_list,pages_read_engagement,pages_manage_posts,publish_video';

let loading: Promise<FacebookSdk> | null = null;

/**
 * Loads Facebook's JS SDK once per page from `sdkUrl` (configurable on the server, so tests serve a
 * stand-in) and initialises it for `appId`. The SDK is page-global by design, so its script goes in
 * the document head, not the element's shadow root.
 */
export function loadFacebookSdk(sdkUrl: string, appId: string): Promise<FacebookSdk> {
  if (window.FB) return Promise.resolve(window.FB);
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      if (!window.FB) return reject(new Error('Facebook SDK did not load'));
      window.FB.init({ appId, version: FACEBOOK_SDK_VERSION, xfbml: false, cookie: false });
      resolve(window.FB);
    };
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('Facebook SDK did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Facebook's login and answers the user access token, or null when the person cancelled or
 * Facebook gave no token (the caller says "Facebook authentication failed.", 000 §8).
 */
export async function facebookUserToken(sdkUrl: string, appId: string): Promise<string | null> {
  const fb = await loadFacebookSdk(sdkUrl, appId);
  return new Promise((resolve) => {
    fb.login((response) => resolve(response.authResponse?.accessToken || null), {
      scope: FACEBOOK_SCOPES,
      auth_type: 'rerequest',
    });
  });
}
