import { expect, type Page, test } from '@playwright/test';
import { FAKE_MEDIA_ARGS, openStudio, signIn } from './helpers';

const API = '/smucrestapi/v2';

// A fake camera and microphone (Chromium's test pattern and beep), permission granted, and
// autoplay allowed, for this spec only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...FAKE_MEDIA_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
});

/** The stored status of a stream, read through the API with the page's session. */
async function statusOf(page: Page, id: number): Promise<number> {
  const response = await page.request.get(`${API}/stream/${id}`);
  return (await response.json()).data.stream_status;
}

/** Frames decoded so far by the first `<video>` inside `<smuc-player>`'s shadow root (0 when none). */
const decodedFrames = (viewer: Page) =>
  viewer.evaluate(() => {
    const video = document.querySelector('smuc-player')?.shadowRoot?.querySelector('video');
    if (!video || video.videoWidth === 0) return 0;
    return video.getVideoPlaybackQuality().totalVideoFrames;
  });

/**
 * One broadcast from the studio, checked in focused steps that share it (serial: a step runs only
 * when the ones before it passed): going live, a viewer playing it with a pin, a moderator watching,
 * stopping and ending it, and the recording it leaves.
 */
test.describe('a broadcast from the studio', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  let stream: { id: number; apikey: string };
  let productId: number;
  /** The streamer's studio dialog. */
  const studio = () => page.getByRole('dialog', { name: 'Studio' });

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page);
    const created = await page.request.post(`${API}/stream`, {
      data: { kind: 'live', title: 'E2E studio broadcast' },
    });
    expect(created.status()).toBe(201);
    stream = (await created.json()).data;
    const item = await page.request.post(`${API}/stream/${stream.id}/feed-item`, {
      data: { title: 'E2E Merino Scarf', price: '39.90' },
    });
    expect(item.ok()).toBe(true);
    productId = (await item.json()).data.id as number;
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  test('goes live from the studio with the fake camera, and cannot close it while live', async () => {
    test.setTimeout(90_000);
    await openStudio(page, stream.id, 'streamer');
    const dialog = studio();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Status: Waiting')).toBeVisible();
    await expect(dialog.getByLabel('Camera', { exact: true })).toBeVisible();
    const goLive = dialog.getByRole('button', { name: 'Go Live' });
    await expect(goLive).toBeEnabled({ timeout: 30_000 });
    // The local preview shows the fake camera.
    await expect
      .poll(() => page.getByTestId('studio-preview').evaluate((v: HTMLVideoElement) => v.videoWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);

    await goLive.click();
    await expect(dialog.getByText('Status: Live')).toBeVisible({ timeout: 30_000 });
    expect(await statusOf(page, stream.id)).toBe(1);
    // A streamer cannot close the studio during the broadcast (001 §4).
    await dialog.getByRole('button', { name: 'Close Studio' }).click();
    await expect(dialog.getByText('You cannot close Studio during a live broadcast.')).toBeVisible();
  });

  test('a viewer plays the broadcast, and a pin in the studio reaches it within 1 s', async ({ browser }) => {
    test.setTimeout(120_000);
    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    const notifications: string[] = [];
    const pins: { productId: number | null; at: number }[] = [];
    viewer.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        const match = /"definition"\s*:\s*"([^"]+)"/.exec(text);
        if (match?.[1]) notifications.push(match[1]);
        const frame = text.startsWith('{')
          ? (JSON.parse(text) as { t?: string; product_id?: number | null })
          : {};
        if (frame.t === 'pin') pins.push({ productId: frame.product_id ?? null, at: Date.now() });
      });
    });
    // The viewer page's CSP (issue 29 §6) must let the player, the live engine and the hub work:
    // Chromium reports every blocked load or connection on the console.
    const blocked: string[] = [];
    viewer.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const watchAnswer = await viewer.goto(`/watch/${stream.id}`);
    expect(watchAnswer?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await expect.poll(() => notifications.includes('play_started'), { timeout: 45_000 }).toBe(true);
    await expect.poll(() => decodedFrames(viewer), { timeout: 30_000 }).toBeGreaterThan(10);
    const before = await decodedFrames(viewer);
    await viewer.waitForTimeout(1500);
    expect(await decodedFrames(viewer)).toBeGreaterThan(before);
    expect(blocked).toEqual([]);

    // Pinning in the studio (joined to the realtime hub as admin while live) reaches the viewer in 1 s.
    const pinButton = studio().getByRole('button', { name: 'Pin E2E Merino Scarf' });
    await expect(pinButton).toBeEnabled({ timeout: 15_000 });
    const pinnedAt = Date.now();
    await pinButton.click();
    await expect.poll(() => pins.find((p) => p.productId === productId), { timeout: 5000 }).toBeTruthy();
    const pinLatency =
      (pins.find((p) => p.productId === productId)?.at ?? Number.POSITIVE_INFINITY) - pinnedAt;
    expect(pinLatency).toBeLessThan(1000);
    await expect(studio().getByRole('button', { name: 'Unpin E2E Merino Scarf' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    test.info().annotations.push({ type: 'measurement', description: `pin to viewer ${pinLatency} ms` });
    await viewerContext.close();
  });

  test('a moderator watches the broadcast muted and may close the studio while live', async ({ browser }) => {
    test.setTimeout(90_000);
    const moderatorContext = await browser.newContext();
    const moderator = await moderatorContext.newPage();
    await signIn(moderator);
    await openStudio(moderator, stream.id, 'moderator');
    const moderation = moderator.getByRole('dialog', { name: 'Studio - Stream moderation mode' });
    await expect(moderation).toBeVisible();
    await expect(moderation.getByRole('button', { name: 'Go Live' })).toHaveCount(0);
    const playback = moderator.getByTestId('studio-playback');
    await expect
      .poll(
        () =>
          playback.evaluate((v: HTMLVideoElement) =>
            v.muted ? v.getVideoPlaybackQuality().totalVideoFrames : -1,
          ),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(10);
    // A moderator may close the studio during the broadcast (001 §4).
    await moderation.getByRole('button', { name: 'Close Studio' }).click();
    await expect(moderation).toBeHidden();
    await moderatorContext.close();
  });

  test('Stop Live pauses the stream, End broadcast closes it for good', async () => {
    test.setTimeout(60_000);
    const dialog = studio();
    // Let the recording run a few seconds, then stop: the engine sets the stream paused.
    await page.waitForTimeout(3000);
    await dialog.getByRole('button', { name: 'Stop Live' }).click();
    await expect(dialog.getByText('Status: Paused')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => statusOf(page, stream.id), { timeout: 20_000 }).toBe(2);

    // End broadcast closes it (001 §4) and the button is disabled afterwards.
    const end = dialog.getByRole('button', { name: 'End broadcast' });
    await end.click();
    await expect(dialog.getByText('The broadcast has ended.')).toBeVisible();
    await expect(dialog.getByText('Status: Closed')).toBeVisible();
    await expect(end).toBeDisabled();
    expect(await statusOf(page, stream.id)).toBe(3);
  });

  test('the broadcast leaves a recording with its duration that the browser plays', async () => {
    test.setTimeout(150_000);
    const dialog = studio();
    const duration = dialog.getByTestId('studio-recording-duration').first();
    await expect(duration).toBeVisible({ timeout: 90_000 });
    const recordings = (await (await page.request.get(`${API}/stream/${stream.id}/recordings`)).json())
      .data as { duration: number; url: string }[];
    expect(recordings).toHaveLength(1);
    expect(recordings[0]!.duration).toBeGreaterThan(4);
    expect(recordings[0]!.duration).toBeLessThan(600);
    await expect(duration).toHaveText(/^Duration: 0:\d\d$/);
    const file = await page.request.get(recordings[0]!.url);
    expect(file.status()).toBe(200);
    expect((await file.body()).byteLength).toBeGreaterThan(10_000);
    // The browser plays the recording file itself (a video element reads its metadata and a frame).
    const playable = await page.evaluate(async (url) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = url;
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
      });
      return { width: video.videoWidth, height: video.videoHeight };
    }, recordings[0]!.url);
    expect(playable.width).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'measurement',
      description: `recording ${recordings[0]!.duration} s, ${playable.width}x${playable.height}`,
    });

    // Closed: the studio may be closed now.
    await dialog.getByRole('button', { name: 'Close Studio' }).click();
    await expect(dialog).toBeHidden();
  });
});
