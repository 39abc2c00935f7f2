/**
 * Signalling over a real WebSocket without media: authorisation, errors, stream id reservation.
 * (The media path is covered by test/contract.test.ts with the real adaptor in Chromium.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStreamTrack, RTCPeerConnection } from 'werift';
import WebSocket from 'ws';
import { issueMediaToken, type MediaServerHandle, startMediaServer } from './index.js';

const secret = 'unit-secret';
let engine: MediaServerHandle;
let dir: string;

type Message = Record<string, unknown>;

class Client {
  readonly received: Message[] = [];
  /** Every message in arrival order (never consumed). */
  readonly log: Message[] = [];
  /** Called for every message as it arrives. */
  onMessage: (m: Message) => void = () => undefined;
  private waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Message;
      this.log.push(m);
      this.onMessage(m);
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }
  static async open(url: string): Promise<Client> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Client(ws);
  }
  send(m: Message): void {
    this.ws.send(JSON.stringify(m));
  }
  next(match: (m: Message) => boolean, timeout = 3000): Promise<Message> {
    const found = this.received.find(match);
    if (found) {
      this.received.splice(this.received.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout waiting for message')), timeout);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          this.received.splice(this.received.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }
  close(): void {
    this.ws.close();
  }
}

const cmd = (command: string) => (m: Message) => m.command === command;
const errorOf = (definition: string) => (m: Message) => m.command === 'error' && m.definition === definition;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smuc-sig-'));
  engine = await startMediaServer({ port: 0, host: '127.0.0.1', recordingsDir: dir, secret });
});
afterAll(async () => {
  await engine.close();
  await rm(dir, { recursive: true, force: true });
});

describe('signalling', () => {
  it('serves the AMS path and answers ping and getIceServerConfig', async () => {
    expect(engine.websocketUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/WebRTCAppEE\/websocket$/);
    const c = await Client.open(`${engine.websocketUrl}?target=origin`);
    c.send({ command: 'ping' });
    await c.next(cmd('pong'));
    c.send({ command: 'getIceServerConfig' });
    const config = await c.next(cmd('iceServerConfig'));
    expect(config.stunServerUri).toBe('');
    c.close();
  });

  it('rejects bad tokens with unauthorized_access', async () => {
    const c = await Client.open(engine.websocketUrl);
    c.send({ command: 'publish', streamId: 'a1', token: 'garbage' });
    expect((await c.next(errorOf('unauthorized_access'))).streamId).toBe('a1');
    c.send({ command: 'publish', streamId: 'a1', token: issueMediaToken(secret, 'a1', 'play', 60_000) });
    await c.next(errorOf('unauthorized_access'));
    c.send({ command: 'play', streamId: 'a1', token: issueMediaToken(secret, 'a2', 'play', 60_000) });
    await c.next(errorOf('unauthorized_access'));
    c.send({ command: 'publish', streamId: 'a1', token: issueMediaToken('wrong', 'a1', 'publish', 60_000) });
    await c.next(errorOf('unauthorized_access'));
    expect(c.received.filter(cmd('start'))).toEqual([]);
    c.close();
  });

  it('answers no_stream_exist for play and getStreamInfo of an idle stream', async () => {
    const c = await Client.open(engine.websocketUrl);
    c.send({ command: 'play', streamId: 'idle', token: issueMediaToken(secret, 'idle', 'play', 60_000) });
    await c.next(errorOf('no_stream_exist'));
    c.send({ command: 'getStreamInfo', streamId: 'idle' });
    await c.next(errorOf('no_stream_exist'));
    c.close();
  });

  it('reports malformed commands', async () => {
    const c = await Client.open(engine.websocketUrl);
    c.ws.send('{nope');
    await c.next(errorOf('invalid_command'));
    c.send({ command: 'publish', token: 'x' });
    await c.next(errorOf('noStreamNameSpecified'));
    c.send({ command: 'play', streamId: '../etc', token: 'x' });
    await c.next(errorOf('invalidStreamName'));
    c.send({ command: 'takeConfiguration', streamId: 'nobody', type: 'offer', sdp: 'v=0' });
    await c.next(errorOf('no_peer_associated_before'));
    c.close();
  });

  it('reserves a stream id on publish, refuses a second publisher, frees it on stop at once', async () => {
    const a = await Client.open(engine.websocketUrl);
    const b = await Client.open(engine.websocketUrl);
    const token = issueMediaToken(secret, 'busy', 'publish', 60_000);
    a.send({ command: 'publish', streamId: 'busy', token });
    expect(await a.next(cmd('start'))).toEqual({ command: 'start', streamId: 'busy' });
    b.send({ command: 'publish', streamId: 'busy', token });
    await b.next(errorOf('streamIdInUse'));
    // A stop for a stream this socket does not hold is ignored.
    b.send({ command: 'stop', streamId: 'busy' });
    b.send({ command: 'publish', streamId: 'busy', token });
    await b.next(errorOf('streamIdInUse'));
    // The adaptor's retry: stop, then publish again on the same socket.
    a.send({ command: 'stop', streamId: 'busy' });
    a.send({ command: 'publish', streamId: 'busy', token });
    await a.next(cmd('start'));
    a.send({ command: 'stop', streamId: 'busy' });
    b.send({ command: 'publish', streamId: 'busy', token });
    await b.next(cmd('start'));
    // Closing the socket frees the id too.
    b.close();
    await new Promise((r) => setTimeout(r, 200));
    a.send({ command: 'publish', streamId: 'busy', token });
    await a.next(cmd('start'));
    a.close();
  });
});

/** A browser stand-in on werift: answers the engine's offer as the adaptor does. */
async function answerTo(pc: RTCPeerConnection, offer: Message): Promise<string> {
  await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp as string });
  await pc.setLocalDescription(await pc.createAnswer());
  return pc.localDescription?.sdp as string;
}

describe('play retried on the same socket', () => {
  it('drops the late answer to the stopped session offer and plays with the right one', async () => {
    // A publisher with an audio track (its tracks are known from the answer; no media needed).
    const streamId = 'retry';
    const publisher = await Client.open(engine.websocketUrl);
    const publisherPc = new RTCPeerConnection({ iceAdditionalHostAddresses: ['127.0.0.1'] });
    publisherPc.addTransceiver(new MediaStreamTrack({ kind: 'audio' }), { direction: 'sendonly' });
    publisher.send({
      command: 'publish',
      streamId,
      token: issueMediaToken(secret, streamId, 'publish', 60_000),
    });
    await publisher.next(cmd('start'));
    await publisherPc.setLocalDescription(await publisherPc.createOffer());
    publisher.send({
      command: 'takeConfiguration',
      streamId,
      type: 'offer',
      sdp: publisherPc.localDescription?.sdp,
    });
    await publisher.next(cmd('takeConfiguration'));

    // The adaptor's retry 3 s after play on a slow machine: stop and play again before it answered
    // the first offer; its answer to that offer then arrives after the second play.
    const viewer = await Client.open(engine.websocketUrl);
    const token = issueMediaToken(secret, streamId, 'play', 60_000);
    viewer.send({ command: 'play', streamId, token });
    const first = await viewer.next(cmd('takeConfiguration'));
    viewer.send({ command: 'stop', streamId });
    viewer.send({ command: 'play', streamId, token });
    const second = await viewer.next((m) => m.command === 'takeConfiguration' && m.sdp !== first.sdp);
    const stalePc = new RTCPeerConnection({ iceAdditionalHostAddresses: ['127.0.0.1'] });
    const pc = new RTCPeerConnection({ iceAdditionalHostAddresses: ['127.0.0.1'] });
    pc.onIceCandidate.subscribe((c) => {
      if (c?.candidate)
        viewer.send({
          command: 'takeCandidate',
          streamId,
          label: c.sdpMLineIndex,
          id: c.sdpMid,
          candidate: c.candidate,
        });
    });
    viewer.send({
      command: 'takeConfiguration',
      streamId,
      type: 'answer',
      sdp: await answerTo(stalePc, first),
    });
    viewer.send({ command: 'takeConfiguration', streamId, type: 'answer', sdp: await answerTo(pc, second) });
    // The engine's candidates after the second offer are the live session's (the first session
    // was closed before the second play was handled).
    const addCandidate = (c: Message) =>
      pc.addIceCandidate({
        candidate: c.candidate as string,
        sdpMLineIndex: c.label as number,
        sdpMid: c.id as string,
      });
    for (const c of viewer.log.slice(viewer.log.indexOf(second)).filter(cmd('takeCandidate')))
      await addCandidate(c);
    viewer.onMessage = (m) => {
      if (m.command === 'takeCandidate') void addCandidate(m);
    };
    const started = await viewer.next(
      (m) => (m.command === 'notification' && m.definition === 'play_started') || m.command === 'error',
      10_000,
    );
    expect(started).toEqual({ command: 'notification', definition: 'play_started', streamId });
    viewer.close();
    publisher.close();
    await Promise.all([pc.close(), stalePc.close(), publisherPc.close()]);
  }, 20_000);
});

describe('publicUrl', () => {
  it('derives the browser-facing addresses from publicUrl', async () => {
    const other = await startMediaServer({
      port: 0,
      host: '127.0.0.1',
      recordingsDir: dir,
      secret,
      publicUrl: 'https://live.example.com/',
    });
    expect(other.websocketUrl).toBe('wss://live.example.com/WebRTCAppEE/websocket');
    expect(other.hlsUrl('any')).toBeNull();
    await other.close();
  });

  it('refuses to start without a secret', async () => {
    await expect(startMediaServer({ port: 0, recordingsDir: dir, secret: '' })).rejects.toThrow(/secret/);
  });
});
