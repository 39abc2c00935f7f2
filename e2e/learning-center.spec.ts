import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import ar from '../packages/server/src/learning/tutorials.ar.json' with { type: 'json' };
import { CAPTIONS } from '../scripts/tutorial-captions.mjs';
import { signIn } from './helpers';
import { ensureTutorialRecorded } from './tutorials';

/** The captions of a `<video>`'s first track, once loaded. */
function cueTexts(video: Locator) {
  return video.evaluate(async (v: HTMLVideoElement) => {
    const track = v.textTracks[0]!;
    track.mode = 'hidden';
    for (let i = 0; i < 50 && !track.cues?.length; i += 1) await new Promise((r) => setTimeout(r, 100));
    return [...(track.cues ?? [])].map((c) => (c as VTTCue).text);
  });
}

test.beforeAll(() => {
  test.setTimeout(240_000);
  ensureTutorialRecorded('dashboard-tour');
});

test('the learning center plays a tutorial recorded by the record script, with its captions', async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Learning center' })
    .click();
  await expect(page).toHaveURL(/\/learning-center$/);
  await expect(page.getByRole('tab', { name: 'All tutorials' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: /Your dashboard in two minutes/ }).click();
  await expect(page).toHaveURL(/\/learning-center\/dashboard-tour$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard in two minutes');
  const video = page.locator('smuc-learning-center video');
  // The real recording: metadata loads and it lasts several seconds.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)), {
      timeout: 15_000,
    })
    .toBeGreaterThan(5);
  // Its captions are the flow's on-screen texts.
  const cues = await cueTexts(video);
  expect(cues[0]).toContain('This is your dashboard');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the tutorials' }).click();
  await expect(page).toHaveURL(/\/learning-center$/);
});

test('an Arabic account gets the tutorial recorded in Arabic: its title, its video, captions in Arabic', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const setLanguage = async (language: string) => {
    const res = await page.request.put('/smucrestapi/v2/user/language', {
      data: { language },
      headers: { origin: baseURL ?? '' },
    });
    expect(res.status(), `PUT /user/language ${language}`).toBe(200);
  };
  await setLanguage('ar');
  try {
    await page.goto('/learning-center/dashboard-tour');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar['dashboard-tour'].title);
    const video = page.locator('smuc-learning-center video');
    await expect(video.locator('source')).toHaveAttribute('src', /\/tutorials\/ar\/dashboard-tour\.webm$/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(5);
    // The recorder played the flow on the Arabic dashboard and wrote its captions in Arabic, each
    // opening with a right-to-left mark.
    const expected = Object.values(CAPTIONS['dashboard-tour']!).map((row) => `\u200f${row.ar}`);
    expect(await cueTexts(video)).toEqual(expected);
  } finally {
    await setLanguage('en');
  }
});
