/**
 * Restreaming from the embedded engine to Facebook, YouTube or any RTMP(S) ingest (issue 15,
 * "The engine side"; design note money-and-reach.md "Restreaming from the live engine").
 *
 * One supervised ffmpeg child per destination pulls the stream from the engine's local RTMP and
 * pushes it with `-c copy`, so one failing destination never touches the others. A WebRTC-published
 * stream (VP8 or H.264 with Opus) first gets ONE shared transcode to H.264/AAC on a local RTMP key
 * (the embedded engine reads the broadcast's WebM recording as it grows, `file:` source, and pushes
 * to its relay app); the per-destination copies then read that. A child that exits is restarted after 1, 2 and 4 s;
 * the fourth consecutive failure (three failed republishes) marks the destination `failed`. Health
 * comes from ffmpeg's `-progress` output (frame, fps, speed). Stream keys are masked in every log
 * line and status this module produces.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { FFMPEG } from './media-tools.js';

/** The RTMP app of the engine's internal relays (the shared transcode of a WebRTC broadcast). */
export const RELAY_APP = 'relay';

/** A destination's state, as the editor and the studio show it (issue 15). */
export type RestreamState = 'starting' | 'broadcasting' | 'reconnecting' | 'failed' | 'finished';

/** Where to push: `url` is the full ingest address with its stream key (`rtmps://…/rtmp/KEY`). */
export interface RestreamDestination {
  /** Caller's id, e.g. `facebook:1234` (the endpoint service id). */
  id: string;
  url: string;
}

/** One destination's health, safe to show and log (the key is masked). */
export interface RestreamStatus {
  id: string;
  state: RestreamState;
  /** The address with its stream key masked. */
  target: string;
  /** Why it failed (ffmpeg's last error line, masked), when `failed` or `reconnecting`. */
  reason?: string;
  /** Frames pushed by the current ffmpeg child (ffmpeg `-progress` `frame`). */
  frames: number;
  /** Encoding speed relative to real time (`-progress` `speed`, 1 = real time). */
  speed: number | null;
  /** ffmpeg children started for this destination after the first (republishes). */
  restarts: number;
  /** Process id of the running child (tests check that a healthy destination is never restarted). */
  pid: number | null;
}

/** Options of {@link RestreamSupervisor}. */
export interface RestreamOptions {
  /** The stream on the engine's local RTMP, e.g. `rtmp://127.0.0.1:1935/live/<key>`. */
  source: string;
  /**
   * `copy` (H.264/AAC from streaming software) or `transcode` (a WebRTC publish: VP8/H.264 + Opus),
   * which adds one shared transcode to `transcodeTarget` first.
   */
  mode: 'copy' | 'transcode';
  /** Local RTMP address the shared transcode publishes to and the copies read (mode `transcode`). */
  transcodeTarget?: string;
  /** Backoff before each republish, ms (default 1000, 2000, 4000: three republishes). */
  backoffMs?: number[];
  /** Called on every state change and every progress report (throttled by ffmpeg's `-stats_period`). */
  onStatus?(status: RestreamStatus): void;
  /** Log sink; lines are already masked. */
  log?(line: string): void;
  /** ffmpeg binary (default `FFMPEG_PATH` or `ffmpeg`). */
  ffmpeg?: string;
}

const DEFAULT_BACKOFF = [1000, 2000, 4000];
/** A child that pushed frames for this long counts as a successful publish: the failure count resets. */
const HEALTHY_AFTER_FRAMES = 10;

/**
 * `rtmps://live-api-s.facebook.com:443/rtmp/FB-123-0?s_bl=1&a=Abc` →
 * `rtmps://live-api-s.facebook.com:443/rtmp/****`: scheme, host and application stay, the stream
 * key (last path segment and query) never appears.
 */
export function maskStreamUrl(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/]+)((?:\/[^/?#]*)?)(.*)$/i.exec(url);
  if (!match) return '****';
  const [, origin, app, rest] = match;
  return rest ? `${origin}${app}/****` : `${origin}/****`;
}

/** Replaces every stream key (and its URL-encoded form) in `line` with `****`. */
export function maskKeys(line: string, secrets: string[]): string {
  let out = line;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('****');
  }
  return out;
}

/** The secret parts of an ingest address: everything after the application segment. */
function secretsOf(url: string): string[] {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+\/[^/?#]*\/?(.*)$/i.exec(url);
  const key = match?.[1] ?? '';
  return key ? [key, key.split('?')[0] ?? ''] : [];
}

/** The ffmpeg arguments of one destination push: copy, progress on stdout, FLV to the ingest. */
export function copyArgs(source: string, target: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-rw_timeout',
    '5000000',
    '-i',
    source,
    '-c',
    'copy',
    '-f',
    'flv',
    '-flvflags',
    'no_duration_filesize',
    '-progress',
    'pipe:1',
    '-stats_period',
    '1',
    target,
  ];
}

/**
 * The shared transcode of a WebRTC-published stream: H.264 (veryfast, zero latency, keyframe every
 * 2 s at 30 fps) + AAC 44.1 kHz, which Facebook and YouTube accept.
 */
export function transcodeArgs(source: string, target: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    // A `file:` source is the broadcast's recording while it is written: read it as it grows
    // (until nothing new arrives for `rw_timeout`).
    ...(source.startsWith('file:') ? ['-follow', '1'] : []),
    '-rw_timeout',
    '5000000',
    '-i',
    source,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '60',
    '-c:a',
    'aac',
    '-ar',
    '44100',
    '-b:a',
    '128k',
    '-f',
    'flv',
    '-progress',
    'pipe:1',
    '-stats_period',
    '1',
    target,
  ];
}

interface Worker {
  id: string;
  url: string;
  secrets: string[];
  status: RestreamStatus;
  child: ChildProcess | null;
  failures: number;
  timer: NodeJS.Timeout | null;
  lastError: string | undefined;
  /** Frames pushed by the current child when it started counting as healthy. */
  healthy: boolean;
  stopped: boolean;
}

/**
 * Supervises the pushes of one broadcast (see the module comment). `start()` launches every
 * destination; `add`/`remove` change them while live; `stop()` ends every child and marks each
 * destination `finished`.
 */
export class RestreamSupervisor {
  private readonly workers = new Map<string, Worker>();
  private transcoder: Worker | null = null;
  private readonly backoff: number[];
  private running = false;

  constructor(private readonly options: RestreamOptions) {
    this.backoff = options.backoffMs ?? DEFAULT_BACKOFF;
    if (options.mode === 'transcode' && !options.transcodeTarget)
      throw new Error('restream mode transcode needs transcodeTarget');
  }

  /** The address the per-destination copies read from. */
  private get copySource(): string {
    return this.options.mode === 'transcode' ? (this.options.transcodeTarget as string) : this.options.source;
  }

  /** Starts the shared transcode (mode `transcode`) and one push per destination. */
  start(destinations: RestreamDestination[]): void {
    this.running = true;
    if (this.options.mode === 'transcode') {
      this.transcoder = this.makeWorker({ id: 'transcode', url: this.options.transcodeTarget as string });
      this.launch(this.transcoder);
    }
    for (const destination of destinations) this.add(destination);
  }

  /** Adds (or replaces) a destination while running. */
  add(destination: RestreamDestination): void {
    if (this.workers.has(destination.id)) this.remove(destination.id);
    const worker = this.makeWorker(destination);
    this.workers.set(destination.id, worker);
    if (this.running) this.launch(worker);
  }

  /** Ends one destination's push; its status becomes `finished`. */
  remove(id: string): void {
    const worker = this.workers.get(id);
    if (!worker) return;
    this.workers.delete(id);
    this.finish(worker);
  }

  /** Every destination's status, in insertion order. */
  status(): RestreamStatus[] {
    return [...this.workers.values()].map((w) => ({ ...w.status }));
  }

  /** The shared transcode's status (mode `transcode`), else null. */
  transcodeStatus(): RestreamStatus | null {
    return this.transcoder ? { ...this.transcoder.status } : null;
  }

  /** Stops every child (SIGTERM, then SIGKILL after 3 s); resolves when all exited. */
  async stop(): Promise<void> {
    this.running = false;
    const all = [...this.workers.values(), ...(this.transcoder ? [this.transcoder] : [])];
    await Promise.all(all.map((w) => this.finish(w)));
  }

  private makeWorker(destination: RestreamDestination): Worker {
    return {
      id: destination.id,
      url: destination.url,
      secrets: secretsOf(destination.url),
      status: {
        id: destination.id,
        state: 'starting',
        target: maskStreamUrl(destination.url),
        frames: 0,
        speed: null,
        restarts: 0,
        pid: null,
      },
      child: null,
      failures: 0,
      timer: null,
      lastError: undefined,
      healthy: false,
      stopped: false,
    };
  }

  private log(worker: Worker, line: string) {
    this.options.log?.(`[restream ${worker.id}] ${maskKeys(line, worker.secrets)}`);
  }

  private emit(worker: Worker) {
    if (worker === this.transcoder) return;
    this.options.onStatus?.({ ...worker.status });
  }

  private setState(worker: Worker, state: RestreamState, reason?: string) {
    const changed = worker.status.state !== state || worker.status.reason !== reason;
    worker.status.state = state;
    if (reason) worker.status.reason = maskKeys(reason, worker.secrets);
    else delete worker.status.reason;
    if (changed) {
      this.log(worker, `state ${state}${reason ? `: ${worker.status.reason}` : ''}`);
      this.emit(worker);
    }
  }

  private launch(worker: Worker) {
    if (worker.stopped) return;
    const isTranscode = worker === this.transcoder;
    const args = isTranscode
      ? transcodeArgs(this.options.source, worker.url)
      : copyArgs(this.copySource, worker.url);
    const child = spawn(this.options.ffmpeg ?? FFMPEG, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    worker.child = child;
    worker.healthy = false;
    worker.status.frames = 0;
    worker.status.speed = null;
    worker.status.pid = child.pid ?? null;
    this.log(worker, `ffmpeg ${child.pid} → ${worker.status.target}`);
    let buffer = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        this.progressLine(worker, buffer.slice(0, newline).trim());
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        const text = line.trim();
        if (!text) continue;
        worker.lastError = maskKeys(text, worker.secrets);
        this.log(worker, text);
      }
    });
    child.on('error', (error) => {
      worker.lastError = error.message;
    });
    child.on('close', (code, signal) => {
      if (worker.child !== child) return;
      worker.child = null;
      worker.status.pid = null;
      if (worker.stopped) return;
      this.exited(worker, worker.lastError ?? `ffmpeg exited (${signal ?? code})`);
    });
  }

  /** One `key=value` line of `-progress`; `progress=continue` closes a report. */
  private progressLine(worker: Worker, line: string) {
    const eq = line.indexOf('=');
    if (eq < 0) return;
    const key = line.slice(0, eq);
    const value = line.slice(eq + 1);
    if (key === 'frame') worker.status.frames = Number(value) || 0;
    else if (key === 'speed') {
      const speed = Number.parseFloat(value);
      worker.status.speed = Number.isFinite(speed) ? speed : null;
    } else if (key === 'progress') {
      if (!worker.healthy && worker.status.frames >= HEALTHY_AFTER_FRAMES) {
        worker.healthy = true;
        worker.failures = 0;
        this.setState(worker, 'broadcasting');
      }
      this.emit(worker);
    }
  }

  /** A child ended on its own: republish after the backoff, or give up after the last one. */
  private exited(worker: Worker, reason: string) {
    worker.failures += 1;
    const delay = this.backoff[worker.failures - 1];
    if (delay === undefined) {
      this.setState(worker, 'failed', reason);
      return;
    }
    this.setState(worker, 'reconnecting', reason);
    worker.timer = setTimeout(() => {
      worker.timer = null;
      if (worker.stopped) return;
      worker.status.restarts += 1;
      this.launch(worker);
    }, delay);
  }

  private finish(worker: Worker): Promise<void> {
    worker.stopped = true;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = null;
    const child = worker.child;
    const done = child
      ? new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
          child.once('close', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        })
      : Promise.resolve();
    if (worker.status.state !== 'failed') this.setState(worker, 'finished');
    return done;
  }
}
