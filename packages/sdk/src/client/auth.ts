import { z } from 'zod';
import { type LoginInput, loginResultSchema, logoutResultSchema } from '../schemas/user';
import type { Http } from './http';

/** Sign-in and sign-out. */
export function authResource(http: Http) {
  return {
    /** `POST /auth/login`: sets the session cookies; answers the token and user. Wrong password: AuthenticationError. */
    login: (input: LoginInput, signal?: AbortSignal) =>
      http.call('POST', 'auth/login', loginResultSchema, { json: input, signal, userCall: true }),
    /** `GET /user/logout`: ends the session; answers `{ redirect }`, the page to go to. */
    logout: (signal?: AbortSignal) => http.call('GET', 'user/logout', logoutResultSchema, { signal }),
    /** `GET /auth/session`: whether the cookie or token still signs a session in. */
    ping: (signal?: AbortSignal) =>
      http.call('GET', 'auth/session', z.object({ active: z.boolean() }), { signal, userCall: true }),
  };
}
