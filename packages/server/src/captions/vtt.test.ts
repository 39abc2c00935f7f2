import { CAPTION_MAX_CUES } from '@smuc/sdk';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { parseCaptionFile, srtToVtt } from './vtt';

/** The `file` messages of the 422 a parse throws. */
function refusal(fileName: string, content: string): string[] {
  try {
    parseCaptionFile(fileName, content);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    return (error as HttpError).extra.errors?.file ?? [];
  }
  throw new Error('the file was accepted');
}

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\n\n00:00:03.000 --> 00:00:04.000\nمرحبا\n';
const SRT =
  '1\r\n00:00:01,000 --> 00:00:02,500\r\nHello\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nWorld\r\n';

describe('caption files (issue 34 §1)', () => {
  it('keeps a valid WebVTT file and counts its cues', () => {
    expect(parseCaptionFile('film.en.VTT', VTT)).toEqual({ vtt: VTT, cues: 2 });
  });

  it('converts SubRip to WebVTT (signature, decimal point, LF)', () => {
    const { vtt, cues } = parseCaptionFile('film.srt', `\uFEFF${SRT}`);
    expect(cues).toBe(2);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nHello\n\n2\n00:00:03.000 --> 00:00:04.000\nWorld\n',
    );
    expect(srtToVtt('1\n00:00:01,000 --> 00:00:02,000\nA, B\n')).toContain('\nA, B\n');
    // SubRip's <font> tags have no WebVTT meaning: dropped, the text kept.
    expect(
      parseCaptionFile('b.srt', '1\n00:00:01,000 --> 00:00:02,000\n<font color="red">Red</font> <i>it</i>\n')
        .vtt,
    ).toContain('\nRed <i>it</i>\n');
  });

  it('names the broken line of a WebVTT file', () => {
    const broken = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:03.000 --> 00:00:4.000\nTwo\n';
    expect(refusal('a.vtt', broken)[0]).toMatch(/^Line 6: /);
    // An arrow typed wrong makes the line a cue id; the validator names the line after it.
    const arrow = 'WEBVTT\n\n00:00:03.000 -> 00:00:04.000\nTwo\n';
    expect(refusal('a.vtt', arrow)[0]).toBe('Line 4: Cue identifier needs to be followed by timestamp.');
  });

  it('names the broken line of an SRT file in its own numbering', () => {
    const broken = '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:04,000 --> 00:00:03,000\nTwo\n';
    expect(refusal('a.srt', broken)).toEqual(['Line 6: End timestamp is not greater than start timestamp.']);
  });

  it('refuses other file types, empty files, and too many cues', () => {
    expect(refusal('a.txt', VTT)).toEqual(['Caption files must be .vtt or .srt.']);
    expect(refusal('a.vtt', 'WEBVTT\n')).toEqual(['The caption file holds no cue.']);
    const cue = (i: number) => {
      const t = (s: number) =>
        `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
      return `${t(i)} --> ${t(i)}.500`.replace('.000.500', '.500');
    };
    const many = `WEBVTT\n\n${Array.from({ length: CAPTION_MAX_CUES + 1 }, (_, i) => `${cue(i)}\nx\n`).join('\n')}`;
    expect(refusal('a.vtt', many)).toEqual([`A caption track may hold at most ${CAPTION_MAX_CUES} cues.`]);
    expect(refusal('a.vtt', `WEBVTT\n\n${'x'.repeat(600 * 1024)}`)).toEqual([
      'A caption file may be at most 512 kB.',
    ]);
  });

  it('refuses a file without the WEBVTT signature', () => {
    expect(refusal('a.vtt', '00:00:01.000 --> 00:00:02.000\nHi\n')[0]).toMatch(/^Line 1: No valid signature/);
  });
});
