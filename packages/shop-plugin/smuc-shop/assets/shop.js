/* SMUC for WooCommerce, the shop page side (no build step). Listens on the document for our
 * player's events (they bubble out of its shadow root):
 * - smuc-product-click / smuc-product-link-click / smuc-add-to-cart: sets the first-party
 *   attribution cookie {k: player apikey, v: analytics visitor id, f: [feed item ids]} for
 *   smucShop.days days, so the order placed later is reported to the player;
 * - smuc-add-to-cart: a product synced from this shop is added through WooCommerce's Store API
 *   (POST add-item {id, quantity}) with the wc_store_api nonce in the Nonce header; each answer's
 *   Nonce header replaces the nonce. Then WooCommerce's mini-cart is told to refresh (the cart
 *   block listens for wc-blocks_added_to_cart, classic themes for wc_fragment_refresh), and a
 *   smuc-shop-cart event {ok, status, cart|error} is dispatched on the player.
 * Every player on the page gets cart-products: the feed items synced from this shop, so the player
 * shows Add to cart on them (payable in the player or not) and sends smuc-add-to-cart. */
(() => {
  const cfg = window.smucShop;
  if (!cfg) return;
  let nonce = cfg.nonce;

  function playerOf(event) {
    const path = event.composedPath ? event.composedPath() : [];
    for (const node of path) {
      if (node.tagName === 'SMUC-PLAYER') return node;
    }
    return null;
  }

  function readAttribution() {
    const match = document.cookie.match(new RegExp(`(?:^|; )${cfg.cookie}=([^;]*)`));
    if (!match) return null;
    try {
      return JSON.parse(decodeURIComponent(match[1]));
    } catch {
      return null;
    }
  }

  function attribute(event) {
    const player = playerOf(event);
    const detail = event.detail || {};
    if (!player || typeof detail.productId !== 'number') return;
    const apikey = player.getAttribute('apikey') || '';
    let visitor = null;
    try {
      visitor = window.localStorage.getItem('smuc_visitor');
    } catch {
      visitor = null;
    }
    const before = readAttribution();
    let items = before && before.k === apikey && Array.isArray(before.f) ? before.f : [];
    if (items.indexOf(detail.productId) === -1) items = items.concat([detail.productId]).slice(-50);
    const value = encodeURIComponent(JSON.stringify({ k: apikey, v: visitor, f: items }));
    // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the PHP side reads on the thank-you page; the Cookie Store API is missing in Firefox and Safari, which shops serve
    document.cookie = `${cfg.cookie}=${value}; path=/; max-age=${cfg.days * 86400}; SameSite=Lax`;
  }

  function tell(player, detail) {
    if (player) player.dispatchEvent(new CustomEvent('smuc-shop-cart', { detail, bubbles: true }));
  }

  function addToCart(event) {
    const detail = event.detail || {};
    const productId = cfg.products[String(detail.productId)];
    if (!productId) return;
    const player = playerOf(event);
    fetch(cfg.addItem, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Nonce: nonce },
      body: JSON.stringify({ id: productId, quantity: 1 }),
    })
      .then((response) => {
        const next = response.headers.get('Nonce');
        if (next) nonce = next;
        return response.json().then((body) => {
          if (!response.ok) {
            tell(player, { ok: false, status: response.status, error: body.message || cfg.texts.failed });
            return;
          }
          document.body.dispatchEvent(new Event('wc-blocks_added_to_cart', { bubbles: true }));
          if (window.jQuery) window.jQuery(document.body).trigger('wc_fragment_refresh');
          tell(player, { ok: true, status: response.status, cart: body, message: cfg.texts.added });
        });
      })
      .catch(() => {
        tell(player, { ok: false, status: 0, error: cfg.texts.failed });
      });
  }

  // The players printed on the page, and those added later (a floating player, a block rendered late).
  const cartProducts = Object.keys(cfg.products).join(' ');
  function markPlayers(root) {
    if (root.tagName === 'SMUC-PLAYER') root.setAttribute('cart-products', cartProducts);
    if (root.querySelectorAll) {
      root.querySelectorAll('smuc-player').forEach((player) => {
        player.setAttribute('cart-products', cartProducts);
      });
    }
  }
  markPlayers(document);
  new window.MutationObserver((changes) => {
    changes.forEach((change) => {
      change.addedNodes.forEach((node) => {
        if (node.nodeType === 1) markPlayers(node);
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });

  ['smuc-product-click', 'smuc-product-link-click', 'smuc-add-to-cart'].forEach((name) => {
    document.addEventListener(name, attribute);
  });
  document.addEventListener('smuc-add-to-cart', addToCart);
})();
