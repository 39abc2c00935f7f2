<?php

/**
 * Removes the shop plugin's option and the product links it kept when the plugin is deleted in wp-admin.
 */

declare(strict_types=1);

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

delete_option('smuc_shop_feed_items');
delete_metadata('post', 0, '_smuc_feed_items', '', true);
