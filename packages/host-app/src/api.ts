import { createClient } from '@smuc/sdk';

/** The REST base on this origin. */
export const API_BASE = '/smucrestapi/v2';

/** The shell's own client (session cookie, same origin); areas create theirs from the same base. */
export const api = createClient({ baseUrl: API_BASE, language: 'en' });

/** Whether the readable logged-in cookie is present (000 §2: the shell checks it). */
export const hasLoggedInCookie = () =>
  document.cookie.split('; ').some((c) => c.startsWith('smuc_logged_in='));
