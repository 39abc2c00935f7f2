import { api, expect, login, mount, waitFor } from '../../test/helpers';
import type { SmucEventMap } from '../elements/types';

/*
 * Issue 32 §3: a host page changes the headers of an element's API calls through the `smuc-request`
 * event (the WordPress plugin adds its proxy's nonce this way instead of replacing `window.fetch`).
 * What a listener sets reaches the real server: an `Authorization` set there (a site token, which
 * the subscriber lists refuse with a 403) ends the session of an element whose own token is valid.
 */
describe('smuc-request (the host page’s request hook)', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const el of document.querySelectorAll('smuc-subscribers')) el.remove();
  });

  /** Mounts the subscribers area with the valid token, `hook` listening on the document. */
  async function run(hook: (event: SmucEventMap['smuc-request']) => void) {
    const seen: { url: string; method: string }[] = [];
    const ended: string[] = [];
    const listener = (event: Event) => {
      const request = event as SmucEventMap['smuc-request'];
      seen.push({ url: request.detail.url, method: request.detail.method });
      hook(request);
    };
    const end = (event: Event) => ended.push(event.type);
    document.addEventListener('smuc-request', listener);
    document.addEventListener('smuc-session-expired', end);
    document.addEventListener('smuc-logged-out', end);
    try {
      mount('smuc-subscribers', { 'api-base': window.SMUC_API, token, lang: 'en' });
      await waitFor(() => seen.length > 0);
      // Its first answers are in once the area has settled (no new request for 1 s).
      for (let count = -1; count !== seen.length; ) {
        count = seen.length;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } finally {
      document.removeEventListener('smuc-request', listener);
      document.removeEventListener('smuc-session-expired', end);
      document.removeEventListener('smuc-logged-out', end);
    }
    return { seen, ended };
  }

  it('is raised before each API call, with the call’s absolute url and method', async () => {
    const { seen, ended } = await run(() => {});
    expect(seen.length).to.be.greaterThan(0);
    for (const request of seen) {
      expect(request.url.startsWith(`${window.SMUC_API}/`), request.url).to.equal(true);
      expect(request.method).to.equal('GET');
    }
    expect(ended).to.deep.equal([]);
  });

  it('sends the headers a listener sets: another Authorization there is the one the server sees', async () => {
    const created = await api(token, 'POST', '/site-tokens', {
      name: 'Request hook',
      scopes: ['players:read'],
    });
    const siteToken = created as { id: number; token: string };
    try {
      const { ended } = await run((event) =>
        event.detail.headers.set('Authorization', `Bearer ${siteToken.token}`),
      );
      expect(ended).to.include('smuc-session-expired');
    } finally {
      await api(token, 'DELETE', `/site-tokens/${siteToken.id}`);
    }
  });
});
