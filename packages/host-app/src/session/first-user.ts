import type { User } from '@smuc/sdk';
import { api, hasLoggedInCookie } from '../api';

let first: Promise<User> | undefined;

/**
 * Starts `GET /user/me` while the entry module is still being evaluated, before React's first
 * render, when the logged-in cookie is there (000 §2) and the page is not the login page. The
 * signed-in shell's first session check takes this answer instead of asking once it has rendered,
 * which moved the dashboard's first paint by a round trip (issue 18 target 2: the call started
 * ~130 ms after the entry script had arrived). A failure is the shell's to handle, as before.
 */
export function startFirstUserFetch(): void {
  if (first || !hasLoggedInCookie() || window.location.pathname === '/login') return;
  first = api.user.me();
  // Seen by the taker; until then a rejection is not "unhandled".
  first.catch(() => {});
}

/** The answer started by {@link startFirstUserFetch}, handed out once; `undefined` after that. */
export function takeFirstUser(): Promise<User> | undefined {
  const taken = first;
  first = undefined;
  return taken;
}
