<?php

declare(strict_types=1);

/**
 * The plugin's own REST routes under `smuc/v1`, the only API the browser in wp-admin talks to
 * (cookie + `X-WP-Nonce`): `GET|POST|PUT|DELETE /proxy/<path>` forwards to our API with the site
 * token for the player, product and report paths; `POST /test-connection` checks the settings.
 * Without a nonce WordPress answers 401 `rest_forbidden`, with a bad one 403
 * `rest_cookie_invalid_nonce`.
 */
final class Smuc_Rest
{
    public const NS = 'smuc/v1';

    /** The paths of our API the proxy forwards; everything else is 404 here. */
    private const ALLOWED = '#^(my-streams|streams?|products?|report|user/(me|limitations)|tool/autosuggest)(/|$)#';

    public static function boot(): void
    {
        add_action('rest_api_init', [self::class, 'routes']);
    }

    public static function routes(): void
    {
        register_rest_route(self::NS, '/proxy/(?P<path>[A-Za-z0-9/_-]+)', [
            'methods' => ['GET', 'POST', 'PUT', 'DELETE'],
            'callback' => [self::class, 'proxy'],
            'permission_callback' => [self::class, 'canProxy'],
        ]);
        register_rest_route(self::NS, '/test-connection', [
            'methods' => 'POST',
            'callback' => [self::class, 'testConnection'],
            'permission_callback' => static fn (): bool => current_user_can('manage_options'),
        ]);
    }

    /** Reads need `edit_posts` (the block's player picker); writes need `manage_options`. */
    public static function canProxy(WP_REST_Request $request): bool
    {
        return $request->get_method() === 'GET' ? current_user_can('edit_posts') : current_user_can('manage_options');
    }

    public static function proxy(WP_REST_Request $request): WP_REST_Response
    {
        $path = (string) $request['path'];
        if (!preg_match(self::ALLOWED, $path) || str_contains($path, '..')) {
            return new WP_REST_Response(['success' => false, 'error' => 'Not found.'], 404);
        }
        $query = $request->get_query_params();
        unset($query['_wpnonce'], $query['rest_route']);
        [$status, $body, $type] = Smuc_Api::call(
            $request->get_method(),
            $path,
            $request->get_method() === 'GET' ? null : $request->get_body(),
            http_build_query($query)
        );
        $decoded = json_decode($body, true);
        $response = new WP_REST_Response(
            is_array($decoded) ? $decoded : ['success' => false, 'error' => 'Something went wrong.'],
            $status === 0 ? 502 : $status
        );
        if ($type !== '' && !str_contains($type, 'json')) {
            $response->header('X-Smuc-Upstream-Type', $type);
        }
        return $response;
    }

    /** Answers whether our server accepts the saved token (`GET /user/me`), without echoing it. */
    public static function testConnection(): WP_REST_Response
    {
        [$status, $body] = Smuc_Api::call('GET', 'user/me');
        $decoded = json_decode($body, true);
        if ($status === 200 && is_array($decoded) && ($decoded['success'] ?? false) === true) {
            $email = (string) ($decoded['data']['email'] ?? '');
            return new WP_REST_Response(['success' => true, 'data' => ['email' => $email]], 200);
        }
        $error = is_array($decoded) && isset($decoded['error']) ? (string) $decoded['error'] : 'Something went wrong.';
        return new WP_REST_Response(['success' => false, 'error' => $error, 'status' => $status], 200);
    }
}
