import { createClient, LANGUAGES, type Language, shareAnswersOnThisPage } from '@smuc/sdk';
import i18next from './i18n';
import { earlyFetch } from './session/early-user';

/** The REST base on this origin. */
export const API_BASE = '/smucrestapi/v2';

const asLanguage = (tag: string): Language =>
  (LANGUAGES as readonly string[]).includes(tag) ? (tag as Language) : 'en';

/**
 * The shell's own client (session cookie, same origin); areas create theirs from the same base. Its
 * calls carry the language the shell shows (`Accept-Language`, 000 §7), so the server's texts (a
 * wrong password, say) come in the same language as the screen.
 * It trusts our server's answers (`validate: false`), so zod and the sdk's
 * schemas stay out of the dashboard's first load (issue 18 target 2); the server's tests check
 * every answer against the schemas through the same client.
 */
// Every change on this page goes through the shell's or an element's client (issue 35 §2).
shareAnswersOnThisPage();
export const api = createClient({
  baseUrl: API_BASE,
  language: asLanguage(i18next.language),
  validate: false,
  // The session check's `GET /user/me` also answers the elements' own (issue 35 §2).
  shareAnswers: true,
  // Its first `GET /user/me` takes the response the entry's first module started (issue 35 §2).
  fetch: earlyFetch,
});
i18next.on('languageChanged', (language) => api.setLanguage(asLanguage(language)));

export { hasLoggedInCookie } from './session/early-user';
