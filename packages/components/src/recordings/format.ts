import type { Recording } from '@smuc/sdk';

/**
 * A recording's length as hours, minutes and seconds (001 §9), `H:MM:SS` (e.g. `0:01:05` for 65 s);
 * negative or non-finite input is `0:00:00`.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The ISO-8601 duration for `<time dateTime>` (e.g. `PT65S`). */
export const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds))}S`;

/** A recording's date as day and short month (001 §9), in `language` (e.g. `21 Nov`). */
export function formatRecordingDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** One entry of the modal's working copy: a recording's place and active flag. */
export interface DraftEntry {
  uid: string;
  active: boolean;
}

/** The working copy of a saved list (display order). */
export const draftOf = (list: Recording[]): DraftEntry[] =>
  list.map((r) => ({ uid: r.uid, active: r.active }));

/** Whether the working copy differs from the saved list in order or active flags. */
export function draftChanged(saved: Recording[], draft: DraftEntry[]): boolean {
  if (saved.length !== draft.length) return true;
  return draft.some((d, i) => d.uid !== saved[i]?.uid || d.active !== saved[i]?.active);
}

/**
 * 001 §4 save rule of the recordings modal: enabled only when the stream is closed, every recording
 * is ready and something changed; and (the server's rule too) at least one stays active.
 */
export function canSaveRecordings(closed: boolean, saved: Recording[], draft: DraftEntry[]): boolean {
  return closed && saved.every((r) => r.ready) && draftChanged(saved, draft) && draft.some((d) => d.active);
}

/** The `n` latest recordings, newest first (the editor's preview, 001 §2: 3 latest). */
export const latestRecordings = (list: Recording[], n = 3) =>
  [...list].sort((a, b) => Date.parse(b.created) - Date.parse(a.created)).slice(0, n);
