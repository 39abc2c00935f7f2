import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { PlayerErrorCode } from './controllers/document';

/** Attribute names of `<smuc-player>` (simple values only; objects are properties). */
export const PLAYER_ATTRIBUTES = {
  apikey: 'apikey',
  apiBase: 'api-base',
  floating: 'floating',
  preview: 'preview',
  clickUrl: 'click-url',
  cartProducts: 'cart-products',
} as const;

/**
 * Reads `cart-products`: feed item ids separated by spaces or commas ("12 15"); anything else is
 * skipped. The page's own cart takes these products (see `SmucPlayer.cartProducts`).
 */
export const productIdList = {
  fromAttribute: (value: string | null): ReadonlySet<number> =>
    new Set(
      (value ?? '')
        .split(/[\s,]+/)
        .filter((v) => /^\d{1,10}$/.test(v))
        .map(Number),
    ),
};

/** The events `<smuc-player>` raises (all bubble and cross the shadow boundary). */
export interface SmucPlayerEventMap {
  'smuc-ready': CustomEvent<{ config: PlayerConfig }>;
  'smuc-play': CustomEvent<{ currentTime: number }>;
  'smuc-pause': CustomEvent<{ currentTime: number }>;
  'smuc-ended': CustomEvent<{ currentTime: number }>;
  'smuc-close': CustomEvent<{ apikey: string }>;
  'smuc-error': CustomEvent<{ code: PlayerErrorCode }>;
}
