import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * Renders every story of the built Storybook in one preview frame (switching stories the way the
 * manager does, which is several times faster than a page load each) and fails a story on a render
 * error, an uncaught exception, a call to the API that the request mock does not answer, or an axe
 * violation (axe's default rules, as the component tests run them) in what the story drew.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const dir = join(import.meta.dirname, '..', process.env.STORYBOOK_DIR ?? 'storybook-static');
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Rules about a whole page (landmarks, one h1) that a single component on its own cannot meet. */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass'];

/**
 * Known defects the smoke test found in components and left to their area, by story id prefix → axe
 * rule ids (none today: the billing page's "Make default" label was fixed where the test found it).
 */
const KNOWN: Record<string, string[]> = {};

/**
 * axe-core as @axe-core/playwright ships it, injected once into the preview frame (the builder would
 * inject it again for every story, which costs more than the story itself).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** A story has drawn its data when no request was pending for this long after Storybook rendered it. */
const QUIET_MS = 150;
/** Longest wait for that quiet (a loading story's request never ends). */
const SETTLE_MAX_MS = 2000;

let page: Page;
/** Problems raised in the frame since the current story started. */
let problems: string[] = [];
/** Requests of the frame not yet answered, and when the last one started or ended. */
let pending = 0;
let lastRequestAt = 0;

test.beforeAll(async ({ browser }) => {
  // axe needs a page of a context made with browser.newContext().
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // The request mock's report of an API call no handler answers (see preview.tsx).
    if (message.type() === 'error' && message.text().includes('[MSW]'))
      problems.push(`unmocked: ${message.text().split('\n')[0]}`);
  });
  page.on('request', () => {
    pending++;
    lastRequestAt = Date.now();
  });
  const done = () => {
    pending = Math.max(0, pending - 1);
    lastRequestAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // No story at first, so switching to the first one renders it.
  await page.goto('/iframe.html');
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  // The first story is drawn (and the request mock's worker registered) before stories are switched.
  await page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className));
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: AXE_SOURCE });
});

test.afterAll(async () => {
  await page.context().close();
});

/** What the smoke test reads of an axe run. */
interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** Requests the request mock holds on purpose in this story (a loading state's, never answered). */
function held(): Promise<number> {
  return page.evaluate(() => window.smucHeldRequests ?? 0);
}

/**
 * Waits until the story's requests are answered, or held on purpose by the mock's `loading()`
 * (at most {@link SETTLE_MAX_MS}).
 */
async function settle() {
  const started = Date.now();
  await page.waitForTimeout(QUIET_MS);
  while (Date.now() - started < SETTLE_MAX_MS) {
    if (Date.now() - lastRequestAt >= QUIET_MS && pending <= (await held())) return;
    await page.waitForTimeout(50);
  }
}

/** axe's violations in the story's root (open shadow roots included), one line each. */
async function violations(storyId: string): Promise<string[]> {
  const known = Object.entries(KNOWN).flatMap(([prefix, rules]) => (storyId.startsWith(prefix) ? rules : []));
  const results = await page.evaluate(
    (disabled) =>
      (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }
      ).axe.run('#storybook-root', {
        resultTypes: ['violations'],
        rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
      }),
    [...PAGE_RULES, ...known],
  );
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Shows one story and resolves with Storybook's verdict: 'rendered' or the error event's text. */
async function show(id: string): Promise<string> {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, fn: (arg: unknown) => void): void;
              off(event: string, fn: (arg: unknown) => void): void;
              emit(event: string, arg: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const events = {
          storyRendered: () => 'rendered',
          storyErrored: (arg: unknown) => `render error: ${JSON.stringify(arg)}`,
          storyThrewException: (arg: unknown) => `exception: ${JSON.stringify(arg)}`,
          playFunctionThrewException: (arg: unknown) => `play function: ${JSON.stringify(arg)}`,
          storyMissing: () => 'missing',
        } as const;
        const listeners = Object.entries(events).map(([event, verdict]) => {
          const listener = (arg: unknown) => {
            for (const [e, l] of listeners) channel.off(e, l);
            resolve(verdict(arg));
          };
          return [event, listener] as const;
        });
        for (const [event, listener] of listeners) channel.on(event, listener);
        setTimeout(() => resolve('no verdict from Storybook within 15 s'), 15_000);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async () => {
    problems = [];
    await page.evaluate(() => {
      window.smucHeldRequests = 0;
    });
    const verdict = await show(story.id);
    expect(verdict, 'Storybook rendered the story').toBe('rendered');
    await settle();
    expect(await violations(story.id), 'axe violations').toEqual([]);
    expect(problems, 'errors in the frame').toEqual([]);
  });
}
