import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module of the plugin package (no types)
import { bootWordPress } from '../../../wordpress-plugin/test/site.mjs';
import { DEMO_EMAIL, startTestServer, type TestServer } from '../test/harness';

// The WordPress plugin in a real WordPress 6.5 booted offline (issue 16 §3). Runs when
// SMUC_WP_CACHE names the folder `packages/wordpress-plugin/scripts/ensure-wordpress.sh` prepared
// (scripts/run-tests.mjs sets it); PHP listens on SMUC_WP_PORT (default 20650).
const cache = process.env.SMUC_WP_CACHE;

interface Site {
  origin: string;
  php(code: string): string;
  stop(): void;
}

describe.skipIf(!cache)('WordPress plugin in a real WordPress', () => {
  let server: TestServer;
  let site: Site;
  let siteToken: string;
  const cookies = new Map<string, string>();
  const pages: string[] = [];

  const wp = async (path: string, init: RequestInit & { nonce?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.nonce !== undefined) headers.set('x-wp-nonce', init.nonce);
    const response = await fetch(`${site.origin}${path}`, { ...init, headers, redirect: 'manual' });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      cookies.set(k!, v.join('='));
    }
    return response;
  };
  const page = async (path: string, init: RequestInit = {}) => {
    let response = await wp(path, init);
    const location = response.headers.get('location');
    if (response.status === 301 && location)
      response = await wp(new URL(location).pathname + new URL(location).search);
    const text = await response.text();
    pages.push(text);
    return text;
  };

  /** A file of the installed plugin as the site serves it. */
  const asset = async (file: string) => {
    const response = await wp(`/wp-content/plugins/smuc/${file}`);
    expect(response.status, file).toBe(200);
    return response.text();
  };
  /** The REST nonce core gives wp.apiFetch's nonce middleware on this page. */
  const apiFetchNonce = (html: string) => {
    const nonce = /wp\.apiFetch\.nonceMiddleware = wp\.apiFetch\.createNonceMiddleware\( "([^"]+)" \)/.exec(
      html,
    )?.[1];
    expect(nonce, 'core’s apiFetch nonce middleware').toBeTruthy();
    return nonce!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const { token } = await server.login(DEMO_EMAIL);
    const created = await server.fetch('/site-tokens', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'WordPress', scopes: ['players:read', 'reports:read'] }),
    });
    siteToken = ((await created.json()) as { data: { token: string } }).data.token;
    site = await bootWordPress({ cache, port: Number(process.env.SMUC_WP_PORT ?? 20650) });
    site.php(`var_dump(activate_plugin('smuc/smuc.php'));`);
    await wp('/wp-login.php');
    const login = await wp('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log: 'admin', pwd: 'admin-pass-123', testcookie: '1' }),
    });
    expect(login.status).toBe(302);
  }, 120_000);
  afterAll(async () => {
    site?.stop();
    await server?.close();
  });

  it('saves the settings with the token masked and tests the connection', async () => {
    const form = await page('/wp-admin/admin.php?page=smuc-settings');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1];
    expect(nonce).toBeTruthy();
    const saved = await wp('/wp-admin/options.php', {
      method: 'POST',
      body: new URLSearchParams({
        option_page: 'smuc_settings',
        action: 'update',
        _wpnonce: nonce!,
        _wp_http_referer: '/wp-admin/admin.php?page=smuc-settings',
        smuc_server_url: server.origin,
        smuc_site_token: siteToken,
      }),
    });
    expect(saved.status).toBe(302);
    const after = await page('/wp-admin/admin.php?page=smuc-settings');
    expect(after).toContain(`${siteToken.slice(0, 12)}••••••••`);
    // The button's call goes through wp.apiFetch (js/settings.js), signed by its nonce middleware.
    expect(after).toMatch(
      /<script [^>]*wp-includes\/js\/dist\/api-fetch(\.min)?\.js[\s\S]*smuc\/js\/settings\.js/,
    );
    expect(await asset('js/settings.js')).toContain(
      ".apiFetch({ path: '/smuc/v1/test-connection', method: 'POST' })",
    );
    const test = await wp('/wp-json/smuc/v1/test-connection', {
      method: 'POST',
      nonce: apiFetchNonce(after),
    });
    expect(await test.json()).toEqual({ success: true, data: { email: DEMO_EMAIL } });
  });

  it('lists the demo players through the proxy; 401 without nonce, 403 with a bad one', async () => {
    const admin = await page('/wp-admin/admin.php?page=smuc');
    expect(admin).toContain('<smuc-player-list api-base="');
    expect(admin).toContain(`${server.origin}/embed/smuc-elements.js`);
    // The elements' calls carry wp.apiFetch's nonce (js/admin.js, on their smuc-request event).
    const nonce = apiFetchNonce(admin);
    const none = await wp('/wp-json/smuc/v1/proxy/my-streams');
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('rest_forbidden');
    const bad = await wp('/wp-json/smuc/v1/proxy/my-streams', { nonce: 'bad' });
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce');
    const good = await wp('/wp-json/smuc/v1/proxy/my-streams?per_page=100', { nonce: nonce! });
    expect(good.status).toBe(200);
    const body = (await good.json()) as { data: { items: { title: string }[]; total: number } };
    const direct = (await (await server.fetch('/my-streams?per_page=100', { token: siteToken })).json()) as {
      data: { total: number };
    };
    expect(body.data.total).toBe(direct.data.total);
    expect(body.data.items.length).toBeGreaterThan(0);
    // A valid body: the refusal is the token's scope (read players only), whatever validates first.
    const write = await wp('/wp-json/smuc/v1/proxy/stream', {
      method: 'POST',
      nonce: nonce!,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'ad', title: 'From WordPress' }),
    });
    expect(write.status).toBe(403);
    expect((await wp('/wp-json/smuc/v1/proxy/site-tokens', { nonce: nonce! })).status).toBe(404);
  });

  it('opens a player from the list in the editor inside wp-admin, with translatable menu titles', async () => {
    const admin = await page('/wp-admin/admin.php?page=smuc');
    // The list's `smuc-open-player` is routed to the wp-admin editor page (not the element's own address).
    expect(await asset('js/admin.js')).toContain("document.addEventListener('smuc-open-player'");
    const editorUrl = /window\.smucAdmin=\{[^}]*"editorUrl":"([^"]+)"/
      .exec(admin)?.[1]
      ?.replaceAll('\\/', '/');
    expect(editorUrl).toMatch(/\/wp-admin\/admin\.php\?page=smuc-editor&stream=$/);
    const [first] = (
      (await (await server.fetch('/my-streams', { token: siteToken })).json()) as {
        data: { items: { id: number }[] };
      }
    ).data.items;
    const editor = await page(`${new URL(editorUrl!).pathname}${new URL(editorUrl!).search}${first!.id}`);
    expect(editor).toContain(`<smuc-player-editor api-base="`);
    expect(editor).toContain(`stream-id="${first!.id}"`);
    for (const title of ['Players', 'Editor', 'Products', 'Reports', 'Settings'])
      expect(admin, title).toMatch(new RegExp(`>${title}</a>`));
  });

  it('adds the nonce through wp.apiFetch and the elements’ request hook, never by replacing window.fetch', async () => {
    const admin = await page('/wp-admin/admin.php?page=smuc');
    const proxy = /window\.smucAdmin=\{[^}]*"proxy":"([^"]+)"/.exec(admin)?.[1]?.replaceAll('\\/', '/');
    expect(proxy).toBe(`${site.origin}/wp-json/smuc/v1/proxy`);
    // wp-api-fetch (with core's nonce middleware) loads before our admin script, which depends on it.
    expect(admin).toMatch(
      /<script [^>]*wp-includes\/js\/dist\/api-fetch(\.min)?\.js[\s\S]*smuc\/js\/admin\.js/,
    );
    const script = await asset('js/admin.js');
    expect(script).toContain("document.addEventListener('smuc-request'");
    expect(script).toContain("headers.set('X-WP-Nonce', window.wp.apiFetch.nonceMiddleware.nonce)");
    // No global fetch patch in the page or in any of our scripts (the plugin did `window.fetch=function…`).
    for (const text of [admin, script, await asset('js/settings.js')])
      expect(text).not.toMatch(/window\.fetch\s*=/);
  });

  it('renders the shortcode and the block as <smuc-player> with the player script once', async () => {
    const { token } = await server.login(DEMO_EMAIL);
    const list = (await (await server.fetch('/my-streams', { token })).json()) as {
      data: { items: { apikey: string }[] };
    };
    const apikey = list.data.items[0]!.apikey;
    const id = site
      .php(
        `echo wp_insert_post(['post_status'=>'publish','post_type'=>'page','post_title'=>'Live',` +
          `'post_content'=>'[smuc_player id="${apikey}" mode="floating"]<!-- wp:smuc/player {"apikey":"${apikey}"} /-->']);`,
      )
      .trim();
    const html = await page(`/?page_id=${id}`);
    expect(html).toContain(`<smuc-player apikey="${apikey}" floating></smuc-player>`);
    expect(html).toContain(`<smuc-player apikey="${apikey}"></smuc-player>`);
    expect(html.split(`${server.origin}/embed/player.js`).length - 1).toBe(1);
    expect(html).toMatch(/<script type="module" [^>]*player\.js/);
    // Printed by WordPress's script modules (wp_enqueue_script_module), not a rewritten classic tag.
    expect(html).toMatch(/<script type="module" src="[^"]*\/embed\/player\.js" id="smuc-player-js-module"/);
  });

  it('never puts the site token into any page the browser gets', () => {
    expect(pages.length).toBeGreaterThan(3);
    for (const html of pages) expect(html).not.toContain(siteToken);
  });
});
