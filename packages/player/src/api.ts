import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { PlayerErrorCode } from './controllers/document';

/** Attribute names of `<smuc-player>` (simple values only; objects are properties). */
export const PLAYER_ATTRIBUTES = {
  apikey: 'apikey',
  apiBase: 'api-base',
  floating: 'floating',
  preview: 'preview',
  clickUrl: 'click-url',
} as const;

/** The events `<smuc-player>` raises (all bubble and cross the shadow boundary). */
export interface SmucPlayerEventMap {
  'smuc-ready': CustomEvent<{ config: PlayerConfig }>;
  'smuc-play': CustomEvent<{ currentTime: number }>;
  'smuc-pause': CustomEvent<{ currentTime: number }>;
  'smuc-ended': CustomEvent<{ currentTime: number }>;
  'smuc-close': CustomEvent<{ apikey: string }>;
  'smuc-error': CustomEvent<{ code: PlayerErrorCode }>;
}
