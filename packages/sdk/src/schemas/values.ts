/**
 * Value lists of the contract as plain constants, free of zod, for code that needs the values but
 * not the schemas (the browser areas: a page then does not load zod). `common.ts` and `stream.ts`
 * build their enums from these and re-export them.
 */

/** The spec's languages (000 §9); `ar` is right-to-left. */
export const LANGUAGES = ['en', 'hu', 'de', 'ar'] as const;

/** Dashboard and top-product ranges (000 §9). */
export const REPORT_RANGES = ['thismonth', 'last3months', 'lastyear'] as const;

/** The currencies a player can sell in (lower-case ISO 4217; 000 §9). */
export const CURRENCIES = ['usd', 'eur', 'chf', 'huf', 'czk', 'pln', 'gbp'] as const;
/** Currencies the card payment provider accepts with their minimum charge in major units (000 §9). */
export const CURRENCY_MINIMUMS = { usd: 0.5, eur: 0.5, chf: 0.5, huf: 175, czk: 15, pln: 2 } as const;

/** Player-list type filter values (000 §2): the creation kinds plus closed broadcasts. */
export const STREAM_LIST_TYPES = ['ad', 'photo_ad', 'embed', 'live', 'playback', 'closed'] as const;
/** Player-list sort orders (000 §2): latest first, A - Z, most liked, most commented, natural (creation order). */
export const STREAM_SORTS = ['latest', 'az', 'liked', 'commented', 'natural'] as const;

/** Stream type codes (000 §3, 001 §1). */
export const StreamType = { live: 0, playback: 1, embed: 2, photoAd: 4 } as const;
/** Stream status codes (000 §4): waiting 0, live 1, paused 2, closed 3. */
export const StreamStatus = { waiting: 0, live: 1, paused: 2, closed: 3 } as const;
/** Orientation codes (000 §3): portrait 0, landscape 1, custom 2. */
export const Orientation = { portrait: 0, landscape: 1, custom: 2 } as const;
/** IAB display sizes a video or photo ad can take (001 §9), `WIDTHxHEIGHT` in px. */
export const AD_SIZES = ['300x250', '336x280', '300x600', '400x600', '400x900', '640x360'] as const;
export const DEFAULT_AD_SIZE: (typeof AD_SIZES)[number] = '300x600';
/** Floating player frequency values (000 §9). */
export const FREQUENCIES = ['always', 'close', 'hourly', 'daily', 'weekly'] as const;
/** The creation kinds of the type selector and of `/stream/new?type=` (001 §2). */
export const CREATE_KINDS = ['live', 'playback', 'embed', 'ad', 'photo_ad'] as const;

/** The file formats of `GET /report/events` (issue 34 §3): one JSON object per line, or CSV. */
export const EVENT_EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type EventExportFormat = (typeof EVENT_EXPORT_FORMATS)[number];

/** The time zone of every time in the event export: UTC (ISO 8601 with `Z`), as the reports' days. */
export const EVENT_EXPORT_TIME_ZONE = 'UTC';
