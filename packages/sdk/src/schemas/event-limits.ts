/**
 * Numeric limits of viewer analytics events (issue 6, Analytics), kept free of zod so the player
 * bundle can use them through the tracker without pulling in the schema library.
 */

/** Seconds between two heartbeats while the video plays; a heartbeat reports the seconds watched since the last one. */
export const HEARTBEAT_SECONDS = 15;
/** The largest batch one request may carry. */
export const MAX_EVENTS_PER_BATCH = 500;
