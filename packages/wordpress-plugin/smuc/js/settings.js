/* SMUC settings page (no build step): "Test connection" asks this site's
 * POST /wp-json/smuc/v1/test-connection through wp.apiFetch (its nonce middleware signs the call)
 * and shows the account the saved token belongs to. Texts come from window.smucSettings.texts. */
(() => {
  const button = document.getElementById('smuc-test');
  const out = document.getElementById('smuc-test-result');
  const texts = window.smucSettings.texts;
  if (!button || !out) {
    return;
  }
  button.addEventListener('click', () => {
    out.textContent = '…';
    window.wp
      .apiFetch({ path: '/smuc/v1/test-connection', method: 'POST' })
      .then((body) => {
        out.textContent = body.success
          ? `${texts.connected} ${body.data.email}`
          : `${texts.notConnected} ${body.error}`;
      })
      .catch(() => {
        out.textContent = texts.notConnected;
      });
  });
})();
