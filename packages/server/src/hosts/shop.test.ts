import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module of the plugin package (no types)
import { bootWordPress } from '../../../wordpress-plugin/test/site.mjs';
import { DEMO_EMAIL, startTestServer, type TestServer } from '../test/harness';

// The shop plugin (issue 16 §4) in a real WordPress 6.5 booted offline, next to our WordPress
// plugin, with the must-use WooCommerce stand-in (packages/shop-plugin/test/woocommerce-stand-in.php:
// the Store API add-item route, products, orders and the hooks with WooCommerce's shapes and texts).
// Contract-tested: it proves our wiring against those shapes, not WooCommerce's own behaviour.
// Runs when SMUC_WP_CACHE is set (scripts/run-tests.mjs); PHP listens on SMUC_SHOP_WP_PORT.
const cache = process.env.SMUC_WP_CACHE;
const SHOP = new URL('../../../shop-plugin/', import.meta.url).pathname;

interface Site {
  origin: string;
  dir: string;
  php(code: string): string;
  phpAsync(code: string): Promise<string>;
  stop(): void;
}

describe.skipIf(!cache)(
  'shop plugin in a real WordPress with the WooCommerce stand-in',
  { timeout: 120_000 },
  () => {
    let server: TestServer;
    let demo: ApiClient;
    let site: Site;
    let siteToken: string;
    let playerId: number;
    let apikey: string;
    const products: Record<string, number> = {};
    const cookies = new Map<string, string>();
    const pages: string[] = [];

    const wp = async (path: string, init: RequestInit & { cookie?: string } = {}) => {
      const headers = new Headers(init.headers);
      const jar = [...cookies].map(([k, v]) => `${k}=${v}`);
      if (init.cookie) jar.push(init.cookie);
      headers.set('cookie', jar.join('; '));
      const response = await fetch(`${site.origin}${path}`, { ...init, headers, redirect: 'manual' });
      for (const c of response.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, ...v] = pair!.split('=');
        cookies.set(k!, v.join('='));
      }
      return response;
    };
    const page = async (path: string, init: RequestInit & { cookie?: string } = {}) => {
      let response = await wp(path, init);
      const location = response.headers.get('location');
      if ((response.status === 301 || response.status === 302) && location) {
        const next = new URL(location, site.origin);
        response = await wp(next.pathname + next.search, { cookie: init.cookie });
      }
      const text = await response.text();
      pages.push(text);
      return text;
    };
    const feedItems = () => demo.feedItems.list(playerId);

    beforeAll(async () => {
      server = await startTestServer();
      const login = await server.login(DEMO_EMAIL);
      demo = login.client;
      const created = await server.fetch('/site-tokens', {
        method: 'POST',
        token: login.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shop', scopes: ['players:read', 'players:manage'] }),
      });
      siteToken = ((await created.json()) as { data: { token: string } }).data.token;
      const player = await demo.streams.create({ kind: 'ad', title: 'Shop window' });
      playerId = player.id;
      apikey = (await demo.streams.get(playerId)).apikey!;
      site = await bootWordPress({ cache, port: Number(process.env.SMUC_SHOP_WP_PORT ?? 21450) });
      cpSync(join(SHOP, 'smuc-shop'), join(site.dir, 'wp-content/plugins/smuc-shop'), { recursive: true });
      const login2 = await wp('/wp-login.php');
      expect(login2.status).toBe(200);
      const signedIn = await wp('/wp-login.php', {
        method: 'POST',
        body: new URLSearchParams({ log: 'admin', pwd: 'admin-pass-123', testcookie: '1' }),
      });
      expect(signedIn.status).toBe(302);
    }, 180_000);
    afterAll(async () => {
      site?.stop();
      await server?.close();
    });

    it('needs our WordPress plugin, and asks for WooCommerce while it is missing', async () => {
      const refused = await site.phpAsync(
        `$r = activate_plugin('smuc-shop/smuc-shop.php'); echo is_wp_error($r) ? $r->get_error_code() : 'activated';`,
      );
      expect(refused.trim()).toBe('plugin_missing_dependencies');
      site.php(
        `activate_plugin('smuc/smuc.php'); var_dump(activate_plugin('smuc-shop/smuc-shop.php'));` +
          `update_option('smuc_server_url', '${server.origin}'); update_option('smuc_site_token', '${siteToken}');` +
          `update_option('woocommerce_currency', 'EUR');`,
      );
      const admin = await page('/wp-admin/index.php');
      expect(admin).toContain('id="smuc-shop-missing"');
      expect(admin).toContain(
        'SMUC for WooCommerce needs WooCommerce. Please install and activate WooCommerce.',
      );
      expect(admin).not.toContain('page=smuc-shop"');
      mkdirSync(join(site.dir, 'wp-content/mu-plugins'), { recursive: true });
      copyFileSync(
        join(SHOP, 'test/woocommerce-stand-in.php'),
        join(site.dir, 'wp-content/mu-plugins/woocommerce.php'),
      );
      const after = await page('/wp-admin/index.php');
      expect(after).not.toContain('id="smuc-shop-missing"');
      expect(after).toContain('page=smuc-shop');
      const declared = JSON.parse(site.php(`echo wp_json_encode(get_option('smuc_standin_compatibility'));`));
      expect(declared).toEqual({ custom_order_tables: { 'smuc-shop/smuc-shop.php': true } });
    });

    it('pushes picked products into the player and keeps them in sync on product save', async () => {
      for (const [name, props] of Object.entries({
        Scarf: `['name' => 'Scarf', 'sku' => 'SC-1', 'regular_price' => '20.00', 'sale_price' => '15.50']`,
        Hat: `['name' => 'Hat', 'sku' => '', 'regular_price' => '10']`,
        Gloves: `['name' => 'Gloves', 'sku' => 'GL-1', 'regular_price' => '12']`,
      }))
        products[name] = Number(site.php(`echo smuc_standin_save_product(${props});`).trim());
      const form = await page('/wp-admin/admin.php?page=smuc-shop');
      expect(form).toContain(`<option value="${playerId}">Shop window</option>`);
      expect(form).toContain('Scarf (SC-1)');
      const nonce = /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1];
      const body = new URLSearchParams({
        action: 'smuc_shop_sync',
        _wpnonce: nonce!,
        player: String(playerId),
      });
      body.append('products[]', String(products.Scarf));
      body.append('products[]', String(products.Hat));
      const pushed = await wp('/wp-admin/admin-post.php', { method: 'POST', body });
      expect(pushed.status).toBe(302);
      expect(await page('/wp-admin/admin.php?page=smuc-shop')).toContain('2 products are in the player.');
      const items = await feedItems();
      expect(items).toHaveLength(2);
      const scarf = items.find((i) => i.title === 'Scarf')!;
      expect(scarf).toMatchObject({ sku: 'SC-1', price: 20, sales_price: 15.5, currency: 'eur' });
      expect(scarf.link).toBe(`${site.origin}/?product=scarf`);
      expect(items.find((i) => i.title === 'Hat')).toMatchObject({ price: 10, sku: null, sales_price: null });

      // Saved in WooCommerce: the same feed item changes, fields set in our editor stay.
      await demo.feedItems.update(playerId, scarf.id, { ...scarf, cta: 'Get it', pinned: true });
      await site.phpAsync(
        `smuc_standin_save_product(['name' => 'Wool scarf', 'regular_price' => '25', 'sale_price' => ''], ${products.Scarf});`,
      );
      const after = await feedItems();
      expect(after).toHaveLength(2);
      expect(after.find((i) => i.id === scarf.id)).toMatchObject({
        title: 'Wool scarf',
        price: 25,
        sales_price: null,
        cta: 'Get it',
        pinned: true,
      });
      // An unsynced product's save pushes nothing; a refused push says why.
      await site.phpAsync(`smuc_standin_save_product(['regular_price' => '13'], ${products.Gloves});`);
      expect(await feedItems()).toHaveLength(2);
      const refused = await site.phpAsync(
        `update_option('woocommerce_currency', 'USD'); echo wp_json_encode(Smuc_Shop_Sync::push(${playerId}, [${products.Gloves}])); update_option('woocommerce_currency', 'EUR');`,
      );
      expect(JSON.parse(refused)).toMatchObject({ ok: false });
      expect(JSON.parse(refused).text).toMatch(/^The player did not take the products: ./);
    });

    it('adds to the cart through the Store API contract: 401 without Nonce, 403 bad, 201 with a fresh Nonce', async () => {
      const id = site
        .php(
          `echo wp_insert_post(['post_status'=>'publish','post_type'=>'page','post_title'=>'Watch and shop','post_content'=>'[smuc_player id="${apikey}"]']);`,
        )
        .trim();
      const html = await page(`/?page_id=${id}`);
      expect(html).toContain(`<smuc-player apikey="${apikey}"></smuc-player>`);
      expect(html).toMatch(/smuc-shop\/assets\/shop\.js/);
      const config = JSON.parse(/window\.smucShop=(\{.*?\});\n/.exec(html)![1]!) as {
        addItem: string;
        nonce: string;
        products: Record<string, number>;
      };
      const scarfItem = (await feedItems()).find((i) => i.sku === 'SC-1')!;
      expect(config.products[String(scarfItem.id)]).toBe(products.Scarf);
      expect(config.addItem).toBe(`${site.origin}/wp-json/wc/store/v1/cart/add-item`);
      const add = (headers: Record<string, string>) =>
        fetch(config.addItem, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ id: products.Scarf, quantity: 1 }),
        });
      const none = await add({});
      expect(none.status).toBe(401);
      expect(await none.json()).toMatchObject({
        code: 'woocommerce_rest_missing_nonce',
        message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      });
      const bad = await add({ Nonce: 'bad' });
      expect(bad.status).toBe(403);
      expect(await bad.json()).toMatchObject({
        code: 'woocommerce_rest_invalid_nonce',
        message: 'Nonce is invalid.',
      });

      // In Chromium: the page's script answers the player's smuc-add-to-cart with the Store API.
      const { chromium } = await import('@playwright/test');
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      });
      try {
        const tab = await browser.newPage();
        await tab.route(`${server.origin}/**`, (route) => route.abort());
        const sent: string[] = [];
        const answered: string[] = [];
        tab.on('request', (r) => {
          if (r.url().includes('cart/add-item')) sent.push(r.headers().nonce ?? '');
        });
        tab.on('response', async (r) => {
          if (r.url().includes('cart/add-item')) answered.push((await r.allHeaders()).nonce ?? '');
        });
        await tab.goto(`${site.origin}/?page_id=${id}`);
        // In-page code as text: this package's types have no DOM.
        await tab.evaluate("localStorage.setItem('smuc_visitor', 'visitor-browser-01')");
        const pageNonce = await tab.evaluate<string>('window.smucShop.nonce');
        // The shop's synced products are the player's cart products: it shows Add to cart on them.
        expect(
          await tab.evaluate<string>("document.querySelector('smuc-player').getAttribute('cart-products')"),
        ).toBe(Object.keys(config.products).join(' '));
        expect(Object.keys(config.products)).toContain(String(scarfItem.id));
        // Dispatches the player's add-to-cart event as the player does (bubbling out of its shadow
        // root) and answers the shop script's smuc-shop-cart detail plus whether the mini-cart event fired.
        const add = (feedItemId: number) =>
          tab.evaluate<{ ok: boolean; status: number; cart?: { items_count: number }; refreshed: boolean }>(`
            new Promise((resolve) => {
              const player = document.querySelector('smuc-player');
              let refreshed = false;
              document.body.addEventListener('wc-blocks_added_to_cart', () => { refreshed = true; }, { once: true });
              player.addEventListener('smuc-shop-cart', (e) => resolve({ ...e.detail, refreshed }), { once: true });
              player.dispatchEvent(new CustomEvent('smuc-add-to-cart', {
                detail: { productId: ${feedItemId}, product: {} }, bubbles: true, composed: true,
              }));
            })`);
        const first = await add(scarfItem.id);
        expect(first).toMatchObject({ ok: true, status: 201, refreshed: true, cart: { items_count: 1 } });
        const second = await add(scarfItem.id);
        expect(second).toMatchObject({ ok: true, status: 201, cart: { items_count: 2 } });
        expect(sent).toHaveLength(2);
        expect(sent[0]).toBe(pageNonce);
        expect(sent[1]).toBe(answered[0]);
        const attribution = (await tab.context().cookies()).find((c) => c.name === 'smuc_attribution');
        expect(JSON.parse(decodeURIComponent(attribution!.value))).toEqual({
          k: apikey,
          v: 'visitor-browser-01',
          f: [scarfItem.id],
        });
      } finally {
        await browser.close();
      }
    });

    it('reports a thank-you order from a player once, so the purchases appear in the reports', async () => {
      const items = await feedItems();
      const scarf = items.find((i) => i.sku === 'SC-1')!;
      const order = Number(
        site
          .php(
            `echo smuc_standin_create_order('EUR', [[${products.Scarf}, 2, '50.00'], [${products.Hat}, 1, '10.00'], [${products.Gloves}, 1, '13.00']]);`,
          )
          .trim(),
      );
      const before = (await demo.streams.get(playerId)).product_purchases;
      // Without the attribution cookie nothing is reported.
      await page(`/?order-received=${order}`);
      expect((await demo.streams.get(playerId)).product_purchases).toBe(before);
      const cookie = `smuc_attribution=${encodeURIComponent(JSON.stringify({ k: apikey, v: 'visitor-browser-01', f: [scarf.id] }))}`;
      const thanks = await page(`/?order-received=${order}`, { cookie });
      expect(thanks).toContain('Order received');
      expect((await demo.streams.get(playerId)).product_purchases).toBe(before + 2);
      expect(site.php(`echo wc_get_order(${order})->get_meta('_smuc_reported');`).trim()).toBe(
        String(playerId),
      );
      await page(`/?order-received=${order}`, { cookie });
      expect((await demo.streams.get(playerId)).product_purchases).toBe(before + 2);
    });

    it('never puts the site token into any page the browser gets', () => {
      expect(pages.length).toBeGreaterThan(5);
      for (const html of pages) expect(html).not.toContain(siteToken);
    });

    it('uninstall removes what the shop plugin and the WordPress plugin stored', () => {
      site.php(
        `deactivate_plugins(['smuc-shop/smuc-shop.php', 'smuc/smuc.php']); uninstall_plugin('smuc-shop/smuc-shop.php');`,
      );
      site.php(`uninstall_plugin('smuc/smuc.php');`);
      const out = site.php(
        `echo wp_json_encode([get_option('smuc_shop_feed_items', 'gone'), get_post_meta(${products.Scarf}, '_smuc_feed_items', true),` +
          `get_option('smuc_server_url', 'gone'), get_option('smuc_site_token', 'gone')]);`,
      );
      expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual(['gone', '', 'gone', 'gone']);
      expect(existsSync(join(site.dir, 'wp-content/plugins/smuc-shop'))).toBe(true);
    });
  },
);
