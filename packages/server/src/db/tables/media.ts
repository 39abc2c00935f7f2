/** Images, custom fonts and videos in the media store (issue 5). */
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { streams } from './streams';

/**
 * An image uploaded through the direct-upload flow (001 §7): created by `POST /cloudflare/image`
 * with a one-time `uploadToken`, filled by the multipart POST to that link (`mime` set, token
 * cleared), kept by `POST /cloudflare/image/{id}` (`confirmedAt`). Unconfirmed rows expire.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uploadToken: text('upload_token').unique(),
    /** Sniffed content type once uploaded: image/jpeg, image/png, image/webp or image/svg+xml. */
    mime: text('mime'),
    allowSvg: boolean('allow_svg').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('media_images_account_idx').on(t.accountId, t.createdAt)],
);

/** A custom font of an account (000 §3 Font): regular and bold files in the media store. */
export const fonts = pgTable(
  'fonts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fontFamily: text('font_family').notNull(),
    /** font/ttf or font/otf (of the regular file). */
    mimeType: text('mime_type').notNull(),
    regularKey: text('regular_key').notNull(),
    boldKey: text('bold_key').notNull(),
    regularMime: text('regular_mime').notNull(),
    boldMime: text('bold_mime').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fonts_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A video uploaded with tus (001 §7): `uploading` until the last byte arrives, then `processing`
 * while ffmpeg probes and checks it after the last PATCH was answered (`durationSeconds` null),
 * then `ready` with `durationSeconds` and a poster, `processing` with a duration while it is
 * transcoded (HEVC, ProRes, …), or `failed` with the text it was refused with (`refusal`; issue
 * 35 §3). Stored minutes (000 §3 Monthly stat) are summed from the durations of `ready` videos.
 */
export const mediaVideos = pgTable(
  'media_videos',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id').references(() => streams.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    bytes: numeric('bytes', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('uploading'),
    durationSeconds: numeric('duration_seconds', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    /** The text a `failed` video was refused with (English; the sdk's texts localize it). */
    refusal: text('refusal'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('media_videos_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A caption track of a video (issue 34 §1): one per video and language (en, hu, de, ar), stored
 * as validated WebVTT text (an SRT upload is converted first). Every video kind is a
 * `media_videos` row (uploads of playback players, simple videos and ads, and broadcast
 * recordings), so tracks hang off that row and go with it. `draft` tracks (generated ones not yet
 * published by their owner) stay out of the player document.
 */
export const mediaCaptions = pgTable(
  'media_captions',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => mediaVideos.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** en, hu, de or ar. */
    language: text('language').notNull(),
    /** The WebVTT file as served (UTF-8 text, at most `CAPTION_MAX_BYTES`). */
    vtt: text('vtt').notNull(),
    cues: integer('cues').notNull(),
    bytes: integer('bytes').notNull(),
    /** `upload` (a .vtt or .srt file) or `generated` (the transcription job). */
    source: text('source').$type<'upload' | 'generated'>().notNull().default('upload'),
    draft: boolean('draft').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.language] }),
    index('media_captions_account_idx').on(t.accountId),
  ],
);
