import { readFile, stat } from 'node:fs/promises';
import type { CaptionLanguage } from '@smuc/sdk';

/**
 * The transcription endpoint of "Generate captions" (issue 34 §1), from the environment (README
 * "Settings"): `TRANSCRIBE_URL` (base URL of an OpenAI-compatible API, `…/v1`; unset hides the
 * control), `TRANSCRIBE_API_KEY` (its bearer key, optional), `TRANSCRIBE_MODEL` (default
 * `whisper-1`, a model that answers WebVTT).
 */
export interface TranscribeSettings {
  url: string;
  apiKey: string | undefined;
  model: string;
}

/** Reads {@link TranscribeSettings} from `env` (default `process.env`); null when `TRANSCRIBE_URL` is unset. */
export function loadTranscribeSettings(env: NodeJS.ProcessEnv = process.env): TranscribeSettings | null {
  const url = env.TRANSCRIBE_URL?.trim();
  if (!url) return null;
  return {
    url: url.replace(/\/$/, ''),
    apiKey: env.TRANSCRIBE_API_KEY || undefined,
    model: env.TRANSCRIBE_MODEL || 'whisper-1',
  };
}

/** The largest audio file OpenAI's endpoint takes (25 MB); the audio is ~4 kB a second, so ~100 minutes. */
export const TRANSCRIBE_MAX_BYTES = 25 * 1000 * 1000;

/** Longest wait for the endpoint's answer (a long video takes minutes to transcribe). */
const TRANSCRIBE_TIMEOUT_MS = 10 * 60 * 1000;

/** Why a transcription did not give a track, said to the user (the endpoint's own detail goes to the log). */
export class TranscribeError extends Error {
  constructor(
    readonly userText: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'TranscribeError';
  }
}

/** The general failure text (the detail goes to the server log, never the key). */
export const TRANSCRIBE_FAILED = 'The captions could not be generated. Please try again later.';
/** A video's audio longer than the endpoint takes. */
export const TRANSCRIBE_TOO_LONG =
  'The video is too long to generate captions for (at most about 100 minutes).';

/**
 * Sends the audio file at `audioPath` (an `.m4a`) to `POST {TRANSCRIBE_URL}/audio/transcriptions`
 * the way OpenAI's API takes it: `multipart/form-data` with `file`, `model`, `language` (the
 * ISO-639-1 code of the speech) and `response_format=vtt`; the answer's body is the WebVTT text.
 * @throws TranscribeError when the file is over {@link TRANSCRIBE_MAX_BYTES}, the endpoint answers
 *   an error status or cannot be reached (10 min time-out).
 */
export async function transcribe(
  settings: TranscribeSettings,
  audioPath: string,
  language: CaptionLanguage,
): Promise<string> {
  const { size } = await stat(audioPath);
  if (size > TRANSCRIBE_MAX_BYTES) throw new TranscribeError(TRANSCRIBE_TOO_LONG, `audio is ${size} bytes`);
  const form = new FormData();
  form.append('file', new Blob([await readFile(audioPath)], { type: 'audio/mp4' }), 'audio.m4a');
  form.append('model', settings.model);
  form.append('language', language);
  form.append('response_format', 'vtt');
  let response: Response;
  try {
    response = await fetch(`${settings.url}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      signal: AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranscribeError(TRANSCRIBE_FAILED, `transcription endpoint unreachable: ${String(error)}`);
  }
  const body = await response.text();
  if (!response.ok)
    throw new TranscribeError(
      TRANSCRIBE_FAILED,
      `transcription endpoint ${response.status}: ${body.slice(0, 500)}`,
    );
  return body;
}
