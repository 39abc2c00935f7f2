/** Where today falls in a billing period (000 §2 Profile, the billing period bar). */
export interface PeriodProgress {
  /** Whole days from the period's start to now, within 0…`totalDays`. */
  elapsedDays: number;
  /** Whole days of the period (at least 1). */
  totalDays: number;
  /** Days until the renewal (the period's end), rounded up, never below 0. */
  daysLeft: number;
}

const DAY_MS = 86_400_000;

/** Progress through the period `from`…`to` (ISO date-times) at `now` (ms since the epoch). */
export function periodProgress(from: string, to: string, now: number): PeriodProgress {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const totalDays = Math.max(1, Math.round((end - start) / DAY_MS));
  const elapsedDays = Math.min(totalDays, Math.max(0, Math.floor((now - start) / DAY_MS)));
  const daysLeft = Math.max(0, Math.ceil((end - now) / DAY_MS));
  return { elapsedDays, totalDays, daysLeft };
}
