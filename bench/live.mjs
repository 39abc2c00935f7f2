// Live engine benchmark (issue 8, "bench/live.* measures glass-to-glass latency on loopback … and
// the viewers one engine serves at 720p30 before frames drop").
//
//   node bench/live.mjs                     (from the repo root; about 2–3 minutes)
//   LATENCY_SECONDS=20 MAX_VIEWERS=64 node bench/live.mjs
//   SOURCE=ffmpeg node bench/live.mjs        (capacity only, with an ffmpeg-encoded source)
//   SOURCE=rtmp node bench/live.mjs          (an OBS-style RTMP publisher played over WebRTC)
//   SOURCE=rtmp RTMP_BFRAMES=2 node bench/live.mjs   (the same with B-frames: the transcode path)
//   SOURCE=rtmp RTMP_AUDIO=0 node bench/live.mjs     (video only: what FLV's interleaving costs)
//
// 1. Latency: the embedded engine (packages/media-server) runs in this process. A headless Debian
//    Chromium page publishes a 1280x720@30 canvas stream through the unmodified
//    @antmedia/webrtc_adaptor; every canvas frame carries Date.now() as a 32-bit barcode. A second
//    page plays the stream through the adaptor and reads the barcode of each decoded frame
//    (requestVideoFrameCallback): latency = read time − drawn time (same clock, same machine).
// 2. Capacity: a child process opens WebRTC viewers (werift peers speaking the AMS signalling, no
//    decoding) in steps (1, 2, 4, 8, 12, 16, 24, …). Each step holds 8 s; a step passes when every
//    viewer got ≥ 90 % of the frames the publisher sent in the same window (its outbound-rtp
//    framesSent) with < 1 % packet loss. The largest passing step is the
//    number of 720p30 viewers one engine serves before frames drop. Viewers, engine and publishing
//    browser share this machine's cores, so the figure is a lower bound for a dedicated engine;
//    each step reports the CPU of the engine process and of the viewers' process to show which
//    side ran out.
//    With SOURCE=ffmpeg (issue 18 target 6) the publisher is no browser: ffmpeg encodes a 720p30
//    H.264 test pattern (libx264 ultrafast, zerolatency, 1 s GOP) to RTP on a loopback UDP port and
//    a werift peer in another child process publishes those packets to the engine unchanged, so
//    the browser's encoder is not what runs out of CPU. The latency step needs the browser's
//    barcode and is skipped. Each step also reports ffmpeg's CPU; the closing line prints the
//    engine's CPU per added viewer (% of one core).
//    With SOURCE=rtmp (issue 35 §1) the publisher is OBS-like: a child process draws 1280x720 gray
//    frames with Date.now() as the same barcode, 30 a second, into ffmpeg (`-f rawvideo -i -`,
//    libx264 veryfast zerolatency with RTMP_BFRAMES B-frames, 2 s GOP, AAC), which publishes them
//    over RTMP to the engine's ingest. The viewer page plays the stream over WebRTC as for the
//    browser source (the engine's feed copies H.264 without B-frames and transcodes the rest), so
//    latency is glass to glass from the frame's drawing (before the encoder) to its display.
//    Capacity compares viewers against the frames drawn; each step also reports the CPU of the
//    publisher's encoder and of the engine's feed ffmpeg (`feedCpuPct`, the transcode when any).
// TypeScript sources load through tsx's ESM API, so plain `node` runs this file.

import { fork, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

const root = new URL('../', import.meta.url);
const requireMs = createRequire(new URL('packages/media-server/package.json', root));
const LATENCY_SECONDS = Number(process.env.LATENCY_SECONDS ?? 15);
const MAX_VIEWERS = Number(process.env.MAX_VIEWERS ?? 48);
const STEP_SECONDS = Number(process.env.STEP_SECONDS ?? 8);
const BITRATE_KBPS = process.env.BITRATE_KBPS ?? '900';
const [WIDTH, HEIGHT] = (process.env.SIZE ?? '1280x720').split('x').map(Number);
/** `browser` (Chromium's encoder, latency and capacity), `ffmpeg` (capacity only) or `rtmp`. */
const SOURCE = process.env.SOURCE ?? 'browser';
/** B-frames of the RTMP publisher's encoder (0: copied to WebRTC; more: transcoded). */
const RTMP_BFRAMES = process.env.RTMP_BFRAMES ?? '0';
/** Video bitrate of the RTMP publisher (kbit/s), OBS's default. */
const RTMP_KBPS = process.env.RTMP_KBPS ?? '2500';
/**
 * `0`: the RTMP publisher sends video only. A profiling knob: FLV interleaves audio and video by
 * timestamp, so comparing both runs shows what waiting for the audio costs the video.
 */
const RTMP_AUDIO = process.env.RTMP_AUDIO !== '0';

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// ───────────────────────── child: headless werift viewers ─────────────────────────
async function viewersChild() {
  const werift = requireMs('werift');
  // werift's codec factories (named use*, not React hooks).
  const { useOPUS: opus, useVP8: vp8, useH264: h264 } = werift;
  const WebSocket = requireMs('ws');
  const [url, streamId, token] = process.argv.slice(3);
  const viewers = [];

  function openViewer() {
    const stats = {
      frames: 0,
      packets: 0,
      expected: 0,
      lastSeq: null,
      connected: false,
      error: null,
      state: 'ws',
      retries: 0,
    };
    viewers.push(stats);
    const ws = new WebSocket(url);
    let pc = null;
    const send = (m) => ws.readyState === 1 && ws.send(JSON.stringify(m));
    ws.on('open', () => send({ command: 'play', streamId, token }));
    ws.on('message', async (data) => {
      const m = JSON.parse(String(data));
      if (m.command === 'error') stats.error = m.definition;
      if (m.command === 'takeConfiguration' && m.type === 'offer') {
        pc = new werift.RTCPeerConnection({
          iceServers: [],
          iceAdditionalHostAddresses: ['127.0.0.1'],
          iceUseIpv6: false,
          codecs: { audio: [opus()], video: [vp8(), h264()] },
          headerExtensions: { audio: [], video: [] },
        });
        pc.onIceCandidate.subscribe((c) => {
          if (c?.candidate) {
            const candidate = c.candidate.startsWith('candidate:') ? c.candidate : `candidate:${c.candidate}`;
            send({
              command: 'takeCandidate',
              streamId,
              label: c.sdpMLineIndex ?? 0,
              id: c.sdpMid ?? '0',
              candidate,
            });
          }
        });
        pc.onTrack.subscribe((track) => {
          if (track.kind !== 'video') return;
          track.onReceiveRtp.subscribe((rtp) => {
            stats.packets++;
            if (rtp.header.marker) stats.frames++;
            const seq = rtp.header.sequenceNumber;
            if (stats.lastSeq === null) stats.expected++;
            else {
              const delta = (seq - stats.lastSeq + 65536) % 65536;
              if (delta > 0 && delta < 3000) stats.expected += delta;
            }
            if (stats.lastSeq === null || (seq - stats.lastSeq + 65536) % 65536 < 3000) stats.lastSeq = seq;
          });
        });
        const current = pc;
        pc.connectionStateChange.subscribe((s) => {
          stats.state = s;
          if (s === 'connected') stats.connected = true;
          // Like the adaptor: when ICE fails, stop and play again 500 ms later.
          if (s === 'failed' && pc === current) {
            stats.retries++;
            pc = null;
            current.close().catch(() => {});
            send({ command: 'stop', streamId });
            setTimeout(() => send({ command: 'play', streamId, token }), 500);
          }
        });
        stats.state = 'offer';
        await pc.setRemoteDescription({ type: 'offer', sdp: m.sdp });
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        send({ command: 'takeConfiguration', streamId, type: 'answer', sdp: pc.localDescription.sdp });
      }
      if (m.command === 'takeCandidate' && pc) {
        await pc
          .addIceCandidate({ candidate: m.candidate, sdpMid: m.id, sdpMLineIndex: m.label })
          .catch(() => {});
      }
    });
  }

  process.on('message', (m) => {
    if (m.add) for (let i = 0; i < m.add; i++) openViewer();
    if (m.snapshot) {
      const cpu = process.cpuUsage();
      process.send({
        cpuMs: (cpu.user + cpu.system) / 1000,
        at: Date.now(),
        snapshot: viewers.map((v) => ({
          frames: v.frames,
          packets: v.packets,
          expected: v.expected,
          connected: v.connected,
          error: v.error,
          state: v.state,
          retries: v.retries,
        })),
      });
    }
  });
  process.send({ ready: true });
}

// ───────────────────────── child: ffmpeg-encoded publisher (SOURCE=ffmpeg) ─────────────────────────
/**
 * The publisher children's side of the parent: answers `{ framesSent }` with the frames sent so far
 * and ffmpeg's CPU, says it is ready, and takes ffmpeg along when the parent ends it with SIGTERM
 * (an 'exit' handler alone would not run).
 */
function answerParent(ffmpeg, framesSent) {
  const stop = () => {
    ffmpeg.kill('SIGKILL');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  process.on('message', (m) => {
    if (m.framesSent)
      process.send({ framesSent: framesSent(), ffmpegCpuMs: processCpuMs(ffmpeg.pid), at: Date.now() });
  });
  process.send({ ready: true });
}

/** CPU time of a process in ms (Linux `/proc/<pid>/stat`, user + system ticks of 10 ms). */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * UDP datagrams this machine dropped because a socket's receive buffer was full (Linux
 * `/proc/net/snmp` RcvbufErrors): a receiver that did not read in time, not a frame the engine skipped.
 */
function udpReceiveBufferDrops() {
  try {
    const [names, values] = readFileSync('/proc/net/snmp', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('Udp:'))
      .map((line) => line.split(/\s+/));
    return Number(values[names.indexOf('RcvbufErrors')]);
  } catch {
    return 0;
  }
}

async function publisherChild() {
  const werift = requireMs('werift');
  // werift's codec factory (named use*, not a React hook).
  const { useH264: h264 } = werift;
  const WebSocket = requireMs('ws');
  const [url, streamId, token] = process.argv.slice(3);
  const rtpIn = createSocket('udp4');
  await new Promise((resolve) => rtpIn.bind(0, '127.0.0.1', resolve));
  const track = new werift.MediaStreamTrack({ kind: 'video' });
  const pc = new werift.RTCPeerConnection({
    iceServers: [],
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceUseIpv6: false,
    codecs: { audio: [], video: [h264()] },
    headerExtensions: { audio: [], video: [] },
  });
  const transceiver = pc.addTransceiver(track, { direction: 'sendonly' });
  let framesSent = 0;
  let payloadType = null;
  rtpIn.on('message', (data) => {
    if (payloadType === null) return;
    const rtp = werift.RtpPacket.deSerialize(data);
    rtp.header.payloadType = payloadType;
    if (rtp.header.marker) framesSent++;
    track.writeRtp(rtp);
  });
  const ws = new WebSocket(url);
  const send = (m) => ws.readyState === 1 && ws.send(JSON.stringify(m));
  pc.onIceCandidate.subscribe((c) => {
    if (!c?.candidate) return;
    const candidate = c.candidate.startsWith('candidate:') ? c.candidate : `candidate:${c.candidate}`;
    send({ command: 'takeCandidate', streamId, label: c.sdpMLineIndex ?? 0, id: c.sdpMid ?? '0', candidate });
  });
  const connected = new Promise((resolve) =>
    pc.connectionStateChange.subscribe((state) => state === 'connected' && resolve()),
  );
  ws.on('open', () => send({ command: 'publish', streamId, token }));
  ws.on('message', async (raw) => {
    const m = JSON.parse(String(raw));
    if (m.command === 'error') console.error('publisher:', m.definition);
    if (m.command === 'start') {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      send({ command: 'takeConfiguration', streamId, type: 'offer', sdp: pc.localDescription.sdp });
    }
    if (m.command === 'takeConfiguration' && m.type === 'answer') {
      await pc.setRemoteDescription({ type: 'answer', sdp: m.sdp });
      payloadType = transceiver.codecs[0]?.payloadType ?? null;
    }
    if (m.command === 'takeCandidate') {
      await pc
        .addIceCandidate({ candidate: m.candidate, sdpMid: m.id, sdpMLineIndex: m.label })
        .catch(() => {});
    }
  });
  await connected;
  // 720p30 H.264 (packetization-mode 1, what the engine relays), 1 s GOP: viewers never wait long
  // for a keyframe, since a viewer's keyframe request cannot reach ffmpeg.
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi'],
      ['-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=30`],
      ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline'],
      ['-pix_fmt', 'yuv420p', '-g', '30', '-b:v', `${BITRATE_KBPS}k`, '-maxrate', `${BITRATE_KBPS}k`],
      ['-bufsize', `${BITRATE_KBPS}k`, '-f', 'rtp', `rtp://127.0.0.1:${rtpIn.address().port}?pkt_size=1200`],
    ].flat(),
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  answerParent(ffmpeg, () => framesSent);
}

// ───────────────────────── child: OBS-like RTMP publisher (SOURCE=rtmp) ─────────────────────────
/**
 * Draws WIDTHxHEIGHT gray frames at 30/s (a moving block, and Date.now() as a 32-bit barcode of
 * WIDTH/32 px cells along the top, white for 1) into ffmpeg, which encodes H.264 + AAC and publishes
 * to the RTMP URL. A frame is skipped when ffmpeg has not taken the last two (the encoder fell
 * behind); timestamps are the wall clock, so a skipped frame is a longer one, not a drift.
 */
async function rtmpPublisherChild() {
  const [url] = process.argv.slice(3);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-use_wallclock_as_timestamps', '1'],
      ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${WIDTH}x${HEIGHT}`, '-framerate', '30', '-i', '-'],
      // The sound comes from this process too, on the same clock as the frames (as OBS stamps both
      // from one clock): a second input clocked apart (lavfi's sine with -re) starts ahead of the
      // frames, and FLV's timestamp interleaving then held each frame ~0.5 s for it.
      RTMP_AUDIO
        ? [
            ...['-use_wallclock_as_timestamps', '1', '-f', 's16le', '-ar', '48000', '-ac', '1'],
            ...['-i', 'pipe:3', '-map', '0:v', '-map', '1:a'],
          ]
        : ['-map', '0:v', '-an'],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-bf', RTMP_BFRAMES, '-g', '60'],
      [
        '-pix_fmt',
        'yuv420p',
        '-fps_mode',
        'passthrough',
        '-b:v',
        `${RTMP_KBPS}k`,
        '-maxrate',
        `${RTMP_KBPS}k`,
      ],
      ['-bufsize', `${RTMP_KBPS}k`, ...(RTMP_AUDIO ? ['-c:a', 'aac', '-b:a', '128k'] : []), '-f', 'flv', url],
    ].flat(),
    { stdio: ['pipe', 'ignore', 'inherit', 'pipe'] },
  );
  const frame = Buffer.alloc(WIDTH * HEIGHT, 0x50);
  // One frame's worth of a 440 Hz tone: 1600 samples at 48 kHz, signed 16-bit mono.
  const tone = Buffer.alloc(1600 * 2);
  const sound = ffmpeg.stdio[3];
  const cell = Math.floor(WIDTH / 32);
  const block = 80;
  let framesSent = 0;
  let n = 0;
  const start = Date.now();
  const draw = () => {
    // The block moves 8 px a frame along the middle row (motion for the encoder).
    const x = (n * 8) % (WIDTH - block);
    const prev = ((n - 1) * 8 + (WIDTH - block)) % (WIDTH - block);
    for (let y = HEIGHT / 2; y < HEIGHT / 2 + block; y++) {
      frame.fill(0x50, y * WIDTH + prev, y * WIDTH + prev + block);
      frame.fill(0xb0, y * WIDTH + x, y * WIDTH + x + block);
    }
    const t = Date.now() >>> 0;
    for (let i = 0; i < 32; i++) {
      const value = (t >>> (31 - i)) & 1 ? 0xff : 0x00;
      for (let y = 0; y < cell; y++) frame.fill(value, y * WIDTH + i * cell, y * WIDTH + (i + 1) * cell);
    }
    n++;
    if (ffmpeg.stdin.writableLength < 2 * frame.length) {
      // ffmpeg reads the pipe in its own time: hand it a copy, the buffer is drawn again next tick.
      ffmpeg.stdin.write(Buffer.from(frame));
      framesSent++;
    }
    if (RTMP_AUDIO && sound.writableLength < 4 * tone.length) {
      for (let i = 0; i < 1600; i++)
        tone.writeInt16LE(
          Math.round(8000 * Math.sin((2 * Math.PI * 440 * ((n - 1) * 1600 + i)) / 48000)),
          i * 2,
        );
      sound.write(Buffer.from(tone));
    }
    setTimeout(draw, Math.max(0, start + (n * 1000) / 30 - Date.now()));
  };
  ffmpeg.stdin.on('error', () => {});
  sound?.on('error', () => {});
  draw();
  answerParent(ffmpeg, () => framesSent);
}

/** Pid of the engine's WebRTC feed ffmpeg of an RTMP ingest on `rtmpPort` (its `-f rtp` child). */
function feedPid(rtmpPort) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.includes('rtp') && args.some((a) => a.startsWith(`rtmp://127.0.0.1:${rtmpPort}/`))) return pid;
    } catch {}
  }
  return null;
}

// ───────────────────────── parent ─────────────────────────
/** Asks a child process `m` and resolves with the first reply that carries `key`. */
function ask(child, m, key) {
  return new Promise((resolve) => {
    const on = (reply) => {
      if (reply[key] !== undefined) {
        child.off('message', on);
        resolve(reply);
      }
    };
    child.on('message', on);
    child.send(m);
  });
}

/** Forks this file in `mode` with `args`; resolves once the child said it is ready. */
async function forkChild(mode, args) {
  const child = fork(new URL(import.meta.url).pathname, [mode, ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

/**
 * Glass-to-glass latency with one browser viewer (the adaptor's WebRTC play, the barcode of each
 * displayed frame), written into `results.latency`.
 */
async function viewerLatency(browser, engine, issueMediaToken, secret, streamId, results) {
  const viewer = await browser.newPage();
  await viewer.evaluate(
    ([url, id, t]) => window.smuc.play(url, id, t),
    [engine.websocketUrl, streamId, issueMediaToken(secret, streamId, 'play', 3_600_000)],
  );
  await viewer.waitForFunction(() => (window.smuc.video()?.frames ?? 0) > 30, undefined, { timeout: 30_000 });
  const v0 = await viewer.evaluate(() => window.smuc.video());
  const { glass, arrival } = await viewer.evaluate((s) => window.smuc.latency(s * 1000), LATENCY_SECONDS);
  const v1 = await viewer.evaluate(() => window.smuc.video());
  const sorted = [...glass].sort((a, b) => a - b);
  const arrived = [...arrival].sort((a, b) => a - b);
  results.latency = {
    samples: sorted.length,
    resolution: `${v1.width}x${v1.height}`,
    viewerFps: Number(((v1.frames - v0.frames) / LATENCY_SECONDS).toFixed(1)),
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    max: sorted.at(-1),
    // From the drawing to the frame's last packet reaching the viewer's page: the encoder, the
    // ingest and the engine's share; p50 − arrivalP50 is roughly what the browser held the frame.
    arrivalP50: percentile(arrived, 50),
    arrivalP90: percentile(arrived, 90),
  };
  console.log('latency (ms):', JSON.stringify(results.latency));
  await viewer.context().close();
}

/**
 * The browser publisher (Chromium's encoder, a barcoded canvas), with the preview and glass-to-glass
 * latency steps written into `results`. Answers `{ framesSent(), stop() }` (frames: outbound-rtp).
 */
async function browserSource(browser, engine, issueMediaToken, secret, streamId, results) {
  const publisher = await browser.newPage();
  await publisher.evaluate(
    ([url, id, t, kbps, w, h]) =>
      window.smuc.publish(url, id, t, {
        barcode: true,
        width: w,
        height: h,
        bandwidth: kbps === 'unlimited' ? 'unlimited' : Number(kbps),
      }),
    [
      engine.websocketUrl,
      streamId,
      issueMediaToken(secret, streamId, 'publish', 3_600_000),
      BITRATE_KBPS,
      WIDTH,
      HEIGHT,
    ],
  );
  await publisher.waitForFunction(
    () => window.smuc.events.some((e) => e.name === 'publish_started'),
    undefined,
    {
      timeout: 30_000,
    },
  );
  await publisher.waitForTimeout(3000); // let the encoder ramp up

  // 0. Baseline: the publisher's own preview (canvas → capture → local <video>), no network.
  const preview = [...(await publisher.evaluate(() => window.smuc.latency(5000, 'local'))).glass].sort(
    (a, b) => a - b,
  );
  results.previewLatency = {
    samples: preview.length,
    p50: percentile(preview, 50),
    p90: percentile(preview, 90),
  };
  console.log('publisher preview latency (ms):', JSON.stringify(results.previewLatency));

  // 1. Glass-to-glass latency with one browser viewer.
  await viewerLatency(browser, engine, issueMediaToken, secret, streamId, results);
  return {
    framesSent: async () => ({
      framesSent: await publisher.evaluate((id) => window.smuc.framesSent(id), streamId),
    }),
    stop: () => publisher.evaluate((id) => window.publisher.stop(id), streamId),
  };
}

/** The ffmpeg-encoded publisher (a child process): `{ framesSent(), stop() }`, ffmpeg's CPU too. */
async function ffmpegSource(engine, issueMediaToken, secret, streamId) {
  const child = await forkChild('--publish', [
    engine.websocketUrl,
    streamId,
    issueMediaToken(secret, streamId, 'publish', 3_600_000),
  ]);
  // Wait for frames to flow, then let the rate settle.
  const until = Date.now() + 30_000;
  while ((await ask(child, { framesSent: true }, 'framesSent')).framesSent < 30) {
    if (Date.now() > until) throw new Error('the ffmpeg source sent no frames in 30 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 2000));
  return {
    framesSent: () => ask(child, { framesSent: true }, 'framesSent'),
    stop: async () => child.kill(),
  };
}

/**
 * The OBS-like RTMP publisher (a child process, see {@link rtmpPublisherChild}) on the engine's
 * ingest, with the glass-to-glass latency step written into `results`. Answers
 * `{ framesSent(), stop() }` (frames drawn, the encoder's and the feed's CPU).
 */
async function rtmpSource(browser, engine, rtmpPort, issueMediaToken, secret, streamId, results) {
  const child = await forkChild('--rtmp', [`rtmp://127.0.0.1:${rtmpPort}/live/${streamId}`]);
  // The feed flows once the engine answers the stream's information (its RTP has arrived).
  const WebSocket = requireMs('ws');
  const until = Date.now() + 60_000;
  for (;;) {
    const ws = new WebSocket(engine.websocketUrl);
    const reply = await new Promise((resolve) => {
      ws.on('open', () => ws.send(JSON.stringify({ command: 'getStreamInfo', streamId })));
      ws.on('message', (data) => resolve(JSON.parse(String(data)).command));
      ws.on('error', () => resolve('error'));
    });
    ws.close();
    if (reply === 'streamInformation') break;
    if (Date.now() > until) throw new Error('the RTMP ingest had no WebRTC feed after 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 3000)); // let the encoder ramp up
  results.feedMode = feedPid(rtmpPort)
    ? readFileSync(`/proc/${feedPid(rtmpPort)}/cmdline`, 'utf8').includes('libx264')
      ? 'transcode'
      : 'copy'
    : null;
  console.log('feed:', results.feedMode, `(publisher B-frames: ${RTMP_BFRAMES})`);
  await viewerLatency(browser, engine, issueMediaToken, secret, streamId, results);
  return {
    framesSent: async () => {
      const reply = await ask(child, { framesSent: true }, 'framesSent');
      const pid = feedPid(rtmpPort);
      return { ...reply, feedCpuMs: pid ? processCpuMs(pid) : 0 };
    },
    stop: async () => child.kill(),
  };
}

async function main() {
  const { register } = await import('tsx/esm/api');
  register();
  const ms = (p) => new URL(`packages/media-server/${p}`, root).href;
  const [{ startMediaServer, issueMediaToken }, { startBrowser }] = await Promise.all([
    import(ms('src/index.ts')),
    import(ms('test/browser.ts')),
  ]);
  const secret = 'bench-secret';
  const dir = await mkdtemp(join(tmpdir(), 'smuc-live-bench-'));
  const streamId = 'bench_live';
  const rtmpPort = SOURCE === 'rtmp' ? await freePort() : null;
  const engine = await startMediaServer({
    port: 0,
    host: '127.0.0.1',
    recordingsDir: dir,
    secret,
    rtmpPort,
    hooks: { resolveRtmpKey: async (key) => (key === streamId ? streamId : null) },
  });
  const results = {
    cores: availableParallelism(),
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    source: SOURCE,
    size: `${WIDTH}x${HEIGHT}`,
    bitrateKbps: BITRATE_KBPS,
  };
  let browser = null;
  let source = null;
  try {
    if (SOURCE === 'ffmpeg') source = await ffmpegSource(engine, issueMediaToken, secret, streamId);
    else if (SOURCE === 'rtmp') {
      browser = await startBrowser();
      source = await rtmpSource(browser, engine, rtmpPort, issueMediaToken, secret, streamId, results);
    } else {
      browser = await startBrowser();
      source = await browserSource(browser, engine, issueMediaToken, secret, streamId, results);
    }

    // 2. Capacity with headless viewers in a child process.
    const child = await forkChild('--viewers', [
      engine.websocketUrl,
      streamId,
      issueMediaToken(secret, streamId, 'play', 3_600_000),
    ]);
    const snapshot = () => ask(child, { snapshot: true }, 'snapshot');
    const steps = [];
    let total = 0;
    let served = 0;
    for (let n = 1; n <= MAX_VIEWERS; n = n < 4 ? n * 2 : n < 16 ? n + 4 : n + 8) {
      child.send({ add: n - total });
      total = n;
      // Wait until every viewer is connected and receiving (at most 20 s), then 2 s more.
      const settleUntil = Date.now() + 20_000;
      while (Date.now() < settleUntil) {
        const { snapshot: snap } = await snapshot();
        if (snap.length === n && snap.every((v) => v.connected && v.frames > 0)) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      await new Promise((r) => setTimeout(r, 2000));
      const sentA = await source.framesSent();
      const sentAtA = Date.now();
      const dropsA = udpReceiveBufferDrops();
      const { snapshot: a, cpuMs: viewerCpuA, at: atA } = await snapshot();
      const cpuA = process.cpuUsage();
      const cpuAt = Date.now();
      await new Promise((r) => setTimeout(r, STEP_SECONDS * 1000));
      const cpu = process.cpuUsage(cpuA);
      const cpuMs = Date.now() - cpuAt;
      const { snapshot: b, cpuMs: viewerCpuB, at: atB } = await snapshot();
      const sentB = await source.framesSent();
      const sentSeconds = (Date.now() - sentAtA) / 1000;
      // Rates over the measured wall time: on a loaded machine timers fire late.
      const publisherFps = (sentB.framesSent - sentA.framesSent) / sentSeconds;
      const viewerSeconds = (atB - atA) / 1000;
      const per = b.map((v, i) => {
        const before = a[i] ?? { frames: 0, packets: 0, expected: 0 };
        const expected = v.expected - before.expected;
        const packets = v.packets - before.packets;
        return {
          fps: (v.frames - before.frames) / viewerSeconds,
          loss: expected > 0 ? Math.max(0, 1 - packets / expected) : 1,
          connected: v.connected,
          error: v.error,
          state: v.state,
          frames: v.frames,
        };
      });
      const fps = per.map((p) => p.fps);
      const minFps = Math.min(...fps);
      const maxLoss = Math.max(...per.map((p) => p.loss));
      // Frames dropped by the engine: a viewer gets fewer than 90 % of the frames the publisher sent
      // in the same window, or loses packets.
      const ok = per.every((p) => p.connected) && minFps >= 0.9 * publisherFps && maxLoss < 0.01;
      const retries = b.reduce((sum, v) => sum + v.retries, 0);
      const row = {
        viewers: n,
        publisherFps: Number(publisherFps.toFixed(1)),
        // CPU of this process (the engine plus the light playwright driver), % of one core.
        engineCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / cpuMs) * 100),
        // CPU of the child process holding all headless viewers, % of one core.
        viewersCpuPct: Math.round(((viewerCpuB - viewerCpuA) / (atB - atA)) * 100),
        minFps: Number(minFps.toFixed(1)),
        avgFps: Number((fps.reduce((x, y) => x + y, 0) / fps.length).toFixed(1)),
        maxLossPct: Number((maxLoss * 100).toFixed(2)),
        iceRetries: retries,
        // Datagrams dropped by full receive buffers during the step (loss on the receiving side).
        udpReceiveBufferDrops: udpReceiveBufferDrops() - dropsA,
        ok,
      };
      if (sentB.ffmpegCpuMs !== undefined) {
        row.ffmpegCpuPct = Math.round(((sentB.ffmpegCpuMs - sentA.ffmpegCpuMs) / (sentSeconds * 1000)) * 100);
      }
      if (sentB.feedCpuMs !== undefined) {
        row.feedCpuPct = Math.round(((sentB.feedCpuMs - sentA.feedCpuMs) / (sentSeconds * 1000)) * 100);
      }
      if (!ok) {
        row.failing = per
          .filter((p) => !p.connected || p.fps < 0.9 * publisherFps || p.loss >= 0.01)
          .map((p) => ({ state: p.state, error: p.error, frames: p.frames, fps: p.fps }));
      }
      steps.push(row);
      console.log('capacity step:', JSON.stringify(row));
      if (!ok) break;
      served = n;
    }
    child.kill();
    // The engine's CPU each viewer adds: the slope between one viewer and the largest passing step.
    const first = steps[0];
    const last = steps.findLast((row) => row.ok);
    const perViewer =
      first && last && last.viewers > first.viewers
        ? Number(((last.engineCpuPct - first.engineCpuPct) / (last.viewers - first.viewers)).toFixed(2))
        : null;
    results.capacity = { servedWithoutDrops: served, engineCpuPctPerViewer: perViewer, steps };
  } finally {
    await source?.stop().catch(() => {});
    await browser?.close();
    await engine.close();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(results, null, 2));
}

const child = { '--viewers': viewersChild, '--publish': publisherChild, '--rtmp': rtmpPublisherChild }[
  process.argv[2]
];
if (child) {
  child().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
