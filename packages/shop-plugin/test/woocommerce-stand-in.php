<?php

/**
 * Plugin Name: WooCommerce stand-in (tests only)
 * Description: A must-use plugin loaded ONLY in the shop plugin's test site. It is NOT WooCommerce:
 * it reproduces the few WooCommerce surfaces the shop plugin touches, with the shapes, codes and
 * texts of WooCommerce's own source (plugins/woocommerce/src/StoreApi/Routes/V1/AbstractCartRoute.php,
 * CartAddItem.php; WC_Product, WC_Order, wc_get_products, wc_get_order, FeaturesUtil):
 * - `POST /wc/store/v1/cart/add-item {id, quantity, variation}`: no `Nonce` header → 401
 *   `woocommerce_rest_missing_nonce`, a bad one → 403 `woocommerce_rest_invalid_nonce`, an unknown
 *   product → 400 `woocommerce_rest_cart_invalid_product`, else 201 with the cart and the headers
 *   `Nonce`, `Nonce-Timestamp`, `User-ID`, `Cart-Token`; fires `woocommerce_add_to_cart` with its
 *   six arguments;
 * - products as `product` posts with `_price`, `_regular_price`, `_sale_price`, `_sku` meta;
 *   `smuc_standin_save_product()` fires `woocommerce_update_product($id, $product)` as
 *   WooCommerce's data store does;
 * - orders kept in an option (as with HPOS, they are not posts); `/?order-received=<id>` renders a
 *   thank-you page that fires `woocommerce_thankyou($order_id)`;
 * - the `manage_woocommerce` capability for administrators, as WooCommerce's installer adds it;
 * - `before_woocommerce_init` and `FeaturesUtil::declare_compatibility()`, recorded in the option
 *   `smuc_standin_compatibility`.
 */

declare(strict_types=1);

namespace Automattic\WooCommerce\Utilities {
    /** Records feature compatibility declarations as WooCommerce's FeaturesUtil takes them. */
    final class FeaturesUtil
    {
        public static function declare_compatibility(string $feature_id, string $plugin_file, bool $positive_compatibility = true): bool
        {
            $declared = (array) get_option('smuc_standin_compatibility', []);
            $declared[$feature_id][plugin_basename($plugin_file)] = $positive_compatibility;
            update_option('smuc_standin_compatibility', $declared, false);
            return true;
        }
    }
}

namespace {
    /** Stands for WooCommerce's main class (the shop plugin checks `class_exists('WooCommerce')`). */
    final class WooCommerce
    {
        public string $version = '9.4.0';
    }

    function WC(): WooCommerce // phpcs:ignore -- WooCommerce's own function name
    {
        static $wc = null;
        return $wc ??= new WooCommerce();
    }

    function get_woocommerce_currency(): string
    {
        return (string) get_option('woocommerce_currency', 'EUR');
    }

    /** A product post with WooCommerce's price and SKU meta keys. */
    class WC_Product
    {
        public function __construct(private int $id)
        {
        }

        public function get_id(): int
        {
            return $this->id;
        }

        public function get_name(): string
        {
            return get_the_title($this->id);
        }

        public function get_sku(): string
        {
            return (string) get_post_meta($this->id, '_sku', true);
        }

        public function get_price(): string
        {
            return (string) get_post_meta($this->id, '_price', true);
        }

        public function get_regular_price(): string
        {
            return (string) get_post_meta($this->id, '_regular_price', true);
        }

        public function get_sale_price(): string
        {
            return (string) get_post_meta($this->id, '_sale_price', true);
        }

        public function is_on_sale(): bool
        {
            $sale = $this->get_sale_price();
            return $sale !== '' && (float) $sale < (float) $this->get_regular_price();
        }

        public function get_image_id(): int
        {
            return (int) get_post_thumbnail_id($this->id);
        }

        public function is_purchasable(): bool
        {
            return get_post_status($this->id) === 'publish' && $this->get_price() !== '';
        }
    }

    /**
     * `wc_get_products()` with the arguments the shop plugin uses: `status`, `limit` (-1 all),
     * `include`, `orderby`, `order`; answers WC_Product objects.
     */
    function wc_get_products(array $args = []): array
    {
        $query = [
            'post_type' => 'product',
            'post_status' => $args['status'] ?? 'publish',
            'posts_per_page' => (int) ($args['limit'] ?? get_option('posts_per_page')),
            'orderby' => $args['orderby'] ?? 'date',
            'order' => $args['order'] ?? 'DESC',
            'fields' => 'ids',
        ];
        if (isset($args['include'])) {
            $query['post__in'] = array_map('intval', (array) $args['include']);
            if ($query['post__in'] === []) {
                return [];
            }
        }
        return array_map(static fn ($id) => new WC_Product((int) $id), get_posts($query));
    }

    function wc_get_product(mixed $id): WC_Product|false
    {
        return get_post_type((int) $id) === 'product' ? new WC_Product((int) $id) : false;
    }

    /** Creates or updates a product and fires WooCommerce's save actions; answers its id. */
    function smuc_standin_save_product(array $props, int $id = 0): int
    {
        $id = $id > 0 ? $id : (int) wp_insert_post(['post_type' => 'product', 'post_status' => 'publish', 'post_title' => $props['name'] ?? '']);
        if (isset($props['name'])) {
            wp_update_post(['ID' => $id, 'post_title' => $props['name']]);
        }
        foreach (['sku' => '_sku', 'regular_price' => '_regular_price', 'sale_price' => '_sale_price'] as $key => $meta) {
            if (array_key_exists($key, $props)) {
                update_post_meta($id, $meta, (string) $props[$key]);
            }
        }
        $sale = (string) get_post_meta($id, '_sale_price', true);
        update_post_meta($id, '_price', $sale !== '' ? $sale : (string) get_post_meta($id, '_regular_price', true));
        do_action('woocommerce_update_product', $id, new WC_Product($id));
        return $id;
    }

    /** An order line (WC_Order_Item_Product's getters). */
    final class WC_Order_Item_Product
    {
        public function __construct(private array $line)
        {
        }

        public function get_product_id(): int
        {
            return (int) $this->line['product_id'];
        }

        public function get_product(): WC_Product|false
        {
            return wc_get_product($this->line['product_id']);
        }

        public function get_quantity(): int
        {
            return (int) $this->line['quantity'];
        }

        /** The line total after discounts, as WooCommerce answers it (a decimal string). */
        public function get_total(): string
        {
            return (string) $this->line['total'];
        }
    }

    /** An order kept in the option `smuc_standin_orders` (not a post, as with HPOS). */
    final class WC_Order
    {
        public function __construct(private int $id, private array $data)
        {
        }

        public function get_id(): int
        {
            return $this->id;
        }

        public function get_currency(): string
        {
            return (string) $this->data['currency'];
        }

        /** @return WC_Order_Item_Product[] */
        public function get_items(): array
        {
            return array_map(static fn ($l) => new WC_Order_Item_Product($l), $this->data['items']);
        }

        public function get_meta(string $key): mixed
        {
            return $this->data['meta'][$key] ?? '';
        }

        public function update_meta_data(string $key, mixed $value): void
        {
            $this->data['meta'][$key] = $value;
        }

        public function save(): int
        {
            $orders = (array) get_option('smuc_standin_orders', []);
            $orders[$this->id] = $this->data;
            update_option('smuc_standin_orders', $orders, false);
            return $this->id;
        }
    }

    function wc_get_order(mixed $id): WC_Order|false
    {
        $orders = (array) get_option('smuc_standin_orders', []);
        return isset($orders[(int) $id]) ? new WC_Order((int) $id, $orders[(int) $id]) : false;
    }

    /** Test helper: an order of `[[product id, quantity, line total], …]`; answers its id. */
    function smuc_standin_create_order(string $currency, array $lines): int
    {
        $orders = (array) get_option('smuc_standin_orders', []);
        $id = 1000 + count($orders) + 1;
        $items = array_map(static fn ($l) => ['product_id' => $l[0], 'quantity' => $l[1], 'total' => $l[2]], $lines);
        (new WC_Order($id, ['currency' => $currency, 'items' => $items, 'meta' => []]))->save();
        return $id;
    }

    add_action('plugins_loaded', static function (): void {
        do_action('before_woocommerce_init');
    }, 0);

    add_action('init', static function (): void {
        register_post_type('product', ['public' => true, 'label' => 'Products', 'rewrite' => false]);
    });

    // WooCommerce's installer gives administrators its capabilities (WC_Install::create_roles).
    add_filter('user_has_cap', static function (array $allcaps): array {
        if (!empty($allcaps['manage_options'])) {
            $allcaps['manage_woocommerce'] = true;
        }
        return $allcaps;
    });

    /** The cart of the current browser, kept in a transient under the `wc_standin_cart` cookie. */
    function smuc_standin_cart_key(): string
    {
        static $key = null;
        if ($key === null) {
            $cookie = isset($_COOKIE['wc_standin_cart']) ? sanitize_key((string) $_COOKIE['wc_standin_cart']) : '';
            $key = $cookie !== '' ? $cookie : wp_generate_password(20, false);
            if ($cookie === '' && !headers_sent()) {
                setcookie('wc_standin_cart', $key, ['path' => '/', 'samesite' => 'Lax']);
            }
        }
        return $key;
    }

    /** The Store API cart response's main fields (CartSchema): items, items_count, totals. */
    function smuc_standin_cart_response(array $cart): array
    {
        $items = [];
        $count = 0;
        $total = 0.0;
        foreach ($cart as $key => $line) {
            $product = new WC_Product((int) $line['id']);
            $price = (int) round((float) $product->get_price() * 100);
            $items[] = [
                'key' => $key,
                'id' => (int) $line['id'],
                'quantity' => (int) $line['quantity'],
                'name' => $product->get_name(),
                'sku' => $product->get_sku(),
                'prices' => ['price' => (string) $price, 'currency_code' => get_woocommerce_currency(), 'currency_minor_unit' => 2],
            ];
            $count += (int) $line['quantity'];
            $total += $price * (int) $line['quantity'];
        }
        return [
            'items' => $items,
            'items_count' => $count,
            'totals' => ['total_items' => (string) $total, 'total_price' => (string) $total, 'currency_code' => get_woocommerce_currency(), 'currency_minor_unit' => 2],
            'errors' => [],
        ];
    }

    function smuc_standin_error(string $code, string $message, int $status): WP_REST_Response
    {
        return new WP_REST_Response(['code' => $code, 'message' => $message, 'data' => ['status' => $status]], $status);
    }

    /** `POST /wc/store/v1/cart/add-item`, as AbstractCartRoute::get_response() and CartAddItem answer it. */
    function smuc_standin_add_item(WP_REST_Request $request): WP_REST_Response
    {
        $nonce = $request->get_header('Nonce');
        if ($nonce === null) {
            $response = smuc_standin_error('woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 401);
        } elseif (!wp_verify_nonce($nonce, 'wc_store_api')) {
            $response = smuc_standin_error('woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403);
        } else {
            $id = absint($request['id']);
            $quantity = max(1, (int) ($request['quantity'] ?? 1));
            $product = wc_get_product($id);
            if (!$product || !$product->is_purchasable()) {
                $response = smuc_standin_error('woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.', 400);
            } else {
                $cartKey = smuc_standin_cart_key();
                $cart = (array) get_transient('wc_standin_cart_' . $cartKey);
                $itemKey = md5((string) $id);
                $cart[$itemKey] = ['id' => $id, 'quantity' => (int) ($cart[$itemKey]['quantity'] ?? 0) + $quantity];
                set_transient('wc_standin_cart_' . $cartKey, $cart, DAY_IN_SECONDS);
                do_action('woocommerce_add_to_cart', $itemKey, $id, $quantity, 0, [], []);
                $response = new WP_REST_Response(smuc_standin_cart_response($cart), 201);
            }
        }
        $response->header('Nonce', wp_create_nonce('wc_store_api'));
        $response->header('Nonce-Timestamp', (string) time());
        $response->header('User-ID', (string) get_current_user_id());
        $response->header('Cart-Token', 'standin.' . smuc_standin_cart_key());
        return $response;
    }

    add_action('rest_api_init', static function (): void {
        register_rest_route('wc/store/v1', '/cart/add-item', [
            'methods' => 'POST',
            'callback' => 'smuc_standin_add_item',
            'permission_callback' => '__return_true',
        ]);
    });

    /** The order-received page: WooCommerce's checkout template fires `woocommerce_thankyou` with the order id. */
    add_action('template_redirect', static function (): void {
        if (!isset($_GET['order-received'])) {
            return;
        }
        $id = absint($_GET['order-received']);
        echo '<!doctype html><html><body><h1>Order received</h1>';
        do_action('woocommerce_thankyou', $id);
        echo '</body></html>';
        exit;
    });
}
