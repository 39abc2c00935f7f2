import type { User } from '@smuc/sdk';
import { api, hasLoggedInCookie } from '../api';

let first: Promise<User> | undefined;
/** The answer of {@link first} once it has come, until taken. */
let arrived: User | undefined;

/**
 * Starts `GET /user/me` while the entry module is still being evaluated, before React's first
 * render, when the logged-in cookie is there (000 §2) and the page is not the login page. The
 * signed-in shell's first session check takes this answer instead of asking once it has rendered,
 * which moved the dashboard's first paint by a round trip (issue 18 target 2: the call started
 * ~130 ms after the entry script had arrived). The request itself left earlier still, from the
 * entry's first module (`early-user.ts`), and this call takes its response. A failure is the
 * shell's to handle, as before.
 */
export function startFirstUserFetch(): void {
  if (first || !hasLoggedInCookie() || window.location.pathname === '/login') return;
  const started = api.user.me();
  first = started;
  started.then(
    (user) => {
      if (first === started) arrived = user;
    },
    // Seen by the taker; until then a rejection is not "unhandled".
    () => {},
  );
}

/**
 * Resolves when the answer started by {@link startFirstUserFetch} has come (or failed), or after
 * `maxMs`, whichever is first; at once when none was started (no session, the login page).
 */
export function firstUserSettled(maxMs: number): Promise<void> {
  const started = first;
  if (!started) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    started.then(done, done);
  });
}

/** The answer started by {@link startFirstUserFetch}, handed out once; `undefined` after that. */
export function takeFirstUser(): Promise<User> | undefined {
  const taken = first;
  first = undefined;
  arrived = undefined;
  return taken;
}

/**
 * The first user when its answer has already come (handed out once, like {@link takeFirstUser}):
 * the shell then renders signed in from its first render, without a render of the loading state
 * first (issue 35 §2).
 */
export function takeArrivedFirstUser(): User | undefined {
  const user = arrived;
  if (user) takeFirstUser();
  return user;
}
