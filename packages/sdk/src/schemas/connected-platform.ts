import { z } from 'zod';

/** The platforms a stream can be restreamed to (000 §2 "Add platform": Facebook Page, Youtube). */
export const PLATFORM_TYPES = ['facebook', 'youtube'] as const;
export const platformTypeSchema = z.enum(PLATFORM_TYPES);
export type PlatformType = z.infer<typeof platformTypeSchema>;

/**
 * A connected platform (000 §3, 001 §3): `id` is the Facebook Page or YouTube channel id, unique
 * per type. `administrator` false (a page whose `tasks` lack MANAGE) is shown disabled and cannot
 * be picked for restreaming; `inactive` true means its token stopped working (reconnect it).
 * `serviceId` is `<type>:<id>`, the engine's endpoint service id. Tokens are never part of it.
 */
export const connectedPlatformSchema = z.object({
  id: z.string(),
  type: platformTypeSchema,
  name: z.string(),
  image: z.string().nullable(),
  inactive: z.boolean(),
  is_connected: z.boolean(),
  administrator: z.boolean(),
  serviceId: z.string(),
});
export type ConnectedPlatform = z.infer<typeof connectedPlatformSchema>;

/** `POST /connected-platforms/youtube`: the OAuth code of Google's redirect and the redirect address used. */
export const youtubeCodeSchema = z.object({
  code: z.string().min(1).max(2048),
  redirect_uri: z.url().max(2048),
  /** The `state` Google sent back: the one in `consent_url`, sealed by the server for this account. */
  state: z.string().min(1).max(1024),
});
export type YoutubeCode = z.infer<typeof youtubeCodeSchema>;

/**
 * `GET /connected-platforms/setup?redirect_uri`: what the browser needs to start a connection.
 * `facebook` is null when no Facebook app is configured, `youtube` when no Google client is.
 * `youtube.consent_url` is Google's consent page with `access_type=offline` for `redirect_uri`.
 */
export const platformSetupSchema = z.object({
  facebook: z.object({ app_id: z.string(), sdk_url: z.string() }).nullable(),
  youtube: z.object({ consent_url: z.string() }).nullable(),
});
export type PlatformSetup = z.infer<typeof platformSetupSchema>;

/** A restream target of a stream (001 §3 `restreams`: type and id of a connected platform). */
export const restreamTargetSchema = z.object({ type: platformTypeSchema, id: z.string().min(1).max(128) });
export type RestreamTarget = z.infer<typeof restreamTargetSchema>;

/** A restream destination's state while live (issue 15): the editor and the studio show it. */
export const RESTREAM_STATES = ['starting', 'broadcasting', 'reconnecting', 'failed', 'finished'] as const;

/** One destination of a stream's current (or last) broadcast, `reason` when failed or reconnecting. */
export const restreamStatusSchema = z.object({
  type: platformTypeSchema,
  id: z.string(),
  name: z.string(),
  state: z.enum(RESTREAM_STATES),
  reason: z.string().optional(),
});
export type RestreamStatusView = z.infer<typeof restreamStatusSchema>;
