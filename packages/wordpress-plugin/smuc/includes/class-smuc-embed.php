<?php

declare(strict_types=1);

/**
 * Players on the front end: the shortcode `[smuc_player id="<apikey>" mode="inline|floating"]`
 * and the dynamic block `smuc/player` (server-rendered from the same function). Both print
 * `<smuc-player>` and enqueue our player script once per page as a script module.
 */
final class Smuc_Embed
{
    public static function boot(): void
    {
        add_action('init', [self::class, 'register']);
    }

    public static function register(): void
    {
        add_shortcode('smuc_player', [self::class, 'shortcode']);
        register_block_type(dirname(SMUC_PLUGIN_FILE) . '/blocks/player');
        add_action('enqueue_block_editor_assets', [self::class, 'editorConfig']);
    }

    /** @param array<string,string>|string $atts */
    public static function shortcode(array|string $atts): string
    {
        $atts = shortcode_atts(['id' => '', 'mode' => 'inline'], is_array($atts) ? $atts : [], 'smuc_player');
        return self::render((string) $atts['id'], (string) $atts['mode']);
    }

    /** `<smuc-player apikey>` (with `floating` for the floating mode), or nothing for a bad id. */
    public static function render(string $apikey, string $mode): string
    {
        if (!preg_match('/^[A-Za-z0-9_-]{1,64}$/', $apikey) || Smuc_Settings::server() === '') {
            return '';
        }
        // A script module (WordPress 6.5+ prints it once, `type="module"`, on wp_head for block
        // themes, wp_footer for classic ones). Other plugins (the shop) learn of it by the action.
        wp_enqueue_script_module('smuc-player', Smuc_Settings::server() . '/embed/player.js', [], null);
        do_action('smuc_player_rendered');
        $floating = $mode === 'floating' ? ' floating' : '';
        return '<smuc-player apikey="' . esc_attr($apikey) . '"' . $floating . '></smuc-player>';
    }

    /** The block editor's player picker reads the players through the proxy (never the token). */
    public static function editorConfig(): void
    {
        wp_add_inline_script(
            'smuc-player-editor-script',
            'window.smucBlock=' . wp_json_encode(['proxy' => rest_url(Smuc_Rest::NS . '/proxy')]) . ';',
            'before'
        );
    }
}
