<?php

/**
 * Removes the plugin's options when the plugin is deleted in wp-admin.
 */

declare(strict_types=1);

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

delete_option('smuc_server_url');
delete_option('smuc_site_token');
