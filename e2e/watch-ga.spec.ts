import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Issue 34 §4 in the browser: on the viewer page `/watch/{id}`, under the page's real
// Content-Security-Policy (issue 29 §6), the player of an account whose plan allows Google
// Analytics loads Google's tag from its documented address and sends the play to it with GA4's
// event name. gtag.js cannot be fetched here: that address is answered with the player tests' own
// stand-in, which records the commands gtag.js would read.

const API = '/smucrestapi/v2';
const GTAG_STAND_IN = fileURLToPath(
  new URL('../packages/player/test/fixtures/gtag-stand-in.js', import.meta.url),
);
const GA_CODE = 'G-E2EWATCH42';
/** A 1 s H.264 clip (the component tests' fixture). */
const CLIP = fileURLToPath(new URL('../packages/components/test/fixtures/clip.mp4', import.meta.url));

test('the viewer page loads gtag.js under its CSP and sends the play to the account’s GA4 property', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  // A new simple video with a real clip uploaded through the editor (the demo account is on the
  // Business plan, which allows Google Analytics).
  const created = await page.request.post(`${API}/stream`, { data: { kind: 'embed', title: 'E2E GA' } });
  const id = (await created.json()).data.id as number;
  await page.goto(`/stream/${id}`);
  const panel = page.locator('section.playback-video');
  await panel
    .getByLabel(/Upload a video/)
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: readFileSync(CLIP) });
  await expect(panel.getByRole('img', { name: 'Poster of the uploaded video' })).toBeVisible({
    timeout: 30_000,
  });
  const saved = await page.request.put(`${API}/stream/${id}`, { data: { ga_code: GA_CODE } });
  expect(saved.status(), await saved.text()).toBe(200);
  const { apikey } = (await (await page.request.get(`${API}/stream/${id}`)).json()).data;
  const playerDocument = await (await page.request.get(`${API}/player/${apikey}`)).json();
  expect(playerDocument.data.ga_code).toBe(GA_CODE);

  const viewer = await page.context().browser()!.newPage();
  try {
    const tagRequests: string[] = [];
    await viewer.route('https://www.googletagmanager.com/gtag/js**', async (route) => {
      tagRequests.push(route.request().url());
      await route.fulfill({ path: GTAG_STAND_IN, contentType: 'text/javascript' });
    });
    // Every CSP refusal on the page, as the page itself sees it.
    await viewer.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const blocked: string[] = [];
    viewer.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    const answer = await viewer.goto(`/watch/${id}`);
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    const play = viewer.locator('smuc-player').getByRole('button', { name: 'Play' }).first();
    await play.click({ timeout: 30_000 });

    // The play reaches gtag as GA4's `video_start`, sent to the player's property only.
    const commands = () =>
      viewer.evaluate(
        () =>
          (window as unknown as { __gtagStandIn?: { commands: unknown[][] } }).__gtagStandIn?.commands ?? [],
      );
    await expect
      .poll(async () => (await commands()).some((c) => c[0] === 'event' && c[1] === 'video_start'), {
        timeout: 30_000,
      })
      .toBe(true);
    const start = (await commands()).find((c) => c[0] === 'event' && c[1] === 'video_start')!;
    expect(start[2]).toMatchObject({ send_to: GA_CODE, video_provider: 'smuc' });
    expect(await commands()).toContainEqual(['config', GA_CODE, { send_page_view: false }]);
    // The documented address, loaded as a script the page's CSP allowed.
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_CODE}`]);
    const src = await viewer.evaluate(
      () => (window as unknown as { __gtagStandIn: { src: string } }).__gtagStandIn.src,
    );
    expect(src).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA_CODE}`);
    expect(
      await viewer.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).toEqual([]);
    expect(blocked).toEqual([]);
  } finally {
    await viewer.close();
    await page.request.delete(`${API}/stream/${id}`);
  }
});
