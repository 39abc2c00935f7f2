import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTexts } from './all-texts';

/**
 * Issue 17: every Hungarian, German and Arabic text of the dashboard (the elements' catalogues and
 * the host app's), of the viewer player and of the server (the sdk's `texts/`) spelt right, by Debian's hunspell dictionaries (`hunspell-hu`, `hunspell-de-de`,
 * `hunspell-ar`; `scripts/ensure-tools.sh` installs them for `npm test`). `{{variables}}`, HTML
 * tags, URLs, e-mail addresses, commands and formats such as `hh:mm:ss`, and words with digits are
 * not words; brand and technical words are in `spelling-allow.txt`. Latin words inside Arabic texts
 * pass only through the allow-list (an English word left there fails).
 * Without hunspell the test is skipped on a developer's machine and fails under CI or `npm test`.
 */
const DICTIONARIES = { hu: 'hu_HU', de: 'de_DE', ar: 'ar' } as const;
type Lang = keyof typeof DICTIONARIES;
/** Every text of the product per language (`all-texts.ts`). */
const all = { hu: await allTexts('hu'), de: await allTexts('de'), ar: await allTexts('ar') };

/** Hungarian case and derivative endings joined to a foreign word or acronym by a hyphen (AkH 219). */
const HU_SUFFIX =
  /^(t|at|et|ot|öt|nak|nek|val|vel|ként|ba|be|ban|ben|ból|ből|ra|re|ról|ről|hoz|hez|höz|nál|nél|tól|től|ig|ért|on|en|ön|n|os|es|ös|s|ja|je|ja|ji|i|ok|ek|ök|k|ról)$/;

/** The words of a text, hyphenated compounds kept whole, technical tokens removed. */
function words(text: string): string[] {
  const plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\S+:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    // Commands and formats (tutorials:record, hh:mm:ss, óó:pp:mm) and identifiers (pk_live_).
    .replace(/[\p{L}\d]+(?::[\p{L}\d]+)+/gu, ' ')
    .replace(/[\p{L}\d]*_[\p{L}\d_]*/gu, ' ');
  const out: string[] = [];
  for (const raw of plain.match(/[\p{L}\p{M}\p{N}'’.\-‐]+/gu) ?? []) {
    for (const piece of raw.split(/\.(?=\p{L})/u)) {
      const word = piece.replace(/^[.'’\-‐ـ]+|[.'’\-‐ـ]+$/gu, '');
      if (word && !/\d/.test(word)) out.push(word);
    }
  }
  return out;
}

/**
 * The allow-list as one hunspell personal dictionary per language: `word` for every language,
 * `hu: word` for one; `word/model` gives the word the endings and compounding of a dictionary word
 * (`hu: link/cink` accepts "terméklink" and "linkkattintások").
 */
function personalDictionaries(): Record<Lang, string> {
  const lists: Record<Lang, string[]> = { hu: [], de: [], ar: [] };
  const file = readFileSync(new URL('./spelling-allow.txt', import.meta.url), 'utf8');
  for (const line of file.split('\n')) {
    const entry = line.replace(/#.*/, '').trim();
    if (!entry) continue;
    const scoped = /^(hu|de|ar):\s*(.+)$/.exec(entry);
    if (scoped) lists[scoped[1] as Lang].push(scoped[2]!.trim());
    else for (const list of Object.values(lists)) list.push(entry);
  }
  const dir = mkdtempSync(join(tmpdir(), 'smuc-spelling-'));
  const files = {} as Record<Lang, string>;
  for (const lang of Object.keys(lists) as Lang[]) {
    files[lang] = join(dir, `${lang}.dic`);
    writeFileSync(files[lang], `${lists[lang].join('\n')}\n`);
  }
  return files;
}

/** The words hunspell does not know, from one run over all candidates. */
function unknown(lang: Lang, personal: string, candidates: Iterable<string>): Set<string> {
  const run = spawnSync('hunspell', ['-d', DICTIONARIES[lang], '-p', personal, '-l', '-i', 'utf-8'], {
    input: [...candidates].join('\n'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`hunspell -d ${DICTIONARIES[lang]} failed: ${run.stderr}`);
  return new Set(run.stdout.split('\n').filter(Boolean));
}

const hunspell = spawnSync('hunspell', ['-D'], { input: '', encoding: 'utf8' });
const available = !hunspell.error;
const required = Boolean(process.env.CI || process.env.SMUC_REQUIRE_SPELLING);

describe('spelling of the hu, de and ar catalogues (hunspell)', () => {
  if (!available && required) {
    it('has hunspell and its hu_HU, de_DE and ar dictionaries', () => {
      expect.fail('hunspell is missing: apt-get install -y hunspell hunspell-hu hunspell-de-de hunspell-ar');
    });
    return;
  }
  const personal = personalDictionaries();

  for (const lang of ['hu', 'de', 'ar'] as const) {
    it.skipIf(!available)(
      `${lang}: every word is in the ${DICTIONARIES[lang]} dictionary or the allow-list`,
      () => {
        const dictionaries = `${hunspell.stdout}${hunspell.stderr}`;
        expect(dictionaries, `the ${DICTIONARIES[lang]} dictionary`).toMatch(
          new RegExp(`/${DICTIONARIES[lang]}(\\.|\\n|$)`, 'm'),
        );
        const texts = all[lang];
        // Arabic texts: Arabic and Latin runs of a word apart ("وSpace"); the Arabic dictionary
        // knows no Latin word, so one passes only through the allow-list.
        const split = (word: string) =>
          lang === 'ar'
            ? (word.match(/[\p{Script=Arabic}\p{M}]+|[^\p{Script=Arabic}\p{M}]+/gu) ?? [])
            : [word];
        const perText = texts.map(([key, text]) => [key, words(text).flatMap(split)] as const);
        const candidates = new Set<string>();
        for (const [, ws] of perText)
          for (const w of ws) {
            candidates.add(w);
            for (const part of w.split(/[-‐]/)) if (part) candidates.add(part);
          }
        const bad = unknown(lang, personal[lang], candidates);
        const problems: string[] = [];
        for (const [key, ws] of perText)
          for (const w of ws) {
            if (!bad.has(w)) continue;
            const parts = w.split(/[-‐]/).filter(Boolean);
            const ok =
              parts.length > 1 &&
              parts.every((part, i) => !bad.has(part) || (lang === 'hu' && i > 0 && HU_SUFFIX.test(part)));
            if (!ok) problems.push(`${key}: ${w}`);
          }
        expect(problems).toEqual([]);
      },
    );
  }
});
