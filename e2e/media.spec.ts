import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const API = '/smucrestapi/v2';

/** A real small mp4 made by ffmpeg for this run. */
function makeMp4(seconds: number, size = '320x240') {
  const out = join(mkdtempSync(join(tmpdir(), 'smuc-e2e-media-')), 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=duration=${seconds}`,
    '-shortest',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return readFileSync(out);
}

test('uploads a font pair on /profile/fonts, refusing a file that is not a font', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/fonts');
  await expect(page.getByText('You have no custom fonts yet')).toBeVisible();
  const ttf = Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(256, 3)]);
  const otf = Buffer.concat([Buffer.from('OTTO'), Buffer.alloc(256, 4)]);
  await page.getByLabel('Font family').fill('E2E Sans');
  await page
    .getByLabel('Regular font file (ttf or otf)')
    .setInputFiles({ name: 'x.ttf', mimeType: 'font/ttf', buffer: Buffer.from('<html>') });
  await expect(page.getByText('Filetype mismatch. Only accepts ttf or otf files!')).toBeVisible();
  await page
    .getByLabel('Regular font file (ttf or otf)')
    .setInputFiles({ name: 'E2E-Regular.ttf', mimeType: 'font/ttf', buffer: ttf });
  await page
    .getByLabel('Bold font file (ttf or otf)')
    .setInputFiles({ name: 'E2E-Bold.otf', mimeType: 'font/otf', buffer: otf });
  const save = page.getByRole('button', { name: 'Upload font' });
  await expect(save).toBeDisabled();
  await page.getByLabel('I declare that I have the right to use these font files.').check();
  await save.click();
  await expect(page.getByRole('rowheader', { name: 'E2E Sans' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete E2E Sans' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Font removed successfully.')).toBeVisible();
  await expect(page.getByText('You have no custom fonts yet')).toBeVisible();
});

test('uploads a real mp4 to a playback, watches the states and sees the poster', async ({ page }) => {
  await signIn(page);
  const created = await page.request.post(`${API}/stream`, {
    data: { kind: 'playback', title: 'E2E video' },
  });
  const id = (await created.json()).data.id as number;
  await page.goto(`/stream/${id}`);
  const panel = page.locator('section.playback-video');
  await expect(panel.getByText('No video uploaded yet.')).toBeVisible();
  // The panel holds two live regions once a video exists (the upload's and the caption editor's),
  // so the upload's own status is named by its class. Every text it shows is recorded: the states
  // can pass faster than a poll ("Processing…", then "Processing… 0 %" while the server transcodes,
  // then done), so the test reads the whole sequence once the poster is there.
  const uploadStatus = panel.locator('.video-upload-status[role="status"]');
  await uploadStatus.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { uploadStates: string[] }).uploadStates = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await panel
    .getByLabel(/Upload a video/)
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: makeMp4(3) });
  const poster = panel.getByRole('img', { name: 'Poster of the uploaded video' });
  await expect(poster).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('Duration: 0:03')).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { uploadStates: string[] }).uploadStates);
  expect(
    states.some((text) => /^(Preparing…|Uploading… \d+%)/.test(text)),
    states.join(' | '),
  ).toBe(true);
  expect(
    states.some((text) => /^Processing…/.test(text)),
    states.join(' | '),
  ).toBe(true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
});

test('checks images by content: a png renamed .jpg is taken, an exe renamed .png is refused', async ({
  page,
}) => {
  await signIn(page);
  const link = async () =>
    (await (await page.request.post(`${API}/cloudflare/image`)).json()).data.link as string;
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#c33';
    ctx.fillRect(0, 0, 40, 30);
    return canvas.toDataURL('image/png');
  });
  const png = Buffer.from(dataUrl.split(',')[1] as string, 'base64');
  const ok = await page.request.post(await link(), {
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: png } },
  });
  expect(ok.status()).toBe(200);
  const { result } = await ok.json();
  expect(result.variants).toHaveLength(2);
  expect((await page.request.get(result.variants[0])).headers()['content-type']).toBe('image/png');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]);
  const refused = await page.request.post(await link(), {
    multipart: { file: { name: 'cat.png', mimeType: 'image/png', buffer: exe } },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error).toBe(
    'Invalid file! The following file types are allowed: jpg, jpeg, png, webp',
  );
});
