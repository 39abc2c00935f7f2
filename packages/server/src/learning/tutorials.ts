import { type Language, type Tutorial, tutorialListSchema } from '@smuc/sdk';
import { z } from 'zod';
// Imported rather than read from disk, so the production bundle (dist/main.js) carries the lists.
import ar from './tutorials.ar.json' with { type: 'json' };
import de from './tutorials.de.json' with { type: 'json' };
import hu from './tutorials.hu.json' with { type: 'json' };
import list from './tutorials.json' with { type: 'json' };

/** A tutorial's words in one language, keyed by its `videoId` (its date and order are the English list's). */
const translationSchema = z.record(
  z.string(),
  z.object({ category: z.string(), title: z.string(), description: z.string() }).strict(),
);

const TRANSLATIONS: Record<Exclude<Language, 'en'>, unknown> = { hu, de, ar };

/**
 * The learning center's tutorials (000 §3 "Tutorial"; 000 §7 static list) in every dashboard
 * language (issue 30): the English list is `tutorials.json` beside this file, written by the team;
 * `tutorials.{hu,de,ar}.json` give each tutorial's category, title and description in that
 * language, keyed by video id. Every list is checked against the sdk's schema.
 * @throws when a list does not fit the schema, or a translation misses a tutorial or names one the
 *   English list does not have (a broken list must fail at start, not show English to a reader).
 */
export function loadTutorials(): Record<Language, Tutorial[]> {
  const english = tutorialListSchema.parse(list);
  const out = { en: english } as Record<Language, Tutorial[]>;
  for (const [language, raw] of Object.entries(TRANSLATIONS) as [Exclude<Language, 'en'>, unknown][]) {
    const words = translationSchema.parse(raw);
    const ids = english.map((t) => t.videoId);
    const missing = ids.filter((id) => !words[id]);
    const extra = Object.keys(words).filter((id) => !ids.includes(id));
    if (missing.length || extra.length)
      throw new Error(
        `tutorials.${language}.json: ${missing.length ? `missing ${missing.join(', ')}` : ''}${extra.length ? ` unknown ${extra.join(', ')}` : ''}`,
      );
    out[language] = tutorialListSchema.parse(english.map((t) => ({ ...t, ...words[t.videoId] })));
  }
  return out;
}
