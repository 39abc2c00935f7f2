<?php

/**
 * Plugin Name:          SMUC for WooCommerce
 * Description:          Shoppable video for your WooCommerce shop: sync products into SMUC players, add to cart from the player, purchases in SMUC reports.
 * Version:              0.1.0
 * Requires at least:    6.5
 * Requires PHP:         8.2
 * Requires Plugins:     smuc
 * WC requires at least: 8.0
 * License:              GPL-2.0-or-later
 * Text Domain:          smuc-shop
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

define('SMUC_SHOP_FILE', __FILE__);
define('SMUC_SHOP_VERSION', '0.1.0');

require_once __DIR__ . '/includes/class-smuc-shop.php';
require_once __DIR__ . '/includes/class-smuc-shop-sync.php';
require_once __DIR__ . '/includes/class-smuc-shop-cart.php';
require_once __DIR__ . '/includes/class-smuc-shop-orders.php';

Smuc_Shop::boot();
