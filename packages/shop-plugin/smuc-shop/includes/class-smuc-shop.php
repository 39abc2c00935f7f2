<?php

declare(strict_types=1);

/**
 * The shop plugin's start: it needs our WordPress plugin (the `Requires Plugins: smuc` header makes
 * WordPress refuse activation without it) and WooCommerce (an admin notice asks for it while it is
 * not active; nothing else runs). Declares compatibility with WooCommerce's order tables (HPOS):
 * orders are read and written through `wc_get_order()` and order meta only.
 */
final class Smuc_Shop
{
    public static function boot(): void
    {
        add_action('before_woocommerce_init', [self::class, 'declareHpos']);
        add_action('plugins_loaded', [self::class, 'start'], 20);
    }

    /** HPOS (`custom_order_tables`) compatibility, declared the way WooCommerce documents it. */
    public static function declareHpos(): void
    {
        if (class_exists(\Automattic\WooCommerce\Utilities\FeaturesUtil::class)) {
            \Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility('custom_order_tables', SMUC_SHOP_FILE, true);
        }
    }

    /** True when WooCommerce and our WordPress plugin are both loaded. */
    public static function ready(): bool
    {
        return class_exists('WooCommerce') && class_exists('Smuc_Api');
    }

    public static function start(): void
    {
        if (!self::ready()) {
            add_action('admin_notices', [self::class, 'missingNotice']);
            return;
        }
        Smuc_Shop_Sync::boot();
        Smuc_Shop_Cart::boot();
        Smuc_Shop_Orders::boot();
    }

    /** The notice shown in wp-admin while WooCommerce (or our WordPress plugin) is not active. */
    public static function missingNotice(): void
    {
        if (!current_user_can('activate_plugins')) {
            return;
        }
        $text = class_exists('WooCommerce')
            ? __('SMUC for WooCommerce needs the SMUC Shoppable Video plugin. Please install and activate it.', 'smuc-shop')
            : __('SMUC for WooCommerce needs WooCommerce. Please install and activate WooCommerce.', 'smuc-shop');
        echo '<div class="notice notice-error" id="smuc-shop-missing"><p>' . esc_html($text) . '</p></div>';
    }
}
