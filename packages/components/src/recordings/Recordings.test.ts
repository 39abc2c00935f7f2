import type { Recording } from '@smuc/sdk';
import { setViewport } from '@web/test-runner-commands';
import { expect, expectAccessible, inShadow, login, mount, waitFor } from '../../test/helpers';
import { canSaveRecordings, draftOf, formatDuration, latestRecordings } from './format';

// <smuc-recordings stream-id open> (issue 8; 001 §2/§4) against the real server and its embedded
// live engine: the test publishes real WebRTC broadcasts (a canvas as camera) so the engine records
// them, then drives the modal.

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: string;
}
interface Rec {
  uid: string;
  name: string;
  active: boolean;
  weight: number;
  download: { status: string; url: string | null } | null;
}

async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${window.SMUC_API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Envelope<T>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Publishes a canvas video to the live engine for `ms` with the Ant Media signalling protocol
 * (publish → start → offer → answer → candidates → publish_started … stop), as the studio does.
 */
async function broadcast(token: string, apikey: string, ms: number): Promise<string | null> {
  const media = await api<{ token: string; websocket_url: string | null }>(
    `/ams/token?stream_id=${apikey}&type=publish`,
    token,
  );
  expect(media.data.websocket_url, 'engine running').to.be.a('string');
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  let frame = 0;
  const draw = setInterval(() => {
    frame++;
    ctx.fillStyle = `hsl(${(frame * 7) % 360} 60% 45%)`;
    ctx.fillRect(0, 0, 320, 180);
    ctx.fillStyle = '#fff';
    ctx.fillRect((frame * 6) % 320, 60, 40, 40);
  }, 33);
  const stream = canvas.captureStream(30);
  const ws = new WebSocket(media.data.websocket_url!);
  const pc = new RTCPeerConnection({ iceServers: [] });
  const send = (m: object) => ws.send(JSON.stringify(m));
  let started = false;
  let failure: string | null = null;
  const pending: RTCIceCandidateInit[] = [];
  // Messages are handled one after another: candidates must wait for the answer.
  let chain = Promise.resolve();
  const handle = async (event: MessageEvent) => {
    const m = JSON.parse(String(event.data));
    if (m.command === 'start') {
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
      pc.onicecandidate = (e) =>
        e.candidate &&
        send({
          command: 'takeCandidate',
          streamId: apikey,
          label: e.candidate.sdpMLineIndex,
          id: e.candidate.sdpMid,
          candidate: e.candidate.candidate,
        });
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      send({ command: 'takeConfiguration', streamId: apikey, type: 'offer', sdp: offer.sdp });
    } else if (m.command === 'takeConfiguration') {
      await pc.setRemoteDescription({ type: m.type, sdp: m.sdp });
      for (const c of pending.splice(0)) await pc.addIceCandidate(c);
    } else if (m.command === 'takeCandidate') {
      const candidate = { sdpMLineIndex: m.label, sdpMid: m.id, candidate: m.candidate };
      // Candidates are queued until the remote description is set (001 §4 publishing client).
      if (pc.remoteDescription) await pc.addIceCandidate(candidate);
      else pending.push(candidate);
    } else if (m.command === 'notification' && m.definition === 'publish_started') {
      started = true;
    } else if (m.command === 'error') {
      failure = String(m.definition);
    }
  };
  ws.onmessage = (event) => {
    chain = chain.then(() => handle(event));
  };
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  send({ command: 'publish', streamId: apikey, token: media.data.token, video: true, audio: false });
  await waitFor(() => started || failure, 15_000);
  if (!started) {
    pc.close();
    ws.close();
    clearInterval(draw);
    return failure;
  }
  await sleep(ms);
  send({ command: 'stop', streamId: apikey });
  await sleep(300);
  pc.close();
  ws.close();
  clearInterval(draw);
  for (const track of stream.getTracks()) track.stop();
  return null;
}

/** Waits until the stream has `count` recordings (the engine finishes them after the stop). */
async function recordingsOf(token: string, id: number, count: number) {
  const start = Date.now();
  for (;;) {
    const recs = (await api<Rec[]>(`/stream/${id}/vods/customize`, token)).data;
    if (recs.length === count) return recs;
    if (Date.now() - start > 40_000) throw new Error(`recordings: ${recs.length} of ${count}`);
    await sleep(500);
  }
}

/** One broadcast; the engine may still hold the id for a moment after the last one (`streamIdInUse`). */
async function broadcastOnce(token: string, apikey: string, ms: number) {
  for (let attempt = 0; ; attempt++) {
    const failure = await broadcast(token, apikey, ms);
    if (!failure) return;
    if (failure !== 'streamIdInUse' || attempt >= 5) throw new Error(`publish failed: ${failure}`);
    await sleep(2000);
  }
}

const rows = (el: HTMLElement) => inShadow(el, 'li.recording-row');
const button = (el: HTMLElement, text: string) =>
  inShadow<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === text);
const switches = (el: HTMLElement) => inShadow<HTMLInputElement>(el, '.recording-active input');
const toasts = (el: HTMLElement) =>
  inShadow(el, '.toasts')
    .map((t) => t.textContent ?? '')
    .join(' ');

describe('<smuc-recordings>', function () {
  this.timeout(150_000);
  let token: string;
  let id: number;
  let uids: string[];

  before(async () => {
    token = await login();
    const created = await api<{ id: number; apikey: string }>('/stream', token, 'POST', {
      kind: 'live',
      title: 'Recorded live',
    });
    id = created.data.id;
    await broadcastOnce(token, created.data.apikey, 3000);
    await recordingsOf(token, id, 1);
    await broadcastOnce(token, created.data.apikey, 3000);
    uids = (await recordingsOf(token, id, 2)).map((r) => r.uid);
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-recordings')) e.remove();
  });

  const open = () =>
    mount('smuc-recordings', { 'api-base': window.SMUC_API, token, 'stream-id': String(id), open: '' });

  it('lists the broadcasts; nothing can be changed before the broadcast ends; passes axe', async () => {
    const el = open();
    await waitFor(() => rows(el).length === 2, 15_000);
    const text = rows(el)[0]!.textContent ?? '';
    expect(text).to.match(/Recording .* UTC\.(webm|mkv)/);
    // Duration as h:mm:ss, a real length (about 3 s of broadcast).
    expect(text).to.match(/0:00:0[1-9]/);
    expect(inShadow<HTMLImageElement>(el, 'img.recording-thumb')[0]!.src).to.match(/poster\.jpg$/);
    expect(inShadow(el, '.recordings-hint')[0]?.textContent).to.equal(
      'Recordings can be reordered and activated after the broadcast has ended.',
    );
    expect(switches(el).every((s) => s.disabled)).to.equal(true);
    expect(button(el, 'Save')!.disabled).to.equal(true);
    await expectAccessible(el);
  });

  it('after End broadcast: toggles, refuses none active, reorders by keyboard and saves', async () => {
    expect(
      (await api<{ stream_status: number }>(`/stream/${id}/stop`, token, 'POST')).data.stream_status,
    ).to.equal(3);
    const el = open();
    await waitFor(() => rows(el).length === 2 && !switches(el)[0]!.disabled, 15_000);
    expect(button(el, 'Save')!.disabled, 'nothing changed').to.equal(true);

    for (const s of switches(el)) s.click();
    await waitFor(() =>
      inShadow(el, '.recordings-status')[0]?.textContent?.includes(
        'There must be at least one VOD to display...',
      ),
    );
    expect(button(el, 'Save')!.disabled).to.equal(true);
    switches(el)[1]!.click();
    await waitFor(() => !button(el, 'Save')!.disabled);

    // Keyboard reordering: Space picks the first row up, ArrowDown moves it, Space drops it.
    const handle = inShadow<HTMLButtonElement>(el, '.drag-handle')[0]!;
    handle.focus();
    const key = (target: EventTarget, code: string, k: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { code, key: k, bubbles: true, composed: true }));
    key(handle, 'Space', ' ');
    await sleep(100);
    key(handle, 'ArrowDown', 'ArrowDown');
    await sleep(300);
    key(handle, 'Space', ' ');
    await waitFor(() => rows(el)[0]?.getAttribute('data-uid') === uids[1], 5000);

    button(el, 'Save')!.click();
    await waitFor(() => toasts(el).includes('Successful saving.'));
    const saved = (await api<Rec[]>(`/stream/${id}/vods/customize`, token)).data;
    expect(saved.map((r) => r.uid)).to.deep.equal([uids[1], uids[0]]);
    expect(saved.map((r) => r.active)).to.deep.equal([true, false]);
    expect(button(el, 'Save')!.disabled, 'saved: nothing changed').to.equal(true);
    await expectAccessible(el);
  });

  it('downloads with confirmation: create, poll every 10 s, then the file is ready', async () => {
    const el = open();
    await waitFor(() => rows(el).length === 2, 15_000);
    const download = inShadow<HTMLButtonElement>(el, 'button.download')[0]!;
    download.click();
    await waitFor(() => button(el, 'Prepare download'));
    await expectAccessible(el);
    button(el, 'Prepare download')!.click();
    await waitFor(() => inShadow<HTMLButtonElement>(el, 'button.download').every((b) => b.disabled));
    await waitFor(() => toasts(el).includes('is ready'), 40_000);
    const recs = (await api<Rec[]>(`/stream/${id}/vods/customize`, token)).data;
    expect(recs[0]!.download?.status).to.equal('ready');
    const file = await fetch(recs[0]!.download!.url!);
    expect(file.headers.get('content-type')).to.equal('video/mp4');
    expect(inShadow<HTMLButtonElement>(el, 'button.download').every((b) => !b.disabled)).to.equal(true);
  });

  it('the editor preview shows the latest recordings only in windows taller than 940 px', async () => {
    await setViewport({ width: 1200, height: 900 });
    const low = mount('smuc-recordings', {
      'api-base': window.SMUC_API,
      token,
      'stream-id': String(id),
      preview: '',
    });
    await sleep(1500);
    expect(inShadow(low, '.recordings-preview').length, 'hidden at 900 px').to.equal(0);
    low.remove();
    await setViewport({ width: 1200, height: 1000 });
    const el = mount('smuc-recordings', {
      'api-base': window.SMUC_API,
      token,
      'stream-id': String(id),
      preview: '',
    });
    await waitFor(() => inShadow(el, '.recordings-preview-list li').length === 2, 15_000);
    // Newest first: the second broadcast.
    expect(inShadow<HTMLImageElement>(el, '.recordings-preview-list img')[0]!.src).to.contain(uids[1]);
    expect(inShadow(el, '.recordings-preview-list li')[0]!.textContent).to.match(/0:00:0[1-9]/);
    await expectAccessible(el);
    button(el, 'Recordings (2)')!.click();
    await waitFor(() => rows(el).length === 2, 15_000);
    await setViewport({ width: 800, height: 600 });
  });

  it('deletes with confirmation but never the last recording', async () => {
    const el = open();
    await waitFor(() => rows(el).length === 2, 15_000);
    inShadow<HTMLButtonElement>(el, 'button.delete')[1]!.click();
    await waitFor(() => inShadow(el, '[role="alertdialog"]').length > 0);
    await expectAccessible(el);
    inShadow<HTMLButtonElement>(el, '[role="alertdialog"] .btn-danger')[0]!.click();
    await waitFor(() => rows(el).length === 1);
    expect((await api<Rec[]>(`/stream/${id}/vods/customize`, token)).data.map((r) => r.uid)).to.deep.equal([
      uids[1],
    ]);
    inShadow<HTMLButtonElement>(el, 'button.delete')[0]!.click();
    await waitFor(() => toasts(el).includes('There must be at least one VOD to display...'));
    expect(inShadow(el, '[role="alertdialog"]').length).to.equal(0);
    expect(rows(el).length).to.equal(1);
  });
});

describe('recordings rules (001 §4, §9)', () => {
  const rec = (uid: string, created: string, extra: Partial<Recording> = {}): Recording => ({
    uid,
    url: '',
    name: uid,
    thumbnail: '',
    created,
    duration: 1,
    ready: true,
    active: true,
    weight: 0,
    source: 'webrtc',
    download: null,
    ...extra,
  });

  it('formats durations as hours, minutes and seconds', () => {
    expect(formatDuration(65)).to.equal('0:01:05');
    expect(formatDuration(3723.4)).to.equal('1:02:03');
    expect(formatDuration(-1)).to.equal('0:00:00');
  });

  it('saves only when closed, all ready, changed and one active', () => {
    const saved = [rec('a', '2026-01-01T00:00:00Z'), rec('b', '2026-01-02T00:00:00Z')];
    const swapped = [...draftOf(saved)].reverse();
    expect(canSaveRecordings(true, saved, swapped)).to.equal(true);
    expect(canSaveRecordings(false, saved, swapped), 'not closed').to.equal(false);
    expect(canSaveRecordings(true, saved, draftOf(saved)), 'unchanged').to.equal(false);
    const notReady = [saved[0]!, rec('b', '2026-01-02T00:00:00Z', { ready: false })];
    expect(canSaveRecordings(true, notReady, swapped), 'not ready').to.equal(false);
    const none = draftOf(saved).map((d) => ({ ...d, active: false }));
    expect(canSaveRecordings(true, saved, none), 'none active').to.equal(false);
  });

  it('previews the 3 latest, newest first', () => {
    const list = ['01', '05', '03', '02', '04'].map((d) => rec(d, `2026-01-${d}T00:00:00Z`));
    expect(latestRecordings(list).map((r) => r.uid)).to.deep.equal(['05', '04', '03']);
  });
});
