/**
 * The realtime hub address for an element's `api-base` (issue 8): `{apiBase}/realtime` on the page's
 * origin when `api-base` is relative, `ws:`/`wss:` after `http:`/`https:`.
 * @example realtimeHubUrl('/smucrestapi/v2', 'https://x.example') === 'wss://x.example/smucrestapi/v2/realtime'
 */
export function realtimeHubUrl(apiBase: string, origin: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/realtime`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
