import type { SiteTokenScope } from '@smuc/sdk';

/**
 * The scope a site token needs for one route of the REST interface (000 §2 Integrations), or
 * `null` when no site token may call it (sign-in, account, payment, staff, platforms, forms, the
 * site tokens themselves: those stay with a signed-in person).
 *
 * `method` is the HTTP method, `route` the route pattern below the API prefix (`/stream/:id`).
 * Reads of players and their products need `players:read`; their writes `players:manage`; the
 * reports and per-player analytics `reports:read`.
 */
export function requiredScope(method: string, route: string): SiteTokenScope | null {
  const read = method === 'GET' || method === 'HEAD';
  if (
    /^\/report(\/|$)/.test(route) ||
    route === '/stream/:id/feed-analytics' ||
    route === '/user/monthly-stat'
  )
    return read ? 'reports:read' : null;
  if (route === '/user/me' || route === '/user/limitations') return read ? 'players:read' : null;
  if (/^\/stream\/(subscribers|:id\/subscribers)$/.test(route)) return null;
  if (/^\/(stream|streams|product|products|my-streams|tool\/autosuggest)(\/|$)/.test(route))
    return read ? 'players:read' : 'players:manage';
  return null;
}
