<?php

/**
 * Server rendering of the `smuc/player` block: the same markup as the shortcode.
 *
 * @var array{apikey?:string,mode?:string} $attributes
 */

declare(strict_types=1);

echo Smuc_Embed::render((string) ($attributes['apikey'] ?? ''), (string) ($attributes['mode'] ?? 'inline')); // phpcs:ignore -- escaped in render()
