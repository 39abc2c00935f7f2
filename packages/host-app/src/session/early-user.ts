// The entry's first module, and it imports nothing: its top level runs before React, React DOM,
// i18next and the rest of the first route are evaluated (issue 35 §2). At 4× CPU that evaluation
// took 600–950 ms, and `GET /user/me` only left after it, from `main.tsx`.

/** The session check's address on this origin (the shell's client asks for the same). */
const USER_ME = '/smucrestapi/v2/user/me';

/** Whether the readable logged-in cookie is present (000 §2: the shell checks it). */
export const hasLoggedInCookie = () =>
  document.cookie.split('; ').some((c) => c.startsWith('smuc_logged_in='));

/**
 * `GET /user/me`, started here when the logged-in cookie is there and the page is not the login
 * page; handed once to the shell's client (see {@link earlyFetch}). It asks the way that client
 * asks at this point (session cookie, `Accept-Language: en`: the shell speaks English until its
 * language's texts are in), so the answer is the one the client would have had.
 */
let early: Promise<Response> | undefined;
if (hasLoggedInCookie() && window.location.pathname !== '/login') {
  early = fetch(USER_ME, { credentials: 'include', headers: { 'Accept-Language': 'en' } });
  // Seen by the taker; until then a failure is not "unhandled".
  early.catch(() => {});
}

/**
 * The shell client's `fetch`: its first plain `GET /user/me` (no token) gets the response started
 * above instead of asking again; every other request is the browser's `fetch`. The client maps a
 * failed answer (401, 403, network) as it maps its own.
 */
export const earlyFetch: typeof fetch = (input, init) => {
  const taken = early;
  if (
    taken &&
    input instanceof Request &&
    input.method === 'GET' &&
    new URL(input.url).pathname === USER_ME &&
    !input.headers.has('Authorization')
  ) {
    early = undefined;
    return taken;
  }
  return fetch(input, init);
};
