import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { ensureTutorialRecorded } from './tutorials';

test.beforeAll(() => {
  test.setTimeout(180_000);
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
  const cues = await video.evaluate(async (v: HTMLVideoElement) => {
    const track = v.textTracks[0]!;
    track.mode = 'hidden';
    for (let i = 0; i < 50 && !track.cues?.length; i += 1) await new Promise((r) => setTimeout(r, 100));
    return [...(track.cues ?? [])].map((c) => (c as VTTCue).text);
  });
  expect(cues[0]).toContain('This is your dashboard');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the tutorials' }).click();
  await expect(page).toHaveURL(/\/learning-center$/);
});
