import { z } from 'zod';
import { LANGUAGES } from './values';

/**
 * Caption tracks of a video (issue 34 §1): one WebVTT track per video and language. Every video
 * kind has them (the uploaded video of a playback player, simple video or ad, and each broadcast
 * recording: all are videos with a 32-hex id).
 */

/** The languages a caption track can be in: the product's four (en, hu, de, ar). */
export const CAPTION_LANGUAGES = LANGUAGES;
export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES);
export type CaptionLanguage = z.infer<typeof captionLanguageSchema>;

/** Largest caption file accepted, in bytes of UTF-8 text (a feature film's captions are ~150 kB). */
export const CAPTION_MAX_BYTES = 512 * 1024;
/** Most cues a track may hold (a 3-hour film has ~2,500). */
export const CAPTION_MAX_CUES = 5000;
/** The file endings a caption upload may have: WebVTT, or SubRip (converted to WebVTT). */
export const CAPTION_FILE_TYPES = ['.vtt', '.srt'] as const;

/** `schema.params` of `/media/video/{id}/captions/{language}`. */
export const captionParamsSchema = z.object({ id: z.string(), language: captionLanguageSchema });

/**
 * Body of `PUT /media/video/{id}/captions/{language}` (add or replace the track): the file's name
 * (its ending says the format: `.vtt` or `.srt`) and its text. Limits: {@link CAPTION_MAX_BYTES},
 * {@link CAPTION_MAX_CUES}. `edit: true` says the text is the stored track edited in place (the
 * editor's cue list): the track keeps its source and draft state (a generated draft stays a draft
 * until published, a published track stays published), and there must be a track to edit (404
 * otherwise). Without it a file adds or replaces the track as a published upload.
 */
export const captionUploadSchema = z.object({
  file_name: z.string().min(1).max(255),
  content: z.string().max(CAPTION_MAX_BYTES),
  edit: z.boolean().optional(),
});
export type CaptionUpload = z.infer<typeof captionUploadSchema>;

/**
 * One caption track (`GET /media/video/{id}/captions`): its language, the public WebVTT address,
 * the cue count and size in bytes, where it came from (`upload`, or `generated` by the
 * transcription job) and whether it is a `draft` (generated, not yet shown to viewers).
 */
export const captionTrackSchema = z.object({
  language: captionLanguageSchema,
  url: z.string(),
  cues: z.number().int(),
  bytes: z.number().int(),
  source: z.enum(['upload', 'generated']),
  draft: z.boolean(),
  updated_at: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/**
 * One cue of a track as the cue editor shows it: its identifier (`''` when it has none), start
 * and end as written in the file (WebVTT timestamps, `hh:mm:ss.ttt` or `mm:ss.ttt`), its cue
 * settings after the end time (`''` or e.g. `align:start line:0`) and its text (lines joined
 * with `\n`, WebVTT markup kept).
 */
export const captionCueSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  settings: z.string(),
  text: z.string(),
});
export type CaptionCue = z.infer<typeof captionCueSchema>;

/**
 * `GET /media/video/{id}/captions/{language}` (the owner's, drafts included): the track, its
 * WebVTT text (`vtt`), the part before the first cue (`header`: the `WEBVTT` line and any
 * STYLE/REGION/NOTE blocks, kept when the cue list is saved) and its cues in file order
 * (`cue_list`).
 */
export const captionTextSchema = captionTrackSchema.extend({
  vtt: z.string(),
  header: z.string(),
  cue_list: z.array(captionCueSchema),
});
export type CaptionText = z.infer<typeof captionTextSchema>;

/** `GET /media/video/{id}/captions`: the tracks of a video in language order (en, hu, de, ar). */
export const captionTracksSchema = z.array(captionTrackSchema);

/** A track as the player document lists it (`source.video.captions`): language and address. */
export const playerCaptionSchema = z.object({ language: captionLanguageSchema, url: z.string() });
export type PlayerCaption = z.infer<typeof playerCaptionSchema>;

/**
 * `GET /media/captions/options`: whether this server can generate captions (`generate`: a
 * transcription endpoint, `TRANSCRIBE_URL`, is configured). The editor hides "Generate captions"
 * otherwise.
 */
export const captionOptionsSchema = z.object({ generate: z.boolean() });
export type CaptionOptions = z.infer<typeof captionOptionsSchema>;

/** Body of `POST /media/video/{id}/caption-job`: the language spoken in the video. */
export const captionJobRequestSchema = z.object({ language: captionLanguageSchema });
export type CaptionJobRequest = z.infer<typeof captionJobRequestSchema>;

/**
 * The caption generation of a video (`GET`/`POST /media/video/{id}/caption-job`): the language,
 * where it is (`queued` behind another video's, `running`, `done`: the track is a draft,
 * `failed`), whole percent done (0–100) and, when failed, why (in the request's language).
 */
export const captionJobSchema = z.object({
  language: captionLanguageSchema,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  percent: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type CaptionJob = z.infer<typeof captionJobSchema>;
