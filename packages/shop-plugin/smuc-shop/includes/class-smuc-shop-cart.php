<?php

declare(strict_types=1);

/**
 * The shop page side (issue 16 §4): on pages with a `<smuc-player>` it loads `assets/shop.js`,
 * which adds the player's products to WooCommerce's cart through the Store API
 * (`POST /wc/store/v1/cart/add-item` with the `wc_store_api` nonce in the `Nonce` header, replaced
 * by each answer's `Nonce` header) and sets the first-party attribution cookie when a viewer
 * clicks a product. The page gets the Store API address, a nonce and the feed item → product map;
 * never the site token.
 */
final class Smuc_Shop_Cart
{
    /** The attribution cookie: `{"k": player apikey, "v": analytics visitor id, "f": [feed item ids]}`. */
    public const COOKIE = 'smuc_attribution';
    /** Days the attribution cookie lives after the last product click. */
    public const DAYS = 30;

    public static function boot(): void
    {
        add_action('wp_footer', [self::class, 'enqueue'], 5);
    }

    /** Loads the shop script in the footer when the page printed a player (our WordPress plugin's `smuc_player_rendered` action). */
    public static function enqueue(): void
    {
        if (!did_action('smuc_player_rendered')) {
            return;
        }
        $map = [];
        foreach ((array) get_option(Smuc_Shop_Sync::MAP, []) as $feedItem => $link) {
            $map[(string) $feedItem] = (int) $link[0];
        }
        wp_enqueue_script('smuc-shop', plugins_url('assets/shop.js', SMUC_SHOP_FILE), [], SMUC_SHOP_VERSION, ['in_footer' => true]);
        wp_add_inline_script('smuc-shop', 'window.smucShop=' . wp_json_encode([
            'addItem' => rest_url('wc/store/v1/cart/add-item'),
            'nonce' => wp_create_nonce('wc_store_api'),
            'products' => (object) $map,
            'cookie' => self::COOKIE,
            'days' => self::DAYS,
            'texts' => [
                'added' => __('Added to your cart.', 'smuc-shop'),
                'failed' => __('This product could not be added to your cart.', 'smuc-shop'),
            ],
        ]) . ';', 'before');
    }

    /**
     * The attribution cookie as sent by the browser: `['apikey' => string, 'visitor' => ?string,
     * 'items' => int[]]`, or null when absent or malformed.
     */
    public static function attribution(): ?array
    {
        $raw = isset($_COOKIE[self::COOKIE]) ? wp_unslash((string) $_COOKIE[self::COOKIE]) : '';
        $value = json_decode(rawurldecode($raw), true);
        if (!is_array($value) || !is_string($value['k'] ?? null) || !preg_match('/^[A-Za-z0-9_-]{1,64}$/', $value['k'])) {
            return null;
        }
        $visitor = is_string($value['v'] ?? null) && preg_match('/^[A-Za-z0-9_-]{8,64}$/', $value['v']) ? $value['v'] : null;
        $items = array_values(array_filter(array_map('absint', (array) ($value['f'] ?? []))));
        return ['apikey' => $value['k'], 'visitor' => $visitor, 'items' => array_slice($items, 0, 50)];
    }
}
