<?php

declare(strict_types=1);

/**
 * Purchase attribution (issue 16 §4): on `woocommerce_thankyou` an order placed by a browser that
 * carries the attribution cookie is reported to our API (`POST /stream/{id}/orders`, site token
 * with `players:manage`) with its lines (feed item id when synced, SKU, product link, quantity,
 * line total), its currency, the player and the viewer's analytics visitor id, so the purchases
 * appear in the player's reports. The order keeps `_smuc_reported` in its meta (order meta API,
 * HPOS-safe): the thank-you page shown again reports nothing more (our server also counts an order
 * id once). The cookie is cleared after the report.
 */
final class Smuc_Shop_Orders
{
    public const REPORTED = '_smuc_reported';

    public static function boot(): void
    {
        add_action('woocommerce_thankyou', [self::class, 'thankyou'], 10, 1);
    }

    /** The player id of an apikey: from the synced products first, else the account's player list. */
    public static function playerOf(string $apikey, array $items): int
    {
        $map = (array) get_option(Smuc_Shop_Sync::MAP, []);
        $cached = (array) get_transient('smuc_shop_players');
        if (!isset($cached[$apikey])) {
            [$status, $body] = Smuc_Api::call('GET', 'my-streams', null, 'per_page=100');
            $decoded = json_decode($body, true);
            if ($status === 200 && is_array($decoded)) {
                foreach ($decoded['data']['items'] ?? [] as $player) {
                    $cached[(string) ($player['apikey'] ?? '')] = (int) $player['id'];
                }
                set_transient('smuc_shop_players', $cached, HOUR_IN_SECONDS);
            }
        }
        if (isset($cached[$apikey])) {
            return (int) $cached[$apikey];
        }
        foreach ($items as $feedItem) {
            if (isset($map[$feedItem])) {
                return (int) $map[$feedItem][1];
            }
        }
        return 0;
    }

    /**
     * The report body of `$order` for player `$player`: `{order_id, currency, visitor_id?, items:
     * [{feed_item_id?, sku?, link, quantity, total}]}`.
     */
    public static function body(WC_Order $order, int $player, ?string $visitor): array
    {
        $items = [];
        foreach ($order->get_items() as $line) {
            $productId = (int) $line->get_product_id();
            $product = $line->get_product();
            $links = array_filter((array) get_post_meta($productId, Smuc_Shop_Sync::META, true));
            $row = [
                'link' => (string) get_permalink($productId),
                'quantity' => max(1, (int) $line->get_quantity()),
                'total' => max(0.0, (float) $line->get_total()),
            ];
            if (isset($links[$player])) {
                $row['feed_item_id'] = (int) $links[$player];
            }
            if ($product && $product->get_sku() !== '') {
                $row['sku'] = (string) $product->get_sku();
            }
            $items[] = $row;
        }
        $body = ['order_id' => (string) $order->get_id(), 'currency' => (string) $order->get_currency(), 'items' => $items];
        if ($visitor !== null) {
            $body['visitor_id'] = $visitor;
        }
        return $body;
    }

    /** `woocommerce_thankyou`: reports the order once when the browser came from a player. */
    public static function thankyou(mixed $orderId): void
    {
        $order = wc_get_order(absint($orderId));
        $attribution = Smuc_Shop_Cart::attribution();
        if (!$order || $attribution === null || $order->get_meta(self::REPORTED) !== '') {
            return;
        }
        $player = self::playerOf($attribution['apikey'], $attribution['items']);
        if ($player <= 0 || count($order->get_items()) === 0) {
            return;
        }
        $body = self::body($order, $player, $attribution['visitor']);
        [$status] = Smuc_Api::call('POST', 'stream/' . $player . '/orders', (string) wp_json_encode($body));
        if ($status === 200) {
            $order->update_meta_data(self::REPORTED, (string) $player);
            $order->save();
            if (!headers_sent()) {
                setcookie(Smuc_Shop_Cart::COOKIE, '', ['expires' => time() - 3600, 'path' => '/', 'samesite' => 'Lax']);
            }
        }
    }
}
