/* SMUC in wp-admin, the pages that mount our elements (no build step). Configured by
 * window.smucAdmin = {proxy, editorUrl} (class-smuc-admin.php):
 * - smuc-request (raised by every element before each API call): a call to this site's proxy gets
 *   the REST nonce that wp.apiFetch's nonce middleware holds at that moment (WordPress keeps it
 *   current there), so WordPress's cookie authentication accepts it. No global fetch is replaced:
 *   only our elements' own calls are touched.
 * - smuc-open-player (the players list): opens that player's editor inside wp-admin, not at the
 *   element's own address (a WordPress 404 here). */
(() => {
  const config = window.smucAdmin;
  if (!config) {
    return;
  }

  document.addEventListener('smuc-request', (event) => {
    const { url, headers } = event.detail;
    if (url.indexOf(config.proxy) !== 0) {
      return;
    }
    headers.set('X-WP-Nonce', window.wp.apiFetch.nonceMiddleware.nonce);
  });

  if (config.editorUrl) {
    document.addEventListener('smuc-open-player', (event) => {
      event.preventDefault();
      window.location.assign(config.editorUrl + encodeURIComponent(String(event.detail.id)));
    });
  }
})();
