import { randomBytes } from 'node:crypto';
import { cueAtLine, joinCaptionCues, ValidationError } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { accounts, mediaCaptions, mediaVideos, streamRecordings, streams } from '../db/schema';
import { makeMasquerade } from '../realtime/test-helpers';
import { setStreamVideo } from '../streams/repository';
import { DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';
import { putCaption } from './store';

let server: TestServer;
let token: string;
let otherToken: string;
let ownerId: number;
let otherId: number;

const EN =
  'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello viewers\n\n00:00:02.500 --> 00:00:04.000\nBuy now\n';
const AR_SRT = '1\r\n00:00:00,500 --> 00:00:02,000\r\nمرحبا بالمشاهدين\r\n';
const BROKEN = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nOne\n\n00:00:03.000 --> 00:00:02.000\nBackwards\n';

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const put = (id: string, language: string, body: unknown, as = token, headers: Record<string, string> = {}) =>
  server.fetch(`/media/video/${id}/captions/${language}`, {
    token: as,
    method: 'PUT',
    ...json(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A ready video of `accountId` (as an upload finishes), made the video of a new simple-video player. */
async function newPlayerVideo(as = token): Promise<{ videoId: string; apikey: string; streamId: number }> {
  const created = await server.fetch('/stream', {
    token: as,
    method: 'POST',
    ...json({ kind: 'embed', title: 'Captions' }),
  });
  expect(created.status).toBe(201);
  const { id: streamId, apikey } = (await readJson(created)).data;
  const [row] = await server.db
    .select({ accountId: streams.accountId })
    .from(streams)
    .where(eq(streams.id, streamId));
  const videoId = randomBytes(16).toString('hex');
  await server.db.insert(mediaVideos).values({
    id: videoId,
    accountId: row!.accountId,
    streamId,
    name: 'film.mp4',
    bytes: 1000,
    status: 'ready',
    durationSeconds: 4,
  });
  await setStreamVideo(server.db, row!.accountId, streamId, videoId);
  return { videoId, apikey, streamId };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [owner, other] = await server.db
    .insert(accounts)
    .values([
      { email: 'cc-owner@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
      { email: 'cc-other@smuc.test', passwordHash, plan: 'business', allowLive: true, language: 'en' },
    ])
    .returning({ id: accounts.id });
  ownerId = owner!.id;
  otherId = other!.id;
  token = (await server.login('cc-owner@smuc.test')).token;
  otherToken = (await server.login('cc-other@smuc.test')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('caption tracks of a video (issue 34 §1)', () => {
  it('adds .vtt and .srt tracks, lists them, serves the WebVTT and puts them in the player document', async () => {
    const { videoId, apikey } = await newPlayerVideo();
    const { client } = await server.login('cc-owner@smuc.test');
    const en = await client.media.putCaptions(videoId, 'en', { file_name: 'film.en.vtt', content: EN });
    expect(en).toMatchObject({ language: 'en', cues: 2, source: 'upload', draft: false });
    const ar = await client.media.putCaptions(videoId, 'ar', { file_name: 'film.ar.srt', content: AR_SRT });
    expect(ar.cues).toBe(1);
    expect((await client.media.captions(videoId)).map((t) => t.language)).toEqual(['en', 'ar']);

    // The file: WebVTT text, open to players on any page.
    const file = await fetch(ar.url, { headers: { origin: 'https://shop.example' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(file.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(await file.text()).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\nمرحبا بالمشاهدين\n');
    expect((await server.fetch(`/media/video/${videoId}/vtt/hu.vtt`)).status).toBe(404);
    expect((await server.fetch(`/media/video/${videoId}/vtt/fr.vtt`)).status).toBe(404);

    const document = (await readJson(await server.fetch(`/player/${apikey}`))).data;
    // On PUBLIC_URL, as the video's own address is.
    const onPublicUrl = (url: string) => `${server.config.publicUrl}${new URL(url).pathname}`;
    expect(document.source.video.captions).toEqual([
      { language: 'en', url: onPublicUrl(en.url) },
      { language: 'ar', url: onPublicUrl(ar.url) },
    ]);
    // Drafts (generated, not yet published) stay out of the document.
    await server.db.update(mediaCaptions).set({ draft: true }).where(eq(mediaCaptions.language, 'ar'));
    const again = (await readJson(await server.fetch(`/player/${apikey}`))).data;
    expect(again.source.video.captions.map((c: { language: string }) => c.language)).toEqual(['en']);
  });

  it('offers no caption generation without TRANSCRIBE_URL', async () => {
    const { videoId } = await newPlayerVideo();
    const { client } = await server.login('cc-owner@smuc.test');
    expect(await client.media.captionOptions()).toEqual({ generate: false });
    const started = await server.fetch(`/media/video/${videoId}/caption-job`, {
      token,
      method: 'POST',
      ...json({ language: 'en' }),
    });
    expect(started.status).toBe(404);
    expect((await readJson(started)).error).toBe('Caption generation is not set up on this server.');
    expect(await client.media.captionJob(videoId)).toBeNull();
  });

  it('replaces a track and refuses a broken file with its line, storing nothing', async () => {
    const { videoId } = await newPlayerVideo();
    expect((await put(videoId, 'de', { file_name: 'a.vtt', content: EN })).status).toBe(200);
    const refused = await put(videoId, 'de', { file_name: 'a.vtt', content: BROKEN });
    expect(refused.status).toBe(422);
    const body = await readJson(refused);
    expect(body.errors).toEqual({ file: ['Line 6: End timestamp is not greater than start timestamp.'] });
    // In the account's language when asked for (the validator's own detail stays as it is).
    const hu = await readJson(
      await put(videoId, 'de', { file_name: 'a.vtt', content: BROKEN }, token, { 'accept-language': 'hu' }),
    );
    expect(hu.errors?.file?.[0]).toBe('6. sor: End timestamp is not greater than start timestamp.');
    const other = await readJson(await put(videoId, 'de', { file_name: 'a.txt', content: EN }));
    expect(other.errors).toEqual({ file: ['Caption files must be .vtt or .srt.'] });
    // The stored track is the first one still.
    const file = await server.fetch(`/media/video/${videoId}/vtt/de.vtt`);
    expect(await file.text()).toBe(EN);
    // A replacement takes its place.
    const one = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nNur eins\n';
    const replaced = await readJson(await put(videoId, 'de', { file_name: 'b.vtt', content: one }));
    expect(replaced.data).toMatchObject({ language: 'de', cues: 1 });
    expect(await (await server.fetch(`/media/video/${videoId}/vtt/de.vtt`)).text()).toBe(one);
    // The sdk raises the 422 as a ValidationError with the server's text.
    const { client } = await server.login('cc-owner@smuc.test');
    const error = await client.media
      .putCaptions(videoId, 'en', { file_name: 'x.vtt', content: BROKEN })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
  });

  it('gives the owner a track with its cues, drafts included, and saves edits keeping the draft state', async () => {
    const { videoId } = await newPlayerVideo();
    const { client } = await server.login('cc-owner@smuc.test');
    // A generated draft, as the transcription job stores it.
    await putCaption(server.db, {
      videoId,
      accountId: ownerId,
      language: 'de',
      vtt: EN,
      cues: 2,
      source: 'generated',
      draft: true,
    });
    const read = await server.fetch(`/media/video/${videoId}/captions/de`, { token });
    expect(read.status).toBe(200);
    const draft = await client.media.captionText(videoId, 'de');
    expect(draft).toMatchObject({ language: 'de', source: 'generated', draft: true, cues: 2, vtt: EN });
    expect(draft.header).toBe('WEBVTT');
    expect(draft.cue_list).toEqual([
      { id: '', start: '00:00:00.500', end: '00:00:02.000', settings: '', text: 'Hello viewers' },
      { id: '', start: '00:00:02.500', end: '00:00:04.000', settings: '', text: 'Buy now' },
    ]);
    // Viewers still get no draft.
    expect((await server.fetch(`/media/video/${videoId}/vtt/de.vtt`)).status).toBe(404);

    // Scoped like the list: another account, a language without a track or not the product's,
    // no session.
    expect((await server.fetch(`/media/video/${videoId}/captions/de`, { token: otherToken })).status).toBe(
      404,
    );
    const none = await server.fetch(`/media/video/${videoId}/captions/hu`, { token });
    expect(none.status).toBe(404);
    expect((await readJson(none)).error).toBe('The requested caption track was not found.');
    expect((await server.fetch(`/media/video/${videoId}/captions/fr`, { token })).status).toBe(404);
    expect((await server.fetch(`/media/video/${videoId}/captions/EN`, { token })).status).toBe(404);
    expect((await server.fetch(`/media/video/${videoId}/captions/de`)).status).toBe(401);

    // The cue editor's save: the text changes, the draft stays a draft (and generated).
    const cues = draft.cue_list.map((cue, i) => (i === 0 ? { ...cue, text: 'Hallo Zuschauer' } : cue));
    cues.push({ id: '', start: '00:00:04.500', end: '00:00:05.000', settings: '', text: 'Jetzt kaufen' });
    const edited = joinCaptionCues(draft.header, cues).vtt;
    const saved = await client.media.putCaptions(videoId, 'de', {
      file_name: 'de.vtt',
      content: edited,
      edit: true,
    });
    expect(saved).toMatchObject({ language: 'de', source: 'generated', draft: true, cues: 3 });
    expect((await client.media.captionText(videoId, 'de')).cue_list.map((cue) => cue.text)).toEqual([
      'Hallo Zuschauer',
      'Buy now',
      'Jetzt kaufen',
    ]);
    expect((await server.fetch(`/media/video/${videoId}/vtt/de.vtt`)).status).toBe(404);

    // A broken edit: the line names the cue it is in; nothing stored.
    const backwards = cues.map((cue, i) => (i === 2 ? { ...cue, end: '00:00:04.000' } : cue));
    const { vtt: broken, starts } = joinCaptionCues(draft.header, backwards);
    const refused = await put(videoId, 'de', { file_name: 'de.vtt', content: broken, edit: true });
    expect(refused.status).toBe(422);
    const [line] = (await readJson(refused)).errors!.file as string[];
    expect(line).toBe('Line 9: End timestamp is not greater than start timestamp.');
    expect(cueAtLine(starts, Number(/\d+/.exec(line!)?.[0]))).toBe(2);
    expect((await client.media.captionText(videoId, 'de')).vtt).toBe(edited);

    // Published, an edit keeps it published; viewers get the edited text.
    await client.media.publishCaptions(videoId, 'de');
    const again = joinCaptionCues(draft.header, cues.slice(0, 2)).vtt;
    const kept = await client.media.putCaptions(videoId, 'de', {
      file_name: 'de.vtt',
      content: again,
      edit: true,
    });
    expect(kept).toMatchObject({ draft: false, source: 'generated', cues: 2 });
    expect(await (await server.fetch(`/media/video/${videoId}/vtt/de.vtt`)).text()).toBe(again);

    // An edit needs a track to edit: nothing is created.
    const noTrack = await put(videoId, 'hu', { file_name: 'hu.vtt', content: EN, edit: true });
    expect(noTrack.status).toBe(404);
    expect((await client.media.captions(videoId)).map((t) => t.language)).toEqual(['de']);
    // Another account cannot edit it.
    expect(
      (await put(videoId, 'de', { file_name: 'de.vtt', content: EN, edit: true }, otherToken)).status,
    ).toBe(404);
    expect(await (await server.fetch(`/media/video/${videoId}/vtt/de.vtt`)).text()).toBe(again);
  });

  it('lets a masquerade read a draft, as the list, but not edit it', async () => {
    const { videoId } = await newPlayerVideo();
    await putCaption(server.db, {
      videoId,
      accountId: ownerId,
      language: 'en',
      vtt: EN,
      cues: 2,
      source: 'generated',
      draft: true,
    });
    const masked = await makeMasquerade(server, ownerId, otherId);
    const read = await server.fetch(`/media/video/${videoId}/captions/en`, { token: masked });
    expect(read.status).toBe(200);
    expect((await readJson(read)).data).toMatchObject({ draft: true, vtt: EN });
    expect((await server.fetch(`/media/video/${videoId}/captions`, { token: masked })).status).toBe(200);
    const edit = await put(
      videoId,
      'en',
      { file_name: 'en.vtt', content: EN.replace('Buy', 'Sell'), edit: true },
      masked,
    );
    expect(edit.status).toBe(403);
    const [row] = await server.db.select().from(mediaCaptions).where(eq(mediaCaptions.videoId, videoId));
    expect(row).toMatchObject({ vtt: EN, draft: true });
  });

  it('removes a track; 404 for one that is not there', async () => {
    const { videoId } = await newPlayerVideo();
    await put(videoId, 'en', { file_name: 'a.vtt', content: EN });
    await put(videoId, 'hu', { file_name: 'a.vtt', content: EN });
    const removed = await server.fetch(`/media/video/${videoId}/captions/en`, { token, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await readJson(removed)).data.map((t: { language: string }) => t.language)).toEqual(['hu']);
    const again = await server.fetch(`/media/video/${videoId}/captions/en`, { token, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await readJson(again)).error).toBe('The requested caption track was not found.');
  });

  it('is scoped to the account: another account, an unknown id or language is 404', async () => {
    const { videoId } = await newPlayerVideo();
    await put(videoId, 'en', { file_name: 'a.vtt', content: EN });
    for (const response of [
      await server.fetch(`/media/video/${videoId}/captions`, { token: otherToken }),
      await put(videoId, 'en', { file_name: 'a.vtt', content: EN }, otherToken),
      await server.fetch(`/media/video/${videoId}/captions/en`, { token: otherToken, method: 'DELETE' }),
      await server.fetch(`/media/video/${'0'.repeat(32)}/captions`, { token }),
      await server.fetch('/media/video/not-a-video/captions', { token }),
      await put(videoId, 'fr', { file_name: 'a.vtt', content: EN }),
    ])
      expect(response.status).toBe(404);
    expect((await server.fetch(`/media/video/${videoId}/captions`)).status).toBe(401);
    // The other account's attempt changed nothing.
    expect(await (await server.fetch(`/media/video/${videoId}/vtt/en.vtt`)).text()).toBe(EN);
  });

  it('captions a broadcast recording too, and goes with its video', async () => {
    const { videoId: _unused, streamId } = await newPlayerVideo();
    const recording = randomBytes(16).toString('hex');
    await server.db.insert(mediaVideos).values({
      id: recording,
      accountId: ownerId,
      streamId,
      name: 'rec.webm',
      bytes: 1000,
      status: 'ready',
      durationSeconds: 4,
    });
    await server.db.insert(streamRecordings).values({
      id: recording,
      streamId,
      accountId: ownerId,
      name: 'Broadcast',
      container: 'webm',
      durationSeconds: 4,
    });
    expect((await put(recording, 'en', { file_name: 'rec.vtt', content: EN })).status).toBe(200);
    await server.db.delete(mediaVideos).where(eq(mediaVideos.id, recording));
    const left = await server.db.select().from(mediaCaptions).where(eq(mediaCaptions.videoId, recording));
    expect(left).toEqual([]);
  });
});
