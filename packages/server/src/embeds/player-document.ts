import { derivePlayerKind, type PlayerConfig, type Stream, toPlayerConfig } from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import { limitationsOf } from '../accounts/plans';
import { findAccount } from '../accounts/repository';
import { viewersNow } from '../analytics/viewers-now';
import { API_PREFIX } from '../api-prefix';
import { publishedCaptions } from '../captions/store';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { fonts, mediaVideos, subscriberForms } from '../db/schema';
import { fontPublicId } from '../fonts/public-id';
import { liveSourceFor } from '../live/source';
import { videoPosterUrl, videoUrl } from '../media/addresses';
import { listFeedItems } from '../products/feed-items';
import { toFeedItem } from '../products/serialize';
import { streamMediaFor } from '../streams/media';
import { findStreamByApikey } from '../streams/reads';
import type { StreamRow } from '../streams/row';
import { toStream, vodDataIdOf } from '../streams/serialize';

/** A stream row that is not deleted, by its public apikey; undefined otherwise. */
export async function findPublicStream(db: Db, apikey: string): Promise<StreamRow | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(apikey)) return undefined;
  return findStreamByApikey(db, apikey);
}

/**
 * The ready uploaded or recorded video of a stream (`vod_data_id`): address, poster address,
 * duration (s) and its published caption tracks (issue 34 §1).
 */
export async function streamVideo(db: Db, row: StreamRow, publicUrl: string) {
  const id = vodDataIdOf(row);
  if (!id) return null;
  const [video] = await db
    .select({ id: mediaVideos.id, duration: mediaVideos.durationSeconds })
    .from(mediaVideos)
    .where(
      and(eq(mediaVideos.id, id), eq(mediaVideos.accountId, row.accountId), eq(mediaVideos.status, 'ready')),
    );
  if (!video) return null;
  return {
    url: videoUrl(publicUrl, video.id),
    poster: videoPosterUrl(publicUrl, video.id),
    duration: video.duration === null ? null : Number(video.duration),
    captions: await publishedCaptions(db, video.id, publicUrl),
  };
}

/**
 * Whether an upload of the stream is still being converted to a format every browser plays
 * (`media_videos.status = 'processing'`, issue 28 §3; the transcoder makes it the stream's video
 * when it is ready). The player document then says `source.processing` while no video is ready.
 */
export async function streamVideoProcessing(db: Db, row: StreamRow): Promise<boolean> {
  const [converting] = await db
    .select({ id: mediaVideos.id })
    .from(mediaVideos)
    .where(
      and(
        eq(mediaVideos.streamId, row.id),
        eq(mediaVideos.accountId, row.accountId),
        eq(mediaVideos.status, 'processing'),
      ),
    )
    .limit(1);
  return converting !== undefined;
}

/** `http(s)://host` → `ws(s)://host`. */
const wsOrigin = (publicUrl: string) => publicUrl.replace(/^http/i, 'ws');

/**
 * The absolute addresses a player posts to (`PlayerConfig.endpoints`); `checkout` only when the
 * player's `payment` is the card provider (issue 14 §2), else null.
 */
export function playerEndpoints(
  publicUrl: string,
  apikey: string,
  payment: string | null = null,
): PlayerConfig['endpoints'] {
  const stream = `${publicUrl}${API_PREFIX}/stream/${encodeURIComponent(apikey)}`;
  return {
    events: `${publicUrl}${API_PREFIX}/events`,
    subscribe: `${stream}/subscribe`,
    realtime: `${wsOrigin(publicUrl)}${API_PREFIX}/realtime`,
    checkout: payment === 'stripe' ? `${stream}/checkout` : null,
  };
}

/** The wire stream of a row with its media resolved against the public origin. */
export async function publicStream(db: Db, row: StreamRow, config: Config): Promise<Stream> {
  return toStream(
    row,
    null,
    config.publicUrl,
    config.rtmpUrl,
    await streamMediaFor(db, row, config.publicUrl),
  );
}

/**
 * The player's Google Analytics code as viewers get it (issue 34 §4): the stored `ga_code` while the
 * account's plan (with staff overrides) allows Google Analytics, else null, so a plan that lost the
 * feature stops the players' GA events at once, without re-saving them. The account is read only
 * for a player that has a code.
 */
async function allowedGaCode(db: Db, row: StreamRow, gaCode: string | null): Promise<string | null> {
  if (gaCode === null) return null;
  const account = await findAccount(db, row.accountId);
  return account && (await limitationsOf(db, account)).googleAnalytics ? gaCode : null;
}

/**
 * Everything a public player document needs, loaded for one stream row, then built by the sdk's
 * pure `toPlayerConfig` (the same function the editor preview uses): the stream with its media,
 * its products, the chosen subscriber form and font of the same account, the uploaded video (or
 * whether one is still being converted, {@link streamVideoProcessing}), the
 * live source for live kinds (`liveSourceFor`; null for every other kind), the viewers now when
 * `show_viewers` is on, the Google Analytics code the plan allows ({@link allowedGaCode}) and the
 * endpoints on `PUBLIC_URL`.
 */
export async function loadPlayerConfig(db: Db, row: StreamRow, config: Config): Promise<PlayerConfig> {
  const stream = await publicStream(db, row, config);
  const now = Date.now();
  const kind = derivePlayerKind(stream, now);
  const formId = stream.subscriber_form_id;
  const fontId = stream.font_id;
  const [items, [form], [font], { video, videoProcessing }, viewers, gaCode] = await Promise.all([
    listFeedItems(db, row.id),
    formId === null
      ? Promise.resolve([])
      : db
          .select()
          .from(subscriberForms)
          .where(and(eq(subscriberForms.id, formId), eq(subscriberForms.accountId, row.accountId))),
    fontId === null
      ? Promise.resolve([])
      : db
          .select()
          .from(fonts)
          .where(and(eq(fonts.id, fontId), eq(fonts.accountId, row.accountId))),
    // Only a player without a ready video asks whether one is being converted (one query less
    // on the document every viewer loads).
    streamVideo(db, row, config.publicUrl).then(async (ready) => ({
      video: ready,
      videoProcessing: ready === null && (await streamVideoProcessing(db, row)),
    })),
    stream.show_viewers ? viewersNow(db, row.id) : Promise.resolve(0),
    allowedGaCode(db, row, stream.ga_code),
  ]);
  const fontBase = font ? `${config.publicUrl}${API_PREFIX}/media/font/${fontPublicId(font)}` : '';
  return toPlayerConfig({
    stream: { ...stream, ga_code: gaCode },
    feed: items.map((item) => toFeedItem(item, stream.currency)),
    form: form
      ? {
          id: form.id,
          tab_label: form.tabLabel,
          title: form.title,
          description: form.description,
          name_enabled: form.nameEnabled,
          name_placeholder: form.namePlaceholder,
          email_placeholder: form.emailPlaceholder,
          phone_enabled: form.phoneEnabled,
          phone_placeholder: form.phonePlaceholder,
          privacy_url: form.privacyUrl,
          cta_label: form.ctaLabel,
        }
      : null,
    font: font
      ? {
          font_family: font.fontFamily,
          path_to_regular: `${fontBase}/regular`,
          path_to_bold: `${fontBase}/bold`,
        }
      : null,
    video,
    videoProcessing,
    live:
      kind === 'live'
        ? liveSourceFor({ apikey: row.apikey, stream_status: row.status, type: row.type })
        : null,
    endpoints: playerEndpoints(config.publicUrl, row.apikey, stream.payment),
    viewerCount: viewers,
    now,
  });
}
