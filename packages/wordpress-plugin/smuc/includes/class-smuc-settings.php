<?php

declare(strict_types=1);

/**
 * The plugin's two options: our server's address and the site token. The token stays in
 * wp_options, is shown masked after saving and is never printed into any page.
 */
final class Smuc_Settings
{
    public const SERVER = 'smuc_server_url';
    public const TOKEN = 'smuc_site_token';
    public const GROUP = 'smuc_settings';

    public static function boot(): void
    {
        // Registered on init (not admin_init) so defaults also hold on the front end and in REST.
        add_action('init', [self::class, 'register']);
    }

    public static function register(): void
    {
        register_setting(self::GROUP, self::SERVER, [
            'type' => 'string',
            'default' => '',
            'sanitize_callback' => [self::class, 'sanitizeServer'],
            'show_in_rest' => false,
        ]);
        register_setting(self::GROUP, self::TOKEN, [
            'type' => 'string',
            'default' => '',
            'sanitize_callback' => [self::class, 'sanitizeToken'],
            'show_in_rest' => false,
        ]);
    }

    /** Keeps an http(s) address without its trailing slash; anything else empties the option. */
    public static function sanitizeServer(mixed $value): string
    {
        $url = esc_url_raw(trim((string) $value), ['http', 'https']);
        return rtrim($url, '/');
    }

    /**
     * An empty field keeps the saved token (the form never shows it); a new value replaces it
     * when it looks like a site token (`smuc_st_` and base64url).
     */
    public static function sanitizeToken(mixed $value): string
    {
        $value = trim((string) $value);
        if ($value === '') {
            return (string) get_option(self::TOKEN, '');
        }
        if (!preg_match('/^smuc_st_[A-Za-z0-9_-]{20,100}$/', $value)) {
            add_settings_error(self::TOKEN, 'smuc_token', __('This does not look like a site token.', 'smuc'));
            return (string) get_option(self::TOKEN, '');
        }
        return $value;
    }

    public static function server(): string
    {
        return (string) get_option(self::SERVER, '');
    }

    public static function token(): string
    {
        return (string) get_option(self::TOKEN, '');
    }

    /** The token as the settings page shows it: its first 12 characters and dots. */
    public static function maskedToken(): string
    {
        $token = self::token();
        return $token === '' ? '' : substr($token, 0, 12) . '••••••••';
    }
}
