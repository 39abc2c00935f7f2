// Records the learning center's tutorial videos (000 §2) from real flows of the product, in each
// dashboard language (issue 30): `pnpm tutorials:record [--languages en,hu,de,ar] [--only id,id]
// [--out dir]`. Runs under tsx: the flows find controls by the product's own catalogue texts.
//
// It starts the built product on a fresh, seeded data directory of its own (your data is never
// touched), signs in as the demo account and, for each language (English first, the user's likely
// one, so the first videos appear soon), sets the account's language (`PUT /user/language`) and
// plays every tutorial's flow (scripts/tutorial-flows.mjs) in Debian's Chromium with Playwright's
// recordVideo: the dashboard in that language, a title card in that language, captions from
// scripts/tutorial-captions.mjs. Each tutorial leaves three files per language in the output folder
// (default packages/server/tutorials, the server's TUTORIALS_DIR; build output, not committed):
// English at the top, the others in `{lang}/`, where the server looks for them:
//   {videoId}.webm  the recording (1280x720 VP8, as Playwright writes it), written last
//   {videoId}.jpg   its poster, a frame at the flow's poster mark, 640 px wide
//   {videoId}.vtt   captions in that language: the flow's on-screen captions with their times
// Playwright encodes with its own ffmpeg build, which cannot be downloaded here: Debian's ffmpeg is
// linked where Playwright looks for it. Needs `pnpm build` first (the host app) and chromium + ffmpeg.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadTutorials } from '../packages/server/src/learning/tutorials.ts';
import { captionIn, toVtt } from './tutorial-captions.mjs';
import { FLOWS } from './tutorial-flows.mjs';
import { TUTORIAL_LANGUAGES, translator } from './tutorial-texts.mjs';
import { chromiumLaunchOptions, startProduct } from './wtr-shared.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    languages: { type: 'string', default: TUTORIAL_LANGUAGES.join(',') },
    out: { type: 'string', default: join(root, 'packages/server/tutorials') },
    port: { type: 'string', default: process.env.TUTORIALS_PORT ?? '18400' },
  },
});
const VIEWPORT = { width: 1280, height: 720 };

const lists = loadTutorials();
const tutorials = lists.en;
const missingFlows = tutorials.filter((t) => !FLOWS[t.videoId]).map((t) => t.videoId);
if (missingFlows.length) throw new Error(`no recording flow for: ${missingFlows.join(', ')}`);
const only = args.only ? new Set(args.only.split(',')) : null;
const chosen = tutorials.filter((t) => !only || only.has(t.videoId)).map((t) => t.videoId);
if (only && chosen.length !== only.size) throw new Error(`unknown tutorial id in --only ${args.only}`);
// English first whatever the order asked: the user's likely language, so its videos appear soonest.
const languages = TUTORIAL_LANGUAGES.filter((l) => args.languages.split(',').includes(l));
const unknownLanguages = args.languages.split(',').filter((l) => !TUTORIAL_LANGUAGES.includes(l));
if (unknownLanguages.length || !languages.length) {
  throw new Error(`--languages takes ${TUTORIAL_LANGUAGES.join(', ')}; got ${args.languages}`);
}
/** The browser's locale per language: the shell's first paint and the API's answers match it too. */
const LOCALES = { en: 'en-US', hu: 'hu-HU', de: 'de-DE', ar: 'ar' };
if (!existsSync(join(root, 'packages/host-app/dist/index.html'))) {
  throw new Error('the host app is not built: run `pnpm build` first');
}

/** Playwright's own ffmpeg cannot be fetched here: link Debian's where Playwright looks for it. */
function linkDebianFfmpeg() {
  const require = createRequire(import.meta.url);
  const fromTest = createRequire(require.resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  // browsers.json is not in playwright-core's exports: read it beside its package.json.
  const core = dirname(fromPlaywright.resolve('playwright-core/package.json'));
  const browsers = JSON.parse(readFileSync(join(core, 'browsers.json'), 'utf8'));
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg').revision;
  const dir = join(tmpdir(), 'smuc-playwright-browsers');
  const link = join(dir, `ffmpeg-${revision}`, 'ffmpeg-linux');
  if (!existsSync(link)) {
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync('/usr/bin/ffmpeg', link);
  }
  process.env.PLAYWRIGHT_BROWSERS_PATH = dir;
}

const escapeHtml = (s) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

/** The opening card of a recording: category and title on the brand colours, in the recording's language. */
function titleCardHtml(tutorial, lang) {
  // Arabic letters join: spacing them apart would break the words.
  const spacing = lang === 'ar' ? '0' : '.08em';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="margin:0;display:grid;place-content:center;
height:100vh;background:linear-gradient(135deg,#4f46e5,#1e1b4b);color:#fff;font-family:system-ui,sans-serif">
<p style="margin:0;font:600 22px system-ui;letter-spacing:${spacing};color:#c7d2fe">${escapeHtml(tutorial.category.toLocaleUpperCase(lang))}</p>
<h1 style="margin:12px 0 0;font:700 48px/1.2 system-ui;max-width:900px">${escapeHtml(tutorial.title)}</h1></body></html>`;
}

/**
 * What a flow gets: `page` (signed in), `caption(text)` shows the English `text` in the recording's
 * language on screen and records it for the captions file, `posterHere()` takes the poster (a
 * screenshot of this moment), `pause(ms)` lets the viewer read, `t(key)` is the product's text of
 * a catalogue key in that language.
 */
function flowTools(page, startedAt, videoId, lang, t) {
  const cues = [];
  let poster = null;
  return {
    cues,
    poster: () => poster,
    tools: {
      page,
      pause: (ms = 1200) => page.waitForTimeout(ms),
      async posterHere() {
        poster = await page.screenshot();
      },
      t,
      async caption(english) {
        const text = captionIn(videoId, english, lang);
        cues.push({ at: Date.now() - startedAt, text });
        await page.evaluate(
          ([t, lang]) => {
            let box = document.getElementById('smuc-tutorial-caption');
            if (!box) {
              box = document.createElement('div');
              box.id = 'smuc-tutorial-caption';
              box.setAttribute('aria-hidden', 'true');
              box.lang = lang;
              box.dir = lang === 'ar' ? 'rtl' : 'ltr';
              Object.assign(box.style, {
                position: 'fixed',
                insetInline: '0',
                insetBlockEnd: '24px',
                margin: '0 auto',
                width: 'fit-content',
                maxWidth: '80%',
                textAlign: 'center',
                padding: '10px 18px',
                borderRadius: '8px',
                background: 'rgba(17, 24, 39, 0.88)',
                color: '#fff',
                font: '600 20px/1.4 system-ui, sans-serif',
                zIndex: '2147483647',
                pointerEvents: 'none',
              });
              document.body.append(box);
            }
            box.textContent = t;
          },
          [text, lang],
        );
        await page.waitForTimeout(1600);
      },
    },
  };
}

async function recordOne({ browser, baseURL, storageState, tutorial, lang, t, outDir, workDir }) {
  const context = await browser.newContext({
    baseURL,
    storageState,
    locale: LOCALES[lang],
    viewport: VIEWPORT,
    recordVideo: { dir: workDir, size: VIEWPORT },
  });
  const page = await context.newPage();
  // The video opens on a title card: frames flow from the first moment, so caption times match it.
  await page.setContent(titleCardHtml(tutorial, lang));
  const startedAt = Date.now();
  await page.waitForTimeout(1500);
  const run = flowTools(page, startedAt, tutorial.videoId, lang, t);
  try {
    await FLOWS[tutorial.videoId](run.tools);
  } catch (error) {
    await context.close();
    throw new Error(`the ${lang} flow of ${tutorial.videoId} failed: ${error.message}`, { cause: error });
  }
  await page.waitForTimeout(800);
  const endMs = Date.now() - startedAt;
  const screenshot = run.poster() ?? (await page.screenshot());
  const video = page.video();
  await context.close();
  const png = join(workDir, `${lang}-${tutorial.videoId}.png`);
  writeFileSync(png, screenshot);
  const poster = spawnSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-i', png, '-vf', 'scale=640:-2', '-q:v', '4'],
    join(outDir, `${tutorial.videoId}.jpg`),
  ]);
  if (poster.status !== 0) throw new Error(`poster of ${tutorial.videoId}: ${poster.stderr}`);
  writeFileSync(join(outDir, `${tutorial.videoId}.vtt`), toVtt(run.cues, endMs, lang));
  // The video last: the server serves a language's files once its video is there.
  const webm = join(outDir, `${tutorial.videoId}.webm`);
  await video.saveAs(`${webm}.part`);
  renameSync(`${webm}.part`, webm);
  return endMs;
}

/** Sets the demo account's dashboard language (000 §9): the recording's pages then speak it. */
async function setAccountLanguage(request, baseURL, language) {
  const res = await request.put('/smucrestapi/v2/user/language', {
    data: { language },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`PUT /user/language ${language}: ${res.status()} ${await res.text()}`);
}

async function main() {
  linkDebianFfmpeg();
  const { chromium } = await import('@playwright/test');
  mkdirSync(args.out, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'smuc-tutorial-videos-'));
  // A fresh, seeded product of its own: the recordings never touch anyone's data.
  const product = await startProduct({ port: Number(args.port), dataDirPrefix: 'smuc-tutorials-' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // Sign in once, outside the recordings; every recording starts signed in.
    const login = await browser.newContext({ baseURL: product.baseURL, locale: 'en-US' });
    const page = await login.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill('demo@smuc.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    const storageState = await login.storageState();
    for (const lang of languages) {
      const started = Date.now();
      await setAccountLanguage(login.request, product.baseURL, lang);
      const t = await translator(lang);
      const outDir = lang === 'en' ? args.out : join(args.out, lang);
      mkdirSync(outDir, { recursive: true });
      for (const videoId of chosen) {
        const tutorial = lists[lang].find((one) => one.videoId === videoId);
        const baseURL = product.baseURL;
        const ms = await recordOne({ browser, baseURL, storageState, tutorial, lang, t, outDir, workDir });
        console.log(`› ${lang} ${videoId}: ${(ms / 1000).toFixed(1)} s`);
      }
      console.log(
        `${lang}: ${chosen.length} recorded in ${((Date.now() - started) / 1000).toFixed(0)} s, ${outDir}`,
      );
    }
    await login.close();
  } finally {
    await browser.close();
    await product.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`tutorials recorded: ${chosen.length} in ${languages.join(', ')} in ${args.out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
