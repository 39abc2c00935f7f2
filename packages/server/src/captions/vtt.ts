import { CAPTION_MAX_BYTES, CAPTION_MAX_CUES } from '@smuc/sdk';
import webvtt from 'webvtt-parser';
import { invalid } from '../http/errors';

/** Most line errors one refusal lists (the first ones: a broken file usually breaks the same way). */
const MAX_LINE_ERRORS = 5;

/** A caption file read as WebVTT: the text to serve and its cue count. */
export interface ParsedCaptions {
  vtt: string;
  cues: number;
}

/**
 * SubRip → WebVTT, line for line (issue 34 §1): the `WEBVTT` signature and a blank line go on
 * top, the timings' decimal comma becomes a point and `<font>` tags (no WebVTT meaning) are
 * dropped with their text kept; SRT's numeric counters are valid cue ids. Nothing else differs, and keeping the lines in place lets the WebVTT validator's line numbers
 * be given back in the SRT file's own numbering ({@link SRT_LINE_SHIFT}). (The npm SRT libraries
 * looked at, e.g. `subtitle` 4.2.2, fold a broken cue silently into the previous cue's text, so
 * they cannot name the broken line.)
 */
export function srtToVtt(srt: string): string {
  const lines = srt
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line.includes('-->')
        ? line.replace(/(\d{1,2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2')
        : line.replace(/<\/?font\b[^>]*>/gi, ''),
    );
  return `WEBVTT\n\n${lines.join('\n')}`;
}
/** Lines {@link srtToVtt} puts before the SRT file's first line. */
const SRT_LINE_SHIFT = 2;

/**
 * Reads an uploaded caption file (`file_name` ends in `.vtt` or `.srt`; `content` its text) as
 * WebVTT and validates it with the W3C validator's parser (`webvtt-parser`): every problem it
 * reports (a cue without timings, a malformed or backwards timestamp, a missing blank line, …)
 * refuses the file. Limits: {@link CAPTION_MAX_BYTES} bytes of UTF-8, {@link CAPTION_MAX_CUES}
 * cues, at least one cue.
 * @throws 422 `{file: [...]}`: "Caption files must be .vtt or .srt.", the size or cue-count
 *   limit, "The caption file holds no cue.", or up to 5 "Line N: <problem>" texts (N in the
 *   uploaded file's own lines).
 */
export function parseCaptionFile(fileName: string, content: string): ParsedCaptions {
  const ending = /\.(vtt|srt)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!ending) throw invalid({ file: ['Caption files must be .vtt or .srt.'] });
  if (Buffer.byteLength(content, 'utf8') > CAPTION_MAX_BYTES)
    throw invalid({ file: [`A caption file may be at most ${CAPTION_MAX_BYTES / 1024} kB.`] });
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n|\r/g, '\n');
  const vtt = ending === 'srt' ? srtToVtt(text) : text;
  const shift = ending === 'srt' ? SRT_LINE_SHIFT : 0;
  const { cues, errors } = new webvtt.WebVTTParser().parse(vtt);
  if (errors.length > 0)
    throw invalid({
      file: errors
        .slice(0, MAX_LINE_ERRORS)
        .map((e) => `Line ${Math.max(1, e.line - shift)}: ${e.message.replace(/\.$/, '')}.`),
    });
  if (cues.length === 0) throw invalid({ file: ['The caption file holds no cue.'] });
  if (cues.length > CAPTION_MAX_CUES)
    throw invalid({ file: [`A caption track may hold at most ${CAPTION_MAX_CUES} cues.`] });
  return { vtt: vtt.endsWith('\n') ? vtt : `${vtt}\n`, cues: cues.length };
}
