<?php

declare(strict_types=1);

/**
 * Server-to-server calls to our REST interface (`/smucrestapi/v2`) with the site token as
 * `Authorization: Bearer`. The token never reaches the browser.
 */
final class Smuc_Api
{
    public const PREFIX = '/smucrestapi/v2/';

    /**
     * Calls `$method $path` (below the API prefix) and answers [status, body text, content type];
     * status 0 with a message when the server cannot be reached or is not configured.
     *
     * @return array{0:int,1:string,2:string}
     */
    public static function call(string $method, string $path, ?string $body = null, string $query = ''): array
    {
        $server = Smuc_Settings::server();
        $token = Smuc_Settings::token();
        if ($server === '' || $token === '') {
            return [0, (string) wp_json_encode(['success' => false, 'error' => 'The plugin is not connected.']), 'application/json'];
        }
        $url = $server . self::PREFIX . ltrim($path, '/') . ($query !== '' ? '?' . $query : '');
        $args = [
            'method' => $method,
            'timeout' => 15,
            'headers' => [
                'Authorization' => 'Bearer ' . $token,
                'Accept' => 'application/json',
                'Accept-Language' => substr(get_user_locale(), 0, 2),
            ],
        ];
        if ($body !== null && $body !== '') {
            $args['body'] = $body;
            $args['headers']['Content-Type'] = 'application/json';
        }
        $response = wp_remote_request($url, $args);
        if (is_wp_error($response)) {
            return [0, (string) wp_json_encode(['success' => false, 'error' => 'Our server could not be reached.']), 'application/json'];
        }
        return [
            (int) wp_remote_retrieve_response_code($response),
            (string) wp_remote_retrieve_body($response),
            (string) wp_remote_retrieve_header($response, 'content-type'),
        ];
    }
}
