import type { Tutorial } from '../schemas/tutorial';

/** How long the learning center shows its loading state at least (000 §9), ms. */
export const LEARNING_CENTER_DELAY_MS = 500;

/** A tutorial's date as the learning center shows it: `2026-09-14` → `2026 / 09 / 14` (000 §9). */
export function formatTutorialDate(isoDay: string): string {
  return isoDay.slice(0, 10).split('-').join(' / ');
}

/**
 * The learning center's category tabs after "All tutorials" (000 §2): the distinct categories,
 * sorted in the reader's language (`Intl.Collator`).
 */
export function tutorialCategories(tutorials: readonly Tutorial[], language = 'en'): string[] {
  const collator = new Intl.Collator(language);
  return [...new Set(tutorials.map((t) => t.category))].sort(collator.compare);
}
