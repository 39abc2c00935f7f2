import {
  AGENCY_LOGO_BOX,
  AGENCY_LOGO_SIZE_MESSAGE,
  BRANDING_MEDIA_FIELDS,
  IMAGE_FIELD_KINDS,
  type ImageKind,
  invalidFieldImageMessage,
  type Limitations,
  type Media,
  STREAM_IMAGE_FIELDS,
  type StreamImageField,
  type StreamMediaField,
  type StreamMediaIds,
  type StreamUpdate,
} from '@smuc/sdk';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaImages, streams } from '../db/schema';
import { invalid } from '../http/errors';
import { imageUrl } from '../media/addresses';
import type { StreamRow } from './row';

/**
 * Stream media (001 §3; issue 5). The image fields and the photo-ad list are stored in the
 * stream's `settings` jsonb under {@link MEDIA_KEY} as image ids
 * (`{"logo": "<uuid>", …, "photoad_photos": ["<uuid>", …]}`), never as objects, and resolved to
 * `Media` (`{id, url, thumbnail_url, mime, width, height}`) on every read. An id whose image is
 * gone (removed, or never confirmed) reads as `null` / is left out of the list.
 */
export const MEDIA_KEY = 'media';

/** The read side: each image field as `Media | null`, the photos in order. */
export type StreamMediaRead = Record<StreamImageField, Media | null> & { photoad_photos: Media[] };

const MIME_KIND: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** No media at all (a new stream). */
export const EMPTY_MEDIA: StreamMediaRead = {
  logo: null,
  agency_logo: null,
  cover: null,
  cover_portrait: null,
  ad_bg: null,
  ad_featured_image: null,
  photoad_photos: [],
};

/** The stored ids of a row; missing keys are `null` / `[]`. */
export function mediaIdsOf(row: Pick<StreamRow, 'settings'>): StreamMediaIds {
  const raw = (row.settings[MEDIA_KEY] ?? {}) as Partial<Record<string, unknown>>;
  const one = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const out = { photoad_photos: [] as string[] } as StreamMediaIds;
  for (const f of STREAM_IMAGE_FIELDS) out[f] = one(raw[f]);
  out.photoad_photos = Array.isArray(raw.photoad_photos)
    ? raw.photoad_photos.filter((v): v is string => typeof v === 'string' && v.length > 0)
    : [];
  return out;
}

const idsIn = (m: StreamMediaIds) =>
  [...STREAM_IMAGE_FIELDS.map((f) => m[f]), ...m.photoad_photos].filter((v): v is string => v !== null);

type ImageRow = typeof mediaImages.$inferSelect;

/** Confirmed images of the account among `ids`, by id. */
async function confirmedImages(db: Db, accountId: number, ids: string[]): Promise<Map<string, ImageRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mediaImages)
    .where(
      and(
        inArray(mediaImages.id, unique),
        eq(mediaImages.accountId, accountId),
        isNotNull(mediaImages.confirmedAt),
        isNotNull(mediaImages.mime),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

const toMedia = (origin: string, r: ImageRow): Media => ({
  id: r.id,
  url: imageUrl(origin, r.id, 'public'),
  thumbnail_url: imageUrl(origin, r.id, 'thumbnail'),
  mime: r.mime as string,
  width: r.width,
  height: r.height,
});

/**
 * Resolves the media of stream rows of one account in one query: stream id → its
 * {@link StreamMediaRead}. `origin` is `scheme://host[:port]` for the image addresses.
 */
export async function resolveStreamMedia(
  db: Db,
  accountId: number,
  rows: Pick<StreamRow, 'id' | 'settings'>[],
  origin: string,
): Promise<Map<number, StreamMediaRead>> {
  const stored = rows.map((r) => [r.id, mediaIdsOf(r)] as const);
  const images = await confirmedImages(
    db,
    accountId,
    stored.flatMap(([, m]) => idsIn(m)),
  );
  const pick = (id: string | null) => {
    const found = id ? images.get(id) : undefined;
    return found ? toMedia(origin, found) : null;
  };
  const out = new Map<number, StreamMediaRead>();
  for (const [streamId, m] of stored) {
    const read = { ...EMPTY_MEDIA };
    for (const f of STREAM_IMAGE_FIELDS) read[f] = pick(m[f]);
    read.photoad_photos = m.photoad_photos.map(pick).filter((x): x is Media => x !== null);
    out.set(streamId, read);
  }
  return out;
}

/** The media of one stream row (for single reads and the public player document). */
export async function streamMediaFor(db: Db, row: StreamRow, origin: string): Promise<StreamMediaRead> {
  return (await resolveStreamMedia(db, row.accountId, [row], origin)).get(row.id) ?? EMPTY_MEDIA;
}

/** Splits a PUT body into its media ids (only the keys sent) and the settings rest. */
export function splitMediaPatch(patch: StreamUpdate) {
  const { logo, agency_logo, cover, cover_portrait, ad_bg, ad_featured_image, photoad_photos, ...rest } =
    patch;
  const all = { logo, agency_logo, cover, cover_portrait, ad_bg, ad_featured_image, photoad_photos };
  const media: Partial<StreamMediaIds> = {};
  for (const [k, v] of Object.entries(all)) if (v !== undefined) Object.assign(media, { [k]: v });
  return { media, rest };
}

/**
 * Checks the media ids of a PUT (001 §5) and answers the ids to store (the stored ones with the
 * sent ones laid over). Each sent id must be a confirmed image of the account whose type the field
 * takes ({@link IMAGE_FIELD_KINDS}: svg only for the agency logo, which must also fit 32x32 px);
 * else 422 keyed by the field (`photoad_photos.N` for a photo), with the 001 §5 invalid-file text
 * or "The selected image was not found.". Without custom branding (001 §4) logo and covers are
 * stored as `null`, as the editor clears them.
 * @throws HttpError 422
 */
export async function checkMediaPatch(
  db: Db,
  accountId: number,
  stored: StreamMediaIds,
  patch: Partial<StreamMediaIds>,
  limits: Pick<Limitations, 'customBranding'>,
): Promise<StreamMediaIds> {
  const next: StreamMediaIds = { ...stored, ...patch };
  const sent: [string, StreamMediaField, string][] = [];
  for (const f of STREAM_IMAGE_FIELDS) {
    const id = patch[f];
    if (typeof id === 'string') sent.push([f, f, id]);
  }
  for (const [i, id] of (patch.photoad_photos ?? []).entries())
    sent.push([`photoad_photos.${i}`, 'photoad_photos', id]);
  const images = await confirmedImages(
    db,
    accountId,
    sent.map(([, , id]) => id),
  );
  const errors: Record<string, string[]> = {};
  for (const [key, field, id] of sent) {
    const image = images.get(id);
    const kind = image ? MIME_KIND[image.mime ?? ''] : undefined;
    if (!image || !kind) errors[key] = ['The selected image was not found.'];
    else if (!IMAGE_FIELD_KINDS[field].includes(kind)) errors[key] = [invalidFieldImageMessage(field)];
    else if (
      field === 'agency_logo' &&
      kind !== 'svg' &&
      ((image.width ?? 0) > AGENCY_LOGO_BOX.width || (image.height ?? 0) > AGENCY_LOGO_BOX.height)
    )
      errors[key] = [AGENCY_LOGO_SIZE_MESSAGE];
  }
  if (new Set(next.photoad_photos).size !== next.photoad_photos.length)
    errors.photoad_photos = ['The same image cannot be added twice.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (!limits.customBranding) for (const f of BRANDING_MEDIA_FIELDS) next[f] = null;
  return next;
}

/** Stores the media ids of a stream of the account (the whole {@link MEDIA_KEY} object). */
export async function writeStreamMedia(db: Db, accountId: number, streamId: number, ids: StreamMediaIds) {
  await db
    .update(streams)
    .set({ settings: sql`${streams.settings} || ${JSON.stringify({ [MEDIA_KEY]: ids })}::jsonb` })
    .where(and(eq(streams.id, streamId), eq(streams.accountId, accountId)));
}

/** `ids` without `imageId` anywhere; answers the fields that held it. */
export function withoutImage(ids: StreamMediaIds, imageId: string) {
  const next: StreamMediaIds = { ...ids, photoad_photos: ids.photoad_photos.filter((p) => p !== imageId) };
  const cleared: StreamMediaField[] = [];
  for (const f of STREAM_IMAGE_FIELDS)
    if (next[f] === imageId) {
      next[f] = null;
      cleared.push(f);
    }
  if (next.photoad_photos.length !== ids.photoad_photos.length) cleared.push('photoad_photos');
  return { next, cleared };
}

/** Whether any not-deleted stream of the account still names the image (so its files must stay). */
export async function imageInUse(db: Db, accountId: number, imageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: streams.id })
    .from(streams)
    .where(
      and(
        eq(streams.accountId, accountId),
        isNull(streams.deletedAt),
        sql`position(${imageId} in coalesce((${streams.settings} -> ${MEDIA_KEY})::text, '')) > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
