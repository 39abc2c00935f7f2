import type { LoginInput } from '../schemas/user';
import type { Http } from './http';

/** Sign-in and sign-out. */
export function authResource(http: Http) {
  return {
    /** `POST /auth/login`: sets the session cookies; answers the user. Wrong password: AuthenticationError. */
    login: (input: LoginInput, signal?: AbortSignal) =>
      http.call('POST', 'auth/login', (s) => s.loginResultSchema, { json: input, signal, userCall: true }),
    /**
     * `POST /auth/token`: a bearer token for API clients (no cookies) and the user; pass the token
     * to `createClient({ token })`. Wrong password: AuthenticationError; throttled: 429.
     */
    token: (input: LoginInput, signal?: AbortSignal) =>
      http.call('POST', 'auth/token', (s) => s.tokenResultSchema, { json: input, signal, userCall: true }),
    /** `GET /user/logout`: ends the session; answers `{ redirect }`, the page to go to. */
    logout: (signal?: AbortSignal) =>
      http.call('GET', 'user/logout', (s) => s.logoutResultSchema, { signal }),
    /** `GET /auth/session`: whether the cookie or token still signs a session in. */
    ping: (signal?: AbortSignal) =>
      http.call('GET', 'auth/session', (s) => s.sessionStateSchema, { signal, userCall: true }),
    /** `GET /auth/demo-accounts`: the demo sign-in to print on the sign-in page, or `{ demo: null }`. */
    demoAccounts: (signal?: AbortSignal) =>
      http.call('GET', 'auth/demo-accounts', (s) => s.demoAccountsSchema, { signal, userCall: true }),
  };
}
