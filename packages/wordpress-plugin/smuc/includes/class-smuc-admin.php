<?php

declare(strict_types=1);

/**
 * wp-admin: the "SMUC" menu with pages that mount our elements (players, editor, products,
 * reports) against the plugin's proxy, and the settings page (`manage_options`).
 */
final class Smuc_Admin
{
    /** Page slug => the element it mounts. */
    private const AREAS = [
        'smuc' => 'smuc-player-list',
        'smuc-editor' => 'smuc-player-editor',
        'smuc-products' => 'smuc-products',
        'smuc-reports' => 'smuc-reports',
    ];

    /** Page slug => its title in the admin language (literal strings, for the translation tools). */
    private static function titles(): array
    {
        return [
            'smuc' => __('Players', 'smuc'),
            'smuc-editor' => __('Editor', 'smuc'),
            'smuc-products' => __('Products', 'smuc'),
            'smuc-reports' => __('Reports', 'smuc'),
        ];
    }

    public static function boot(): void
    {
        add_action('admin_menu', [self::class, 'menu']);
    }

    public static function menu(): void
    {
        add_menu_page(__('SMUC', 'smuc'), __('SMUC', 'smuc'), 'manage_options', 'smuc', [self::class, 'area'], 'dashicons-video-alt3');
        foreach (self::titles() as $slug => $title) {
            add_submenu_page('smuc', esc_html($title), esc_html($title), 'manage_options', $slug, [self::class, 'area']);
        }
        $settings = __('Settings', 'smuc');
        add_submenu_page('smuc', esc_html($settings), esc_html($settings), 'manage_options', 'smuc-settings', [self::class, 'settings']);
    }

    /** The proxy's base address, what our elements take as `api-base`. */
    public static function apiBase(): string
    {
        return rest_url(Smuc_Rest::NS . '/proxy');
    }

    /** Prints one area element of the current page and loads our elements script once. */
    public static function area(): void
    {
        if (!current_user_can('manage_options')) {
            wp_die(esc_html__('Sorry, you are not allowed to access this page.', 'smuc'), 403);
        }
        $page = isset($_GET['page']) ? sanitize_key((string) $_GET['page']) : 'smuc';
        $page = isset(self::AREAS[$page]) ? $page : 'smuc';
        $tag = self::AREAS[$page];
        $title = self::titles()[$page];
        echo '<div class="wrap"><h1>' . esc_html($title) . '</h1>';
        if (Smuc_Settings::server() === '' || Smuc_Settings::token() === '') {
            $link = admin_url('admin.php?page=smuc-settings');
            echo '<p>' . esc_html__('Connect the plugin first:', 'smuc') . ' <a href="' . esc_url($link) . '">'
                . esc_html__('Settings', 'smuc') . '</a></p></div>';
            return;
        }
        $attrs = 'api-base="' . esc_attr(self::apiBase()) . '" lang="' . esc_attr(substr(get_user_locale(), 0, 2)) . '"';
        if ($tag === 'smuc-player-editor') {
            $attrs .= ' stream-id="' . esc_attr((string) absint($_GET['stream'] ?? 0)) . '"';
        }
        echo '<' . $tag . ' ' . $attrs . '></' . $tag . '></div>'; // phpcs:ignore -- tag from the fixed list above, attributes escaped
        // A player opened from the list opens its editor inside wp-admin (js/admin.js).
        self::enqueueElements($tag === 'smuc-player-list' ? admin_url('admin.php?page=smuc-editor&stream=') : '');
    }

    /**
     * Our elements script (a module from our server) and js/admin.js, which gives the elements'
     * calls to this site's proxy the REST nonce of `wp.apiFetch`'s nonce middleware (through the
     * elements' `smuc-request` event, so no global `fetch` is replaced) and routes
     * `smuc-open-player` to `$editorUrl` + the player's id when given.
     *
     * The elements stay a classic-registered script printed as a module (`moduleTag`):
     * `wp_enqueue_script_module` prints nothing on admin pages in WordPress 6.5 (WP_Script_Modules
     * hooks only `wp_head`/`wp_footer`; admin pages came in 6.7), and "Requires at least" is 6.5.
     */
    public static function enqueueElements(string $editorUrl = ''): void
    {
        wp_enqueue_script('smuc-elements', Smuc_Settings::server() . '/embed/smuc-elements.js', [], null, ['in_footer' => true]);
        wp_enqueue_script('smuc-admin', plugins_url('js/admin.js', SMUC_PLUGIN_FILE), ['wp-api-fetch'], SMUC_PLUGIN_VERSION, ['in_footer' => true]);
        $config = ['proxy' => self::apiBase(), 'editorUrl' => $editorUrl];
        wp_add_inline_script('smuc-admin', 'window.smucAdmin=' . wp_json_encode($config) . ';', 'before');
        add_filter('script_loader_tag', [self::class, 'moduleTag'], 10, 2);
    }

    public static function moduleTag(string $tag, string $handle): string
    {
        return $handle === 'smuc-elements' ? str_replace('<script ', '<script type="module" ', $tag) : $tag;
    }

    public static function settings(): void
    {
        if (!current_user_can('manage_options')) {
            wp_die(esc_html__('Sorry, you are not allowed to access this page.', 'smuc'), 403);
        }
        $masked = Smuc_Settings::maskedToken();
        ?>
        <div class="wrap">
            <h1><?php esc_html_e('SMUC settings', 'smuc'); ?></h1>
            <?php settings_errors(); ?>
            <form method="post" action="options.php">
                <?php settings_fields(Smuc_Settings::GROUP); ?>
                <table class="form-table" role="presentation">
                    <tr>
                        <th scope="row"><label for="smuc-server"><?php esc_html_e('Server address', 'smuc'); ?></label></th>
                        <td><input id="smuc-server" class="regular-text" type="url" name="<?php echo esc_attr(Smuc_Settings::SERVER); ?>"
                            value="<?php echo esc_attr(Smuc_Settings::server()); ?>" placeholder="https://app.example.com"></td>
                    </tr>
                    <tr>
                        <th scope="row"><label for="smuc-token"><?php esc_html_e('Site token', 'smuc'); ?></label></th>
                        <td><input id="smuc-token" class="regular-text" type="password" autocomplete="off"
                            name="<?php echo esc_attr(Smuc_Settings::TOKEN); ?>" value=""
                            placeholder="<?php echo esc_attr($masked); ?>">
                            <p class="description"><?php esc_html_e('Create one on the Integrations page of your SMUC account. Leave empty to keep the saved token.', 'smuc'); ?></p></td>
                    </tr>
                </table>
                <?php submit_button(); ?>
            </form>
            <p><button type="button" class="button" id="smuc-test"><?php esc_html_e('Test connection', 'smuc'); ?></button>
                <span id="smuc-test-result" role="status"></span></p>
        </div>
        <?php
        wp_enqueue_script('smuc-settings', plugins_url('js/settings.js', SMUC_PLUGIN_FILE), ['wp-api-fetch'], SMUC_PLUGIN_VERSION, ['in_footer' => true]);
        $texts = ['connected' => __('Connected as', 'smuc'), 'notConnected' => __('Not connected', 'smuc')];
        wp_add_inline_script('smuc-settings', 'window.smucSettings=' . wp_json_encode(['texts' => $texts]) . ';', 'before');
    }
}
