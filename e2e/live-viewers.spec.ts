import { type ChildProcess, spawn } from 'node:child_process';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { FAKE_MEDIA_ARGS, openStudio, signIn } from './helpers';

/**
 * Viewers of a live player in the Chromium the product meets today (issue 28 §1): an RTMP-fed
 * player (ffmpeg publishing with the stream key, served to viewers over WebRTC with HLS as their
 * fallback, issue 35 §1) and a browser-fed one (the studio with Chromium's fake camera, served over
 * WebRTC). Each viewer session is a fresh
 * context on `/watch/{id}` that presses Play 0–8 s after the player showed it and must see the video's
 * `currentTime` advance. No autoplay flag: a viewer's press is the gesture, as on a real page.
 */
test.use({
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FAKE_MEDIA_ARGS },
});

const API = '/smucrestapi/v2';
/** Viewer sessions per player (two players: 20 in all). */
const SESSIONS = 10;
/** Sessions that run at once (each in its own context): a few, as two cores decode every one. */
const CONCURRENT = 3;
/** How long the watch page may take to show the player's Play button. */
const READY_WITHIN_MS = 45_000;
/**
 * After Play, how long a session may take to advance `currentTime` by a second. Room for one quiet
 * restart of the player's live engine: a WebRTC start that gets no answer gives up after 15 s and the
 * player starts again 2 s later (`controllers/live-engine.ts`), which a loaded 2-core CI machine
 * running the engine, the studio's publisher and three viewers at once can need once in a run.
 */
const PLAY_WITHIN_MS = 40_000;

/** How a session played: WebRTC (`srcObject`), hls.js on Media Source (`blob:`) or native HLS. */
type Engine = 'webrtc' | 'mse' | 'native' | 'none';

/** What one viewer session saw. */
interface Outcome {
  played: boolean;
  engine: Engine;
  /** Why not, for the failure message: the notice shown, the video's error, the last position. */
  detail: string;
  /** Where the session's time went (printed with `E2E_LIVE_VIEWERS_LOG=1`). */
  timings?: string;
}

/** The state of the `<video>` inside `<smuc-player>` and the notice over it. */
const viewerState = (viewer: Page) =>
  viewer.evaluate(() => {
    const player = document.querySelector('smuc-player') as (HTMLElement & { phase?: string }) | null;
    const root = player?.shadowRoot;
    const video = root?.querySelector('video');
    return {
      time: video?.currentTime ?? -1,
      paused: video?.paused ?? true,
      error: video?.error ? `${video.error.code} ${video.error.message}` : null,
      notice: root?.querySelector('.notice')?.textContent?.trim() || null,
      phase: player?.phase ?? null,
      ready: video?.readyState ?? -1,
      buffered: video
        ? Array.from(
            { length: video.buffered.length },
            (_, i) => `${video.buffered.start(i).toFixed(1)}-${video.buffered.end(i).toFixed(1)}`,
          ).join(',')
        : '',
      engine: (video?.srcObject
        ? 'webrtc'
        : video?.src.startsWith('blob:')
          ? 'mse'
          : video?.src
            ? 'native'
            : 'none') as Engine,
    };
  });

/**
 * One viewer: loads the watch page, waits until the player shows its Play button (the live engine
 * starts loading then), presses it `delayMs` later and waits for a second of video.
 */
async function viewerSession(viewer: Page, streamId: number, delayMs: number): Promise<Outcome> {
  const began = Date.now();
  await viewer.goto(`/watch/${streamId}`);
  const play = viewer.locator('smuc-player [part="big-play"]');
  let timings = '';
  try {
    // Page and player readiness only (slow on a loaded machine), not a playback criterion.
    await play.waitFor({ timeout: READY_WITHIN_MS });
    const ready = Date.now();
    await viewer.waitForTimeout(delayMs);
    // The same bound: under load the click (and what Playwright waits for after it) can take seconds.
    await play.click({ timeout: READY_WITHIN_MS });
    timings = `Play shown ${ready - began} ms after goto`;
  } catch {
    const state = await viewerState(viewer);
    return {
      played: false,
      engine: state.engine,
      detail: `no Play button: phase ${state.phase}, notice ${state.notice}, engine ${state.engine}, paused ${state.paused}, time ${state.time}, ready ${state.ready}`,
    };
  }
  const clicked = Date.now();
  const deadline = clicked + PLAY_WITHIN_MS;
  let first: number | null = null;
  let state = await viewerState(viewer);
  while (Date.now() < deadline) {
    state = await viewerState(viewer);
    if (!state.paused && state.time > 0) {
      first ??= state.time;
      if (state.time - first >= 1) {
        timings += `, advanced 1 s ${Date.now() - clicked} ms after it`;
        return { played: true, engine: state.engine, detail: '', timings };
      }
    }
    await viewer.waitForTimeout(400);
  }
  return {
    played: false,
    engine: state.engine,
    detail: `phase ${state.phase}, engine ${state.engine}, time ${state.time}, paused ${state.paused}, ready ${state.ready}, buffered ${state.buffered}, error ${state.error}, notice ${state.notice}`,
  };
}

/**
 * Runs every session, `CONCURRENT` at a time, Play pressed at delays spread over 0–8 s. Each lane
 * is one page of its own context that loads the watch page afresh for each of its sessions.
 */
async function viewerSessions(browser: Browser, streamId: number): Promise<Outcome[]> {
  const delays = Array.from({ length: SESSIONS }, (_, i) => Math.round((i * 8000) / (SESSIONS - 1)));
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    const context = await browser.newContext();
    try {
      const viewer = await context.newPage();
      while (next < delays.length) {
        const delay = delays[next++] as number;
        const started = Date.now();
        const outcome = await viewerSession(viewer, streamId, delay);
        if (process.env.E2E_LIVE_VIEWERS_LOG)
          console.log(
            `Play at ${delay} ms: ${outcome.played ? `played on ${outcome.engine}` : outcome.detail} (${Date.now() - started} ms: ${outcome.timings ?? ''})`,
          );
        outcomes.push({ ...outcome, detail: outcome.played ? '' : `Play at ${delay} ms: ${outcome.detail}` });
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, lane));
  return outcomes;
}

/**
 * Records how many sessions played and on which engine (a measurement) and expects every one to
 * have played: on `engine`, or, for `fallback`, some on that engine but at most half of them.
 */
function expectAllPlayed(label: string, outcomes: Outcome[], engine: Engine, fallback?: Engine): void {
  const played = outcomes.filter((o) => o.played).length;
  const on = (e: Engine) => outcomes.filter((o) => o.engine === e).length;
  test.info().annotations.push({
    type: 'measurement',
    description: `${label}: ${played} of ${SESSIONS} played, ${on(engine)} on ${engine}${fallback ? `, ${on(fallback)} on ${fallback}` : ''}`,
  });
  expect(outcomes.filter((o) => !o.played).map((o) => o.detail)).toEqual([]);
  expect(on(engine) + (fallback ? on(fallback) : 0)).toBe(SESSIONS);
  expect(on(engine)).toBeGreaterThanOrEqual(SESSIONS / 2);
}

/** Creates a live player through the API; answers its id and RTMP stream key. */
async function createLive(page: Page, title: string): Promise<{ id: number; streamkey: string }> {
  const created = await page.request.post(`${API}/stream`, { data: { kind: 'live', title } });
  expect(created.status()).toBe(201);
  const { id, streamkey } = (await created.json()).data;
  return { id, streamkey };
}

const statusOf = async (page: Page, id: number): Promise<number> =>
  (await (
    await page.request.get(`${API}/stream/${id}`).then((r) => r.json())
  ).data.stream_status) as number;

test.describe('live viewers in Chromium', () => {
  let page: Page;
  let encoder: ChildProcess | undefined;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page);
  });
  test.afterAll(async () => {
    encoder?.kill('SIGKILL');
    await page?.context().close();
  });

  test('10 viewers of an RTMP-fed player each play it', async ({ browser }) => {
    test.setTimeout(300_000);
    const stream = await createLive(page, 'E2E RTMP viewers');
    const rtmpPort = process.env.RTMP_PORT ?? String(Number(process.env.E2E_PORT ?? 18180) + 2);
    // An OBS-like source: H.264 with a 2 s GOP and AAC, in real time until the test ends.
    encoder = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${stream.streamkey}`],
      ],
      { stdio: 'ignore' },
    );
    await expect.poll(() => statusOf(page, stream.id), { timeout: 30_000 }).toBe(1);
    // The playlist has a few segments before the first viewer comes.
    await expect
      .poll(
        async () => {
          const doc = await (
            await page.request.get(`${API}/player/${await apikeyOf(page, stream.id)}`)
          ).json();
          const url = doc.data.source.live?.hls_url as string | null;
          if (!url) return 0;
          const playlist = await (await page.request.get(url)).text();
          return (playlist.match(/#EXTINF/g) ?? []).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(3);
    const outcomes = await viewerSessions(browser, stream.id);
    encoder.kill('SIGKILL');
    // WebRTC first (the engine relays the ingest); a session whose WebRTC start failed fell back to
    // hls.js on Media Source (Chromium has it), never the browser's own HLS.
    expectAllPlayed('RTMP-fed', outcomes, 'webrtc', 'mse');
  });

  test('10 viewers of a browser-fed player each play it', async ({ browser }) => {
    test.setTimeout(300_000);
    const stream = await createLive(page, 'E2E studio viewers');
    await openStudio(page, stream.id, 'streamer');
    const studio = page.getByRole('dialog', { name: 'Studio' });
    const goLive = studio.getByRole('button', { name: 'Go Live' });
    await expect(goLive).toBeEnabled({ timeout: 30_000 });
    await goLive.click();
    await expect(studio.getByText('Status: Live')).toBeVisible({ timeout: 30_000 });
    const outcomes = await viewerSessions(browser, stream.id);
    // A studio broadcast has no HLS on the embedded engine: every viewer plays it over WebRTC.
    expectAllPlayed('browser-fed', outcomes, 'webrtc');
    await studio.getByRole('button', { name: 'Stop Live' }).click();
  });
});

/** The apikey of a stream (the player document's address). */
async function apikeyOf(page: Page, id: number): Promise<string> {
  return (await (await page.request.get(`${API}/stream/${id}`)).json()).data.apikey as string;
}
