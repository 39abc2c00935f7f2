import type { SiteTokenInput } from '../schemas/site-token';
import type { Http } from './http';

/** Site tokens of the signed-in account (000 §2 Integrations; issue 16). */
export function siteTokensResource(http: Http) {
  return {
    /** `GET /site-tokens`: live tokens, oldest first, without the token itself. */
    list: (signal?: AbortSignal) =>
      http.call('GET', 'site-tokens', (s) => s.z.array(s.siteTokenSchema), { signal }),
    /** `POST /site-tokens {name, scopes}`: answers the new token once (`token`). 422 on bad input. */
    create: (input: SiteTokenInput, signal?: AbortSignal) =>
      http.call('POST', 'site-tokens', (s) => s.createdSiteTokenSchema, { json: input, signal }),
    /** `DELETE /site-tokens/{id}`: revokes; 404 when it is not a live token of the account. */
    revoke: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `site-tokens/${id}`, (s) => s.z.null(), { signal }),
  };
}
