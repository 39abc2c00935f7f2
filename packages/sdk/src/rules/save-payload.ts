import { type StreamSettings, type StreamUpdate, streamSettingsSchema } from '../schemas/stream';
import { mediaId, STREAM_IMAGE_FIELDS } from './stream-media';

/** Zeroes seconds and milliseconds of an ISO instant (001 §5); `null` stays `null`. */
export function zeroSeconds(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

/** Width or height as sent (001 §5): an integer only when above 0, else `null`. */
export function positiveInt(v: number | string | null | undefined): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  if (n === null || n === undefined || !Number.isFinite(n)) return null;
  const i = Math.trunc(n);
  return i > 0 ? i : null;
}

/** A price typed with a decimal comma or point → a decimal number, `null` when blank or not a number (001 §5). */
export function decimalPrice(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const SETTING_KEYS = Object.keys(streamSettingsSchema.shape) as (keyof StreamSettings)[];

/**
 * The body of `PUT /stream/{id}` from an editor draft (001 §5): only the settable keys (so status,
 * rtmp data, stream urls, vods, keys and counters are never sent), start and end with seconds and
 * ms zeroed, width and height as integers only above 0. Dates are already instants read in the
 * stream's time zone by {@link wallClockToIso}. Media fields go as image ids (`logo: "…"`,
 * `photoad_photos: ["…", …]`); products (prices) go through their own resource.
 */
export function toSavePayload(draft: StreamSettings & Record<string, unknown>): StreamUpdate {
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) if (key in draft) out[key] = draft[key];
  // Media (001 §5): image objects are replaced by their ids, the photo list by its ordered ids;
  // the social-video processing flag is editor state and never sent.
  for (const key of STREAM_IMAGE_FIELDS) if (key in draft) out[key] = mediaId(draft[key]);
  if (draft.photoad_photos) out.photoad_photos = draft.photoad_photos.map((m) => m.id);
  delete out.embed_social_video_processing;
  return {
    ...(out as StreamUpdate),
    start_date: zeroSeconds(draft.start_date),
    end_date: zeroSeconds(draft.end_date),
    width: positiveInt(draft.width),
    height: positiveInt(draft.height),
  };
}
