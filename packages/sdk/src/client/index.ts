import { authResource } from './auth';
import { billingResource } from './billing';
import { connectedPlatformsResource } from './connected-platforms';
import { feedItemsResource } from './feed-items';
import { fontsResource } from './fonts';
import { formsResource } from './forms';
import { type ClientOptions, createHttp } from './http';
import { liveResource } from './live';
import { mediaResource } from './media';
import { paymentsResource } from './payments';
import { plansResource } from './plans';
import { playerResource } from './player';
import { productsResource } from './products';
import { recordingsResource } from './recordings';
import { reportTableResource } from './report-table';
import { reportsResource } from './reports';
import { siteTokensResource } from './site-tokens';
import { staffResource } from './staff';
import { streamsResource } from './streams';
import { subscribersResource } from './subscribers';
import { tutorialsResource } from './tutorials';
import { userResource } from './user';

export type { FontUpload } from './fonts';
export type { CallOptions, ClientEventName, ClientOptions, Http } from './http';
export { pageSharesAnswers, shareAnswersOnThisPage } from './shared-answers';
export { tutorialMedia } from './tutorials';

/**
 * The typed API client every area shares: `createClient({ baseUrl, token?, language? })`.
 * Every answer is checked by its schema unless `validate: false` (the browser areas trust our
 * server's answers and never load zod or the schemas); failures raise the typed errors of `errors/`.
 * `events` raises `session-expired` and `logged-out` (000 §4, §8).
 */
export function createClient(options: ClientOptions) {
  const http = createHttp(options);
  return {
    auth: authResource(http),
    user: userResource(http),
    plans: plansResource(http),
    streams: streamsResource(http),
    reports: reportsResource(http),
    reportTable: reportTableResource(http),
    forms: formsResource(http),
    subscribers: subscribersResource(http),
    products: productsResource(http),
    feedItems: feedItemsResource(http),
    fonts: fontsResource(http),
    payments: paymentsResource(http),
    billing: billingResource(http),
    connectedPlatforms: connectedPlatformsResource(http),
    media: mediaResource(http, options.fetch),
    live: liveResource(http),
    recordings: recordingsResource(http),
    player: playerResource(http),
    siteTokens: siteTokensResource(http),
    staff: staffResource(http),
    tutorials: tutorialsResource(options),
    events: http.events,
    setToken: http.setToken,
    setLanguage: http.setLanguage,
    raw: http.raw,
  };
}
export type ApiClient = ReturnType<typeof createClient>;
