import {
  type ApiClient,
  GA_CODE_MESSAGES,
  type PlayerConfig,
  SAVE_CHECK_MESSAGES,
  type Stream,
  toSavePayload,
  ValidationError,
} from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, feedItems, streams } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { setStreamVideo } from './repository';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let demoId: number;
let other: ApiClient;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken, userId: demoId } = await server.login(DEMO_EMAIL));
  ({ client: other, userId: otherId } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const HOUR = 3_600_000;
const future = (h: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + h * HOUR).toISOString();

/** Expects a 422 with the exact spec message and an unchanged stream. */
async function expectRefused(s: Stream, patch: Record<string, unknown>, message: string) {
  const before = await demo.streams.get(s.id);
  const response = await server.fetch(`/stream/${s.id}`, {
    method: 'PUT',
    token: demoToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  expect(response.status).toBe(422);
  const body = await readJson(response);
  expect(body.error).toBe(message);
  expect(Object.values(body.errors ?? {}).flat()).toEqual([message]);
  await expect(demo.streams.get(s.id)).resolves.toEqual(before);
}

async function playbackWithVideo() {
  const s = await demo.streams.create({ kind: 'playback', title: 'Checked' });
  await setStreamVideo(server.db, demoId, s.id, `vod-${s.id}`);
  return demo.streams.get(s.id);
}

describe('PUT /stream/{id} re-checks the save checks of 001 §5', () => {
  it('3. a waiting live or playback needs a start later than now', async () => {
    const s = await playbackWithVideo();
    await expectRefused(s, { start_date: '2020-01-01T10:00:00.000Z' }, SAVE_CHECK_MESSAGES.startInPast);
    const live = await demo.streams.create({ kind: 'live', title: 'Live' });
    await expectRefused(live, { start_date: null }, 'Stream start date must be later than the current time!');
  });

  it('3. a running broadcast keeps its past start and still saves other fields', async () => {
    const live = await demo.streams.create({ kind: 'live', title: 'On air' });
    await server.db
      .update(streams)
      .set({ status: 1, startDate: new Date(Date.now() - HOUR) })
      .where(eq(streams.id, live.id));
    const saved = await demo.streams.update(live.id, { title: 'On air, renamed' });
    expect(saved.title).toBe('On air, renamed');
    // 001 §4: the start cannot move during the broadcast; the stored one is kept.
    const moved = await demo.streams.update(live.id, { start_date: future(5) });
    expect(moved.start_date).toBe(saved.start_date);
  });

  it('3. a seeded replay whose start has passed saves its other fields; moving or clearing the start is refused', async () => {
    const [row] = await server.db
      .select({ id: streams.id })
      .from(streams)
      .where(and(eq(streams.accountId, demoId), eq(streams.title, 'Kitchen Gadgets Replay')));
    // Stored with seconds, as a start can be; the editor sends it zeroed (001 §5).
    const played = new Date(Date.now() - 3 * 24 * HOUR + 17_512);
    await server.db.update(streams).set({ startDate: played }).where(eq(streams.id, row!.id));
    const replay = await demo.streams.get(row!.id);
    expect(replay).toMatchObject({ type: 1, stream_status: 0 });
    expect(Date.parse(replay.start_date!)).toBeLessThan(Date.now());

    const renamed = await demo.streams.update(replay.id, { title: 'Kitchen Gadgets Replay, renamed' });
    expect(renamed.title).toBe('Kitchen Gadgets Replay, renamed');
    const saved = await demo.streams.update(
      replay.id,
      toSavePayload({ ...renamed, title: 'Kitchen Gadgets Replay' }),
    );
    expect(saved.title).toBe('Kitchen Gadgets Replay');
    await expectRefused(saved, { start_date: null }, SAVE_CHECK_MESSAGES.startInPast);
    await expectRefused(
      saved,
      { start_date: new Date(played.getTime() + 2 * HOUR).toISOString() },
      SAVE_CHECK_MESSAGES.startInPast,
    );
  });

  it('4. a playback needs an uploaded video, and the video survives later saves', async () => {
    const s = await demo.streams.create({ kind: 'playback', title: 'No video' });
    expect(s.vod_data_id).toBeNull();
    await expectRefused(
      s,
      { title: 'x' },
      'You have to upload a video for your playback stream before saving!',
    );
    await setStreamVideo(server.db, demoId, s.id, 'vod-1');
    const saved = await demo.streams.update(s.id, { title: 'With video' });
    expect(saved).toMatchObject({ title: 'With video', vod_data_id: 'vod-1' });
    await expect(demo.streams.update(s.id, { title: 'Again' })).resolves.toMatchObject({
      vod_data_id: 'vod-1',
    });
  });

  it('5. custom orientation bounds max width then max height', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Custom' });
    await expectRefused(s, { orientation: 2, max_width: 319, max_height: 100 }, SAVE_CHECK_MESSAGES.maxWidth);
    await expectRefused(
      s,
      { orientation: 2, max_width: 2000, max_height: 179 },
      SAVE_CHECK_MESSAGES.maxHeight,
    );
    await expectRefused(
      s,
      { orientation: 2, max_width: 800, max_height: 2001 },
      SAVE_CHECK_MESSAGES.maxHeight,
    );
    await expect(
      demo.streams.update(s.id, { orientation: 2, max_width: 320, max_height: 180 }),
    ).resolves.toMatchObject({
      orientation: 2,
      max_width: 320,
      max_height: 180,
    });
  });

  it('6 and 7. the countdown box needs the email subject and text, then a privacy policy URL', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Countdown' });
    await expectRefused(
      s,
      { show_countdown_box: true, notification_email_subject: 'S' },
      SAVE_CHECK_MESSAGES.countdownEmail,
    );
    const full = { show_countdown_box: true, notification_email_subject: 'S', notification_email_text: 'T' };
    await expectRefused(s, full, 'You have to enter the Privacy Policy URL');
    // 001 §5: http:// is prefixed when missing.
    await expect(
      demo.streams.update(s.id, { ...full, privacy_policy_url: 'shop.example/privacy' }),
    ).resolves.toMatchObject({
      show_countdown_box: true,
      privacy_policy_url: 'http://shop.example/privacy',
    });
  });

  it('7. a payable product requires the privacy policy URL', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Payable' });
    await expect(demo.streams.update(s.id, { title: 'Fine without products' })).resolves.toBeTruthy();
    await server.db
      .insert(feedItems)
      .values({ streamId: s.id, uniqueKey: `k-${s.id}`, title: 'Mug', price: '10.00', payable: true });
    await expectRefused(s, { title: 'Now it needs one' }, SAVE_CHECK_MESSAGES.privacyPolicy);
  });

  it('8. a customer requires a campaign; clearing the customer clears the campaign', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Customer' });
    await expectRefused(
      s,
      { customer: 'ACME' },
      'If the Customer field is provided, the Campaign field is also required!',
    );
    await demo.streams.update(s.id, { customer: 'ACME', campaign: 'Q4' });
    await expect(demo.streams.update(s.id, { customer: '' })).resolves.toMatchObject({
      customer: null,
      campaign: null,
    });
  });

  it('reports only the first broken check, through the sdk as a ValidationError', async () => {
    const s = await demo.streams.create({ kind: 'playback', title: 'Many' });
    const error = await demo.streams
      .update(s.id, { start_date: '2020-01-01T00:00:00.000Z', orientation: 2, max_width: 1, customer: 'A' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(SAVE_CHECK_MESSAGES.startInPast);
    expect((error as ValidationError).errors).toEqual({ start_date: [SAVE_CHECK_MESSAGES.startInPast] });
  });
});

describe('PUT /stream/{id} derives and corrects like the editor (001 §4)', () => {
  it('a type change to playback sets the end one hour after the start; other types clear it', async () => {
    const s = await demo.streams.create({ kind: 'live', title: 'Type' });
    await setStreamVideo(server.db, demoId, s.id, 'vod-type');
    const pb = await demo.streams.update(s.id, { type: 1 });
    expect(Date.parse(pb.end_date!) - Date.parse(pb.start_date!)).toBe(HOUR);
    const back = await demo.streams.update(s.id, { type: 0 });
    expect(back).toMatchObject({ type: 0, start_date: pb.start_date, end_date: null });
  });

  it('a simple video turned live gets a start an hour ahead', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'To live' });
    const live = await demo.streams.update(s.id, { type: 0 });
    expect(Date.parse(live.start_date!)).toBeGreaterThan(Date.now() + HOUR - 60_000);
    expect(live.end_date).toBeNull();
  });

  it('autoplay forces muted, chat clears the subscriber form, the sidebar delay is only for 640x360 ads', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Interplay' });
    const saved = await demo.streams.update(s.id, {
      player_autoplay: true,
      player_muted: false,
      show_chat: true,
      subscriber_form_id: 5,
      delay_sidebar_appearance: 4,
    });
    expect(saved).toMatchObject({
      player_muted: true,
      subscriber_form_id: null,
      delay_sidebar_appearance: null,
    });
    const wide = await demo.streams.update(s.id, { ad_size: '640x360', delay_sidebar_appearance: 4 });
    expect(wide.delay_sidebar_appearance).toBe(4);
  });

  it('a closed stream keeps its dates', async () => {
    const s = await demo.streams.create({ kind: 'live', title: 'Closed' });
    await server.db.update(streams).set({ status: 3 }).where(eq(streams.id, s.id));
    const saved = await demo.streams.update(s.id, { start_date: future(48), title: 'Closed, renamed' });
    expect(saved).toMatchObject({ title: 'Closed, renamed', start_date: s.start_date });
  });

  it('the Free plan cannot store features it lacks: logo shown, no GA, white text, black buttons', async () => {
    const s = await other.streams.create({ kind: 'ad', title: 'Free ad' });
    const saved = await other.streams.update(s.id, {
      show_smuc_logo: false,
      ga_code: 'G-123',
      text_color: '#ff0000',
      button_color: '#00ff00',
    });
    expect(saved).toMatchObject({
      show_smuc_logo: true,
      ga_code: null,
      text_color: '#ffffff',
      button_color: '#000000',
    });
  });

  it('a Google Analytics code must be a GA4 measurement ID, stored trimmed and upper-cased (issue 34 §4)', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'GA' });
    for (const bad of ['UA-12345-1', 'G-', 'G-12 34', 'GTM-ABC1234', 'G-<script>'])
      await expectRefused(s, { ga_code: bad }, GA_CODE_MESSAGES.format);
    const saved = await demo.streams.update(s.id, { ga_code: ' g-1a2b3c4d5e ' });
    expect(saved.ga_code).toBe('G-1A2B3C4D5E');
    expect((await demo.streams.update(s.id, { ga_code: '' })).ga_code).toBeNull();
  });

  it('the player document carries the GA code only while the plan allows Google Analytics (issue 34 §4)', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'GA document' });
    await demo.streams.update(s.id, { ga_code: 'G-1A2B3C4D5E' });
    const gaCodeOf = async () =>
      ((await (await server.fetch(`/player/${s.apikey}`)).json()) as { data: PlayerConfig }).data.ga_code;
    expect(await gaCodeOf()).toBe('G-1A2B3C4D5E');
    // The plan loses the feature (a staff override here): the stored code stays, viewers get none.
    await server.db
      .update(accounts)
      .set({ limitOverrides: { googleAnalytics: false } })
      .where(eq(accounts.id, demoId));
    try {
      expect(await gaCodeOf()).toBeNull();
      expect((await demo.streams.get(s.id)).ga_code).toBe('G-1A2B3C4D5E');
    } finally {
      await server.db.update(accounts).set({ limitOverrides: {} }).where(eq(accounts.id, demoId));
    }
    expect(await gaCodeOf()).toBe('G-1A2B3C4D5E');
  });

  it('a plan without fake live cannot turn a player into a playback', async () => {
    await server.db.update(accounts).set({ allowLive: true }).where(eq(accounts.id, otherId));
    try {
      const s = await other.streams.create({ kind: 'live', title: 'Free live' });
      const saved = await other.streams.update(s.id, { type: 1 });
      expect(saved).toMatchObject({ type: 0, end_date: null });
    } finally {
      await server.db.update(accounts).set({ allowLive: false }).where(eq(accounts.id, otherId));
    }
  });

  it('keeps allow extra viewers off without a card on file', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Extra viewers' });
    await expect(
      demo.streams.update(s.id, { allow_extra_viewers: true, title: 'Still saved' }),
    ).resolves.toMatchObject({
      allow_extra_viewers: false,
      title: 'Still saved',
    });
  });

  it('answers rtmp_data with the stream key and never stores one sent on PUT', async () => {
    const s = await demo.streams.create({ kind: 'live', title: 'RTMP' });
    expect(s.rtmp_data).toEqual({ url: 'rtmp://localhost:1935/live', streamkey: s.streamkey });
    const saved = await demo.streams.update(s.id, {
      title: 'RTMP 2',
      rtmp_data: { url: 'rtmp://evil', streamkey: 'x' },
      vod_data_id: 'forged',
    } as never);
    expect(saved.rtmp_data).toEqual(s.rtmp_data);
    expect(saved.vod_data_id).toBeNull();
  });
});

describe('POST /stream time zone (001 §5)', () => {
  it("creates with the creator's zone, defaults to Europe/Budapest and refuses unknown zones", async () => {
    await expect(demo.streams.create({ kind: 'ad', timezone: 'America/New_York' })).resolves.toMatchObject({
      timezone: 'America/New_York',
    });
    await expect(demo.streams.create({ kind: 'ad' })).resolves.toMatchObject({ timezone: 'Europe/Budapest' });
    await expect(demo.streams.create({ kind: 'ad', timezone: 'Mars/Olympus' })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('POST /stream viewer language (issue 30)', () => {
  it("gives a new player the account's language for its viewers, not always English", async () => {
    await demo.user.setLanguage('hu');
    try {
      await expect(demo.streams.create({ kind: 'ad' })).resolves.toMatchObject({ streamview_language: 'hu' });
    } finally {
      await demo.user.setLanguage('en');
    }
    await expect(demo.streams.create({ kind: 'embed' })).resolves.toMatchObject({
      streamview_language: 'en',
    });
  });
});

describe('demo seed videos', () => {
  it('gives every demo player that plays a file a real, playable video, and the broadcasts that are not closed none', async () => {
    const { items: listed } = await demo.streams.list({ per_page: 100, sort: 'natural' });
    // The list carries no settings: read each player in full.
    const items = await Promise.all(listed.map((s) => demo.streams.get(s.id)));
    const byTitle = (title: string) => items.find((s) => s.title === title)!;
    // Playbacks, a simple video, a video ad and a closed broadcast (issue 19 §3).
    for (const [title, type] of [
      ['Kitchen Gadgets Replay', 1],
      ['Skincare Routine Premiere', 1],
      ['How to Style a Scarf', 2],
      ['Winter Boots Video Ad', 2],
      ['Autumn Collection Launch', 0],
    ] as const) {
      const s = byTitle(title);
      expect(s.type).toBe(type);
      expect(s.vod_data_id).toMatch(/^[0-9a-f]{32}$/);
      const video = await fetch(`${server.baseUrl}/media/video/${s.vod_data_id}`);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
      const player = ((await (await server.fetch(`/player/${s.apikey}`)).json()) as { data: PlayerConfig })
        .data;
      expect(player.source.video?.duration).toBeCloseTo(20, 0);
    }
    // The seeded videos count toward the account's stored minutes like any upload.
    expect((await demo.user.monthlyStat()).stored_minutes).toBeGreaterThanOrEqual(1);
    for (const title of ['Black Friday Live Shopping', 'Morning Coffee Live', 'Sneaker Drop Q&A'])
      expect(byTitle(title).vod_data_id).toBeNull();
  });
});
