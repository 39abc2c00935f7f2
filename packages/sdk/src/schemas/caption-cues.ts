import type { CaptionCue } from './captions';

/**
 * A WebVTT track as a list of cues and back (issue 34 §1, the cue editor), both ways in one
 * place so the server's reading and the editor's writing agree line for line.
 *
 * WebVTT (W3C) is blocks separated by blank lines: the first is the `WEBVTT` signature with any
 * header lines; STYLE, REGION and NOTE blocks may come before the first cue; a cue block is an
 * optional identifier line, the timing line (`start --> end [settings]`) and its text lines (a cue
 * text never holds a blank line).
 */

/** The timing line of a cue: start, end and the settings after them. */
const TIMING = /^\s*(\S+)\s+-->\s+(\S+)[ \t]*(.*)$/;

/**
 * Splits a valid WebVTT text (as stored: the validator has accepted it) into `header` (the
 * signature block and the STYLE/REGION/NOTE blocks before the first cue, joined as written) and
 * its cues in file order. NOTE blocks between cues are comments and are left out.
 */
export function splitCaptionCues(vtt: string): { header: string; cues: CaptionCue[] } {
  const blocks = vtt
    .replace(/\r\n|\r/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block !== '');
  const header: string[] = [];
  const cues: CaptionCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => line.includes('-->'));
    const timing = at === 0 || at === 1 ? TIMING.exec(lines[at] as string) : null;
    if (!timing || (header.length === 0 && /^\uFEFF?WEBVTT/.test(block))) {
      if (cues.length === 0) header.push(block);
      continue;
    }
    cues.push({
      id: at === 1 ? (lines[0] as string) : '',
      start: timing[1] as string,
      end: timing[2] as string,
      settings: (timing[3] as string).trim(),
      text: lines.slice(at + 1).join('\n'),
    });
  }
  return { header: header.join('\n\n') || 'WEBVTT', cues };
}

/**
 * The WebVTT text of `header` and `cues` (the inverse of {@link splitCaptionCues}), and the
 * 1-based line each cue's block starts at (`starts[i]`), so a validator's "Line N" can be put
 * under its cue ({@link cueAtLine}). Blank lines inside a cue's text are dropped (they would end
 * the cue); an empty identifier or settings writes nothing.
 */
export function joinCaptionCues(
  header: string,
  cues: readonly CaptionCue[],
): { vtt: string; starts: number[] } {
  const head = header.replace(/\n+$/, '') || 'WEBVTT';
  let line = head.split('\n').length + 2;
  const starts: number[] = [];
  const blocks = cues.map((cue) => {
    const text = cue.text
      .replace(/\r\n|\r/g, '\n')
      .replace(/\n[ \t]*(?=\n)/g, '')
      .replace(/^\n+|\n+$/g, '');
    const id = cue.id.replace(/[\r\n]+/g, ' ').trim();
    const settings = cue.settings.replace(/[\r\n]+/g, ' ').trim();
    const lines = [
      ...(id ? [id] : []),
      `${cue.start.trim()} --> ${cue.end.trim()}${settings ? ` ${settings}` : ''}`,
      ...(text ? text.split('\n') : []),
    ];
    starts.push(line);
    line += lines.length + 1;
    return lines.join('\n');
  });
  return { vtt: `${[head, ...blocks].join('\n\n')}\n`, starts };
}

/** Which cue (index into the cues given to {@link joinCaptionCues}) line `line` is in; -1 for the header. */
export function cueAtLine(starts: readonly number[], line: number): number {
  let found = -1;
  for (const [index, start] of starts.entries()) if (line >= start) found = index;
  return found;
}

/** A WebVTT timestamp (`hh:mm:ss.ttt`, hours optional) in seconds; undefined when it is not one. */
export function cueSeconds(timestamp: string): number | undefined {
  const parts = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(timestamp.trim());
  if (!parts) return undefined;
  const [, hours = '0', minutes, seconds, millis] = parts;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** `seconds` (≥ 0) as a WebVTT timestamp with hours: `00:01:02.500`. */
export function cueTimestamp(seconds: number): string {
  const millis = Math.round(Math.max(0, seconds) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(
    Math.floor(millis / 1000) % 60,
  )}.${pad(millis % 1000, 3)}`;
}
