/**
 * An ad's exit (issue 6, display banners): the landing address behind the demand-side platform's
 * click-tracking prefix (the element's `click-url`, its click macro already expanded). The landing
 * address alone when there is no prefix, when the prefix still holds an unexpanded macro (`%%…%%`,
 * `${…}`) or is not http(s); `null` without a landing address.
 */
export function adExit(landing: string | null, clickUrl: string | null): string | null {
  const prefix = clickUrl?.trim();
  if (!landing || !prefix || /%%|\$\{/.test(prefix) || !/^https?:\/\//i.test(prefix)) return landing;
  return `${prefix}${landing}`;
}
