import { describe, expect, it } from 'vitest';
import { cueAtLine, cueSeconds, cueTimestamp, joinCaptionCues, splitCaptionCues } from './caption-cues';

const TRACK = [
  'WEBVTT - film',
  'Kind: captions',
  '',
  'STYLE',
  '::cue { color: yellow }',
  '',
  '1',
  '00:00:00.500 --> 00:00:02.000 align:start line:0',
  'Hello <b>viewers</b>',
  'second line',
  '',
  'NOTE between cues',
  '',
  '00:02.500 --> 00:04.000',
  'Buy now',
  '',
].join('\n');

describe('caption cues (issue 34 §1, the cue editor)', () => {
  it('splits a track into its header and cues as written', () => {
    expect(splitCaptionCues(TRACK)).toEqual({
      header: 'WEBVTT - film\nKind: captions\n\nSTYLE\n::cue { color: yellow }',
      cues: [
        {
          id: '1',
          start: '00:00:00.500',
          end: '00:00:02.000',
          settings: 'align:start line:0',
          text: 'Hello <b>viewers</b>\nsecond line',
        },
        { id: '', start: '00:02.500', end: '00:04.000', settings: '', text: 'Buy now' },
      ],
    });
  });

  it('joins them back (NOTE blocks between cues left out) with the line each cue starts at', () => {
    const { header, cues } = splitCaptionCues(TRACK);
    const { vtt, starts } = joinCaptionCues(header, cues);
    expect(vtt).toBe(TRACK.replace('NOTE between cues\n\n', ''));
    expect(starts).toEqual([7, 12]);
    const lines = vtt.split('\n');
    expect(lines[starts[0]! - 1]).toBe('1');
    expect(lines[starts[1]! - 1]).toBe('00:02.500 --> 00:04.000');
    expect(splitCaptionCues(vtt)).toEqual({ header, cues });
  });

  it('keeps a cue one block: blank lines in its text and line breaks in its id are dropped', () => {
    const { vtt, starts } = joinCaptionCues('WEBVTT', [
      { id: 'a\nb', start: ' 00:01.000', end: '00:02.000 ', settings: '', text: 'one\n\n \ntwo\n' },
      { id: '', start: '00:03.000', end: '00:04.000', settings: '', text: '' },
    ]);
    expect(vtt).toBe('WEBVTT\n\na b\n00:01.000 --> 00:02.000\none\ntwo\n\n00:03.000 --> 00:04.000\n');
    expect(starts).toEqual([3, 8]);
  });

  it('puts a line under its cue, the header lines under none', () => {
    expect([1, 2, 6, 7, 11, 12, 40].map((line) => cueAtLine([7, 12], line))).toEqual([
      -1, -1, -1, 0, 0, 1, 1,
    ]);
  });

  it('reads and writes WebVTT timestamps', () => {
    expect(['00:00:02.500', '01:02.250', '1:00:00.001', '12:00:00.000'].map(cueSeconds)).toEqual([
      2.5, 62.25, 3600.001, 43200,
    ]);
    expect(['2.5', '00:60:00.000', '00:00:02,500', '00:02.5', ''].map(cueSeconds)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([0, 2.5, 62.25, 3600.001, 4.0004, -1].map(cueTimestamp)).toEqual([
      '00:00:00.000',
      '00:00:02.500',
      '00:01:02.250',
      '01:00:00.001',
      '00:00:04.000',
      '00:00:00.000',
    ]);
  });
});
