import { describe, expect, it } from 'vitest';
import { CAPTIONS, captionIn, toVtt } from '../../../../scripts/tutorial-captions.mjs';
import { FLOWS } from '../../../../scripts/tutorial-flows.mjs';
import { productTexts, TUTORIAL_LANGUAGES, translator } from '../../../../scripts/tutorial-texts.mjs';
import { GLOSSARY, type GlossaryLanguage } from '../../../sdk/src/texts/glossary';
import { loadTutorials } from './tutorials';

/**
 * The tutorial recorder's flows and captions in every language (issue 30), without a browser: each
 * flow runs against a page that accepts every call and remembers the names it was asked to find.
 * A flow that looks for a control by an English text, a catalogue key missing in a language or a
 * step without its caption in hu, de or ar fails here, before a recording would. That the controls
 * are really found is the recorder's run (e2e `learning-center.spec.ts` records one in Arabic).
 */

/** Locator methods whose first argument, or `name` option, is a text on the page. */
const BY_TEXT = new Set(['getByLabel', 'getByText', 'getByPlaceholder', 'getByTitle', 'getByAltText']);

/** A page stand-in: every property is callable and chainable, awaiting it gives itself. */
function recordingPage(names: (string | RegExp)[]) {
  const chain = (method?: string): unknown =>
    new Proxy(() => {}, {
      get: (_target, prop) => (prop === 'then' ? undefined : chain(String(prop))),
      apply: (_target, _this, args: unknown[]) => {
        const [first, options] = args as [unknown, { name?: string | RegExp } | undefined];
        if (method && BY_TEXT.has(method) && (typeof first === 'string' || first instanceof RegExp))
          names.push(first);
        if (method === 'getByRole' && options?.name !== undefined) names.push(options.name);
        return chain();
      },
    });
  return chain();
}

/** Runs one flow in `lang`: the captions it shows (in `lang`) and the names it looks for. */
async function dryRun(videoId: string, lang: string) {
  const t = await translator(lang);
  const names: (string | RegExp)[] = [];
  const captions: { english: string; text: string }[] = [];
  await FLOWS[videoId]!({
    page: recordingPage(names),
    t,
    pause: async () => {},
    posterHere: async () => {},
    caption: async (english) => {
      captions.push({ english, text: captionIn(videoId, english, lang) });
    },
  });
  return { names, captions };
}

const tutorials = loadTutorials();
const ids = tutorials.en.map((t) => t.videoId);

describe('tutorial recordings in every language', () => {
  it('has a flow for every tutorial of the list and no other', () => {
    expect(Object.keys(FLOWS).sort()).toEqual([...ids].sort());
    expect(Object.keys(CAPTIONS).sort()).toEqual([...ids].sort());
  });

  for (const lang of TUTORIAL_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang}: every step has its caption and every control is looked for by its ${lang} name`, async () => {
      const english = await productTexts('en');
      const own = new Set((await productTexts(lang)).values());
      // Texts of the English catalogues that this language says differently: a flow looking for
      // one of these would not find it on a page in this language.
      const englishOnly = new Set([...english.values()].filter((text) => !own.has(text)));
      const problems: string[] = [];
      for (const videoId of ids) {
        const { names, captions } = await dryRun(videoId, lang);
        for (const name of names) {
          const words = typeof name === 'string' ? name : name.source.replace(/^\^|\$$/g, '');
          if (englishOnly.has(words)) problems.push(`${videoId} looks for the English “${words}”`);
        }
        expect(captions.length, `${videoId} shows captions`).toBeGreaterThan(1);
        // Every row of the table is a caption the flow shows: none is left over from an old flow.
        expect(captions.map((c) => c.english).sort(), videoId).toEqual(
          Object.keys(CAPTIONS[videoId]!).sort(),
        );
        for (const { english: source, text } of captions) {
          if (text === source) problems.push(`${videoId}: “${source}” is not translated`);
          if (
            /[\p{Script=Latin}]/u.test(text) &&
            lang === 'ar' &&
            /(?<!\u2066)\b[A-Za-z]+\b(?!\u2069)/.test(text)
          )
            problems.push(`${videoId}: a Latin word in “${text}” is not isolated left to right`);
          for (const entry of GLOSSARY) {
            const term = entry.terms[lang as GlossaryLanguage];
            if (!term || term.keys) continue;
            for (const reject of term.reject)
              if (reject.test(text))
                problems.push(`${videoId}: “${text}” says ${reject} (use “${term.use}”)`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('a flow that looks for a control by its English name fails in another language', async () => {
    const english = await productTexts('en');
    const names: (string | RegExp)[] = [];
    const page = recordingPage(names) as { getByLabel(name: string): unknown };
    page.getByLabel(english.get('players.search')!);
    const hu = new Set((await productTexts('hu')).values());
    expect(names).toEqual(['Search players']);
    expect(hu.has('Search players')).toBe(false);
  });

  it('a step without its caption in a language stops the recording', () => {
    expect(() => captionIn('players-list', 'A step nobody translated.', 'de')).toThrow(/no de caption/);
    expect(captionIn('players-list', 'A step nobody translated.', 'en')).toBe('A step nobody translated.');
  });

  it('writes Arabic captions right to left, each cue until the next', () => {
    const vtt = toVtt(
      [
        { at: 1500, text: captionIn('reports', 'Narrow the period and download the table as CSV.', 'ar') },
        { at: 3100, text: 'ب' },
      ],
      5000,
      'ar',
    );
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.500 --> 00:00:03.100',
        '\u200fضيّق الفترة ونزّل الجدول بصيغة \u2066CSV\u2069.',
        '',
        '2',
        '00:00:03.100 --> 00:00:05.000',
        '\u200fب',
        '',
      ].join('\n'),
    );
  });
});
