<?php

/**
 * Plugin Name:       SMUC Shoppable Video
 * Description:       Shoppable video players from your SMUC account in wp-admin and on your pages.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.2
 * License:           GPL-2.0-or-later
 * Text Domain:       smuc
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

define('SMUC_PLUGIN_FILE', __FILE__);
define('SMUC_PLUGIN_VERSION', '0.1.0');

require_once __DIR__ . '/includes/class-smuc-settings.php';
require_once __DIR__ . '/includes/class-smuc-api.php';
require_once __DIR__ . '/includes/class-smuc-rest.php';
require_once __DIR__ . '/includes/class-smuc-admin.php';
require_once __DIR__ . '/includes/class-smuc-embed.php';

Smuc_Settings::boot();
Smuc_Rest::boot();
Smuc_Admin::boot();
Smuc_Embed::boot();
