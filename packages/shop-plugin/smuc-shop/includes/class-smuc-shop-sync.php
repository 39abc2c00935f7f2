<?php

declare(strict_types=1);

/**
 * Product sync (issue 16 §4): the "Shop products" page under the SMUC menu picks WooCommerce
 * products (`wc_get_products`) and pushes them into one player's products through our feed-item
 * bulk call (`POST /stream/{id}/feed-item/bulk`: title, link, image, price, sales price, currency,
 * SKU). Each product remembers its feed item per player (post meta `_smuc_feed_items`,
 * `{player id: feed item id}`), and the option `smuc_shop_feed_items` maps feed item ids back to
 * `[product id, player id]` for the front end and the order reports. Saving a synced product in
 * WooCommerce (`woocommerce_update_product`) pushes it again. Fields the shop owner set in our
 * editor (payable, pinned, timings, call to action, order) are kept: the push merges into the
 * stored item.
 */
final class Smuc_Shop_Sync
{
    public const META = '_smuc_feed_items';
    public const MAP = 'smuc_shop_feed_items';
    private const ACTION = 'smuc_shop_sync';
    /** The most products one push sends (our bulk call takes up to 500). */
    private const MAX = 100;

    public static function boot(): void
    {
        add_action('admin_menu', [self::class, 'menu'], 20);
        add_action('admin_post_' . self::ACTION, [self::class, 'submit']);
        add_action('woocommerce_update_product', [self::class, 'productSaved'], 10, 1);
    }

    public static function menu(): void
    {
        add_submenu_page('smuc', __('Shop products', 'smuc-shop'), __('Shop products', 'smuc-shop'), 'manage_woocommerce', 'smuc-shop', [self::class, 'page']);
    }

    /** The players of the connected account (`GET my-streams`), `[id => title]`; empty when unreachable. */
    public static function players(): array
    {
        [$status, $body] = Smuc_Api::call('GET', 'my-streams', null, 'per_page=100');
        $decoded = json_decode($body, true);
        $out = [];
        if ($status === 200 && is_array($decoded)) {
            foreach ($decoded['data']['items'] ?? [] as $player) {
                $out[(int) $player['id']] = (string) $player['title'];
            }
        }
        return $out;
    }

    public static function page(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('Sorry, you are not allowed to access this page.', 'smuc-shop'), 403);
        }
        $players = self::players();
        $products = wc_get_products(['status' => 'publish', 'limit' => self::MAX, 'orderby' => 'title', 'order' => 'ASC']);
        echo '<div class="wrap"><h1>' . esc_html__('Shop products', 'smuc-shop') . '</h1>';
        $result = get_transient('smuc_shop_sync_result_' . get_current_user_id());
        if (is_array($result)) {
            delete_transient('smuc_shop_sync_result_' . get_current_user_id());
            $class = $result['ok'] ? 'notice-success' : 'notice-error';
            echo '<div class="notice ' . esc_attr($class) . '" id="smuc-shop-result"><p>' . esc_html((string) $result['text']) . '</p></div>';
        }
        if ($players === []) {
            echo '<p>' . esc_html__('No players found. Check the connection under SMUC → Settings.', 'smuc-shop') . '</p></div>';
            return;
        }
        echo '<form method="post" action="' . esc_url(admin_url('admin-post.php')) . '">';
        echo '<input type="hidden" name="action" value="' . esc_attr(self::ACTION) . '">';
        wp_nonce_field(self::ACTION);
        echo '<p><label for="smuc-shop-player">' . esc_html__('Player', 'smuc-shop') . '</label> <select id="smuc-shop-player" name="player">';
        foreach ($players as $id => $title) {
            echo '<option value="' . esc_attr((string) $id) . '">' . esc_html($title) . '</option>';
        }
        echo '</select></p><fieldset><legend>' . esc_html__('Products to show in the player', 'smuc-shop') . '</legend>';
        foreach ($products as $product) {
            $id = (int) $product->get_id();
            echo '<p><label><input type="checkbox" name="products[]" value="' . esc_attr((string) $id) . '"> '
                . esc_html($product->get_name()) . ($product->get_sku() !== '' ? ' (' . esc_html($product->get_sku()) . ')' : '')
                . '</label></p>';
        }
        echo '</fieldset>';
        submit_button(__('Push to the player', 'smuc-shop'));
        echo '</form></div>';
    }

    /** The form's POST: capability and nonce checked, then {@see push()}; back to the page with its outcome. */
    public static function submit(): void
    {
        if (!current_user_can('manage_woocommerce')) {
            wp_die(esc_html__('Sorry, you are not allowed to do that.', 'smuc-shop'), 403);
        }
        check_admin_referer(self::ACTION);
        $player = absint($_POST['player'] ?? 0);
        $ids = array_slice(array_map('absint', (array) ($_POST['products'] ?? [])), 0, self::MAX);
        $result = $player > 0 && $ids !== []
            ? self::push($player, $ids)
            : ['ok' => false, 'text' => __('Choose a player and at least one product.', 'smuc-shop')];
        set_transient('smuc_shop_sync_result_' . get_current_user_id(), $result, 60);
        wp_safe_redirect(admin_url('admin.php?page=smuc-shop'));
        exit;
    }

    /** A WooCommerce product as our feed item fields (prices as text in the shop's currency). */
    public static function feedFields(WC_Product $product): array
    {
        $regular = (string) $product->get_regular_price();
        $sale = (string) $product->get_sale_price();
        $price = $regular !== '' ? $regular : (string) $product->get_price();
        $image = $product->get_image_id() ? wp_get_attachment_image_url((int) $product->get_image_id(), 'woocommerce_single') : '';
        $fields = [
            'title' => mb_substr((string) $product->get_name(), 0, 1000),
            'link' => (string) get_permalink($product->get_id()),
            'price' => $price,
            'currency' => strtolower(get_woocommerce_currency()),
            'sku' => $product->get_sku() !== '' ? mb_substr((string) $product->get_sku(), 0, 128) : null,
        ];
        if ($image) {
            $fields['image'] = $image;
        }
        if ($sale !== '' && $product->is_on_sale()) {
            $fields['sales_price'] = $sale;
        }
        return $fields;
    }

    /**
     * Pushes products `$ids` into player `$player` in one bulk call: new ones are created, ones
     * synced before are updated in place (merged into the stored item). Answers `['ok' => bool,
     * 'text' => string]` with our server's first error when it refuses.
     */
    public static function push(int $player, array $ids): array
    {
        [$status, $body] = Smuc_Api::call('GET', 'stream/' . $player . '/feed-items');
        $stored = [];
        $decoded = json_decode($body, true);
        if ($status === 200 && is_array($decoded)) {
            foreach ($decoded['data'] ?? [] as $item) {
                $stored[(int) $item['id']] = $item;
            }
        }
        $rows = [];
        $order = [];
        foreach (wc_get_products(['include' => $ids, 'limit' => self::MAX, 'status' => 'publish']) as $product) {
            $links = (array) get_post_meta($product->get_id(), self::META, true);
            $known = (int) ($links[$player] ?? 0);
            $row = self::feedFields($product);
            if ($known > 0 && isset($stored[$known])) {
                $keep = array_intersect_key($stored[$known], array_flip([
                    'link_open_in', 'description', 'alternate_text', 'quantity', 'cta', 'card_click_tracking',
                    'link_click_tracking', 'payable', 'show_in_feed', 'pinned', 'ordno', 'pinned_from', 'pinned_to',
                    'first_from', 'first_to', 'product_id',
                ]));
                $row = array_merge(array_filter($keep, static fn ($v) => $v !== null), $row, ['id' => $known]);
            }
            $rows[] = $row;
            $order[] = (int) $product->get_id();
        }
        if ($rows === []) {
            return ['ok' => false, 'text' => __('None of these products can be pushed.', 'smuc-shop')];
        }
        [$status, $body] = Smuc_Api::call('POST', 'stream/' . $player . '/feed-item/bulk', (string) wp_json_encode($rows));
        $decoded = json_decode($body, true);
        if ($status !== 200 || !is_array($decoded) || ($decoded['success'] ?? false) !== true) {
            $errors = is_array($decoded) ? (array) ($decoded['errors'] ?? []) : [];
            $first = $errors !== [] ? (string) (array_values($errors)[0][0] ?? '') : '';
            $text = $first !== '' ? $first : (is_array($decoded) ? (string) ($decoded['error'] ?? '') : '');
            /* translators: %s: our server's reason */
            return ['ok' => false, 'text' => sprintf(__('The player did not take the products: %s', 'smuc-shop'), $text !== '' ? $text : (string) $status)];
        }
        // The bulk call answers the player's items; the pushed ones are matched by their link.
        $byLink = [];
        foreach ($decoded['data'] as $item) {
            $byLink[(string) $item['link']] = (int) $item['id'];
        }
        $map = (array) get_option(self::MAP, []);
        foreach ($order as $i => $productId) {
            $feedItem = $byLink[$rows[$i]['link']] ?? 0;
            if ($feedItem <= 0) {
                continue;
            }
            $links = (array) get_post_meta($productId, self::META, true);
            $links = array_filter($links);
            $links[$player] = $feedItem;
            update_post_meta($productId, self::META, $links);
            $map[$feedItem] = [$productId, $player];
        }
        update_option(self::MAP, $map, false);
        /* translators: %d: number of products */
        return ['ok' => true, 'text' => sprintf(_n('%d product is in the player.', '%d products are in the player.', count($rows), 'smuc-shop'), count($rows))];
    }

    /** `woocommerce_update_product`: a synced product is pushed again into every player that has it. */
    public static function productSaved(int $productId): void
    {
        $links = array_filter((array) get_post_meta($productId, self::META, true));
        foreach (array_keys($links) as $player) {
            self::push((int) $player, [$productId]);
        }
    }
}
