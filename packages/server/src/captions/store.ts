import { CAPTION_LANGUAGES, type CaptionLanguage, type CaptionTrack, type PlayerCaption } from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX } from '../api-prefix';
import type { Db } from '../db/client';
import { mediaCaptions, mediaVideos } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * The one door to `media_captions` (issue 34 §1): a video's caption tracks, one per language.
 * Every read and write names the video; the account-scoped ones check the video is the
 * account's first ({@link accountVideo}).
 */

type CaptionRow = typeof mediaCaptions.$inferSelect;

/** 404 text for a language the video has no track in (read, edit, publish or remove). */
export const TRACK_NOT_FOUND = 'The requested caption track was not found.';

/** `…/media/video/{id}/vtt/{language}.vtt` on `origin` (the public WebVTT address). */
export const captionUrl = (origin: string, videoId: string, language: CaptionLanguage) =>
  `${origin}${API_PREFIX}/media/video/${videoId}/vtt/${language}.vtt`;

/** en, hu, de, ar: the order tracks are listed and offered in. */
const byLanguage = (a: { language: string }, b: { language: string }) =>
  CAPTION_LANGUAGES.indexOf(a.language as CaptionLanguage) -
  CAPTION_LANGUAGES.indexOf(b.language as CaptionLanguage);

/** A stored track as the wire shows it (`captionTrackSchema`). */
export function toCaptionTrack(row: CaptionRow, origin: string): CaptionTrack {
  const language = row.language as CaptionLanguage;
  return {
    language,
    url: captionUrl(origin, row.videoId, language),
    cues: row.cues,
    bytes: row.bytes,
    source: row.source,
    draft: row.draft,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The account's video `id` (an upload or a broadcast recording; any status), or 404 "The
 * requested video was not found." for another account's or an unknown id.
 */
export async function accountVideo(db: Db, accountId: number, id: string) {
  const [row] = await db
    .select({ id: mediaVideos.id, accountId: mediaVideos.accountId, status: mediaVideos.status })
    .from(mediaVideos)
    .where(and(eq(mediaVideos.id, id), eq(mediaVideos.accountId, accountId)));
  if (!row) throw notFound('The requested video was not found.');
  return row;
}

/** Every track of a video (drafts too), in language order. */
export async function listCaptions(db: Db, videoId: string): Promise<CaptionRow[]> {
  const rows = await db.select().from(mediaCaptions).where(eq(mediaCaptions.videoId, videoId));
  return rows.sort(byLanguage);
}

/** What {@link putCaption} writes: the validated WebVTT text and its cue count. */
export interface CaptionWrite {
  videoId: string;
  accountId: number;
  language: CaptionLanguage;
  vtt: string;
  cues: number;
  source: 'upload' | 'generated';
  draft: boolean;
}

/** Adds or replaces the track of a language (one statement); answers the stored row. */
export async function putCaption(db: Db, input: CaptionWrite): Promise<CaptionRow> {
  const values = { ...input, bytes: Buffer.byteLength(input.vtt, 'utf8'), updatedAt: new Date() };
  const [row] = await db
    .insert(mediaCaptions)
    .values(values)
    .onConflictDoUpdate({
      target: [mediaCaptions.videoId, mediaCaptions.language],
      set: {
        vtt: values.vtt,
        cues: values.cues,
        bytes: values.bytes,
        source: values.source,
        draft: values.draft,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row as CaptionRow;
}

/**
 * The track of a language, drafts included (the owner's read: check the video is the account's
 * first with {@link accountVideo}); 404 {@link TRACK_NOT_FOUND} without one.
 */
export async function accountCaption(
  db: Db,
  videoId: string,
  language: CaptionLanguage,
): Promise<CaptionRow> {
  const [row] = await db
    .select()
    .from(mediaCaptions)
    .where(and(eq(mediaCaptions.videoId, videoId), eq(mediaCaptions.language, language)));
  if (!row) throw notFound(TRACK_NOT_FOUND);
  return row;
}

/**
 * Replaces the text of a stored track (the cue editor's save), keeping its source and draft
 * state: a generated draft stays a draft until published. One statement; undefined when the
 * video has no track in that language (nothing is written then).
 */
export async function editCaption(
  db: Db,
  videoId: string,
  language: CaptionLanguage,
  vtt: string,
  cues: number,
): Promise<CaptionRow | undefined> {
  const [row] = await db
    .update(mediaCaptions)
    .set({ vtt, cues, bytes: Buffer.byteLength(vtt, 'utf8'), updatedAt: new Date() })
    .where(and(eq(mediaCaptions.videoId, videoId), eq(mediaCaptions.language, language)))
    .returning();
  return row;
}

/** Removes the track of a language; false when there was none. */
export async function deleteCaption(db: Db, videoId: string, language: CaptionLanguage): Promise<boolean> {
  const gone = await db
    .delete(mediaCaptions)
    .where(and(eq(mediaCaptions.videoId, videoId), eq(mediaCaptions.language, language)))
    .returning({ language: mediaCaptions.language });
  return gone.length > 0;
}

/**
 * The WebVTT text of a published track (public, by the video's unguessable id), or undefined:
 * a draft (generated, not yet published) is not served to viewers.
 */
export async function captionText(db: Db, videoId: string, language: CaptionLanguage) {
  const [row] = await db
    .select({ vtt: mediaCaptions.vtt, updatedAt: mediaCaptions.updatedAt })
    .from(mediaCaptions)
    .where(
      and(
        eq(mediaCaptions.videoId, videoId),
        eq(mediaCaptions.language, language),
        eq(mediaCaptions.draft, false),
      ),
    );
  return row;
}

/**
 * Publishes the draft track of a language (draft → false, so viewers get it); a published track
 * stays as it is. Answers the row, or undefined when the video has no track in that language.
 */
export async function publishCaption(
  db: Db,
  videoId: string,
  language: CaptionLanguage,
): Promise<CaptionRow | undefined> {
  const [row] = await db
    .update(mediaCaptions)
    .set({ draft: false })
    .where(and(eq(mediaCaptions.videoId, videoId), eq(mediaCaptions.language, language)))
    .returning();
  return row;
}

/**
 * The tracks viewers get (`source.video.captions` of the player document): the published ones
 * (drafts left out), language order, addresses on `origin`.
 */
export async function publishedCaptions(db: Db, videoId: string, origin: string): Promise<PlayerCaption[]> {
  const rows = await db
    .select({ language: mediaCaptions.language })
    .from(mediaCaptions)
    .where(and(eq(mediaCaptions.videoId, videoId), eq(mediaCaptions.draft, false)));
  return rows.sort(byLanguage).map(({ language }) => ({
    language: language as CaptionLanguage,
    url: captionUrl(origin, videoId, language as CaptionLanguage),
  }));
}

/**
 * The one published track a display banner carries (issue 34 §1): the player's language, else the
 * first in en/hu/de/ar order; undefined without published tracks.
 */
export async function bannerCaption(
  db: Db,
  videoId: string,
  language: string,
): Promise<{ language: CaptionLanguage; vtt: string } | undefined> {
  const rows = await db
    .select({ language: mediaCaptions.language, vtt: mediaCaptions.vtt })
    .from(mediaCaptions)
    .where(and(eq(mediaCaptions.videoId, videoId), eq(mediaCaptions.draft, false)));
  const track = rows.find((row) => row.language === language) ?? rows.sort(byLanguage)[0];
  return track ? { language: track.language as CaptionLanguage, vtt: track.vtt } : undefined;
}
