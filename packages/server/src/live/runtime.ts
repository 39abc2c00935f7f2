import { embeddedBackend, type LiveBackend, type RunningEngine } from './backend';
import { loadLiveConfig } from './config';

/**
 * The process-wide live wiring: which {@link LiveBackend} answers tokens and addresses, and the
 * embedded engine once `main.ts` started it. One per process, like the engine itself; until
 * `setLiveBackend` is called the embedded backend without a running engine is used (addresses
 * then come from `MEDIA_WS_URL` / `MEDIA_HLS_URL` or are `null`).
 */
let engine: RunningEngine | null = null;
let backend: LiveBackend | null = null;

/** The current backend (see above). */
export function liveBackend(): LiveBackend {
  backend ??= embeddedBackend(loadLiveConfig(), process.env.PUBLIC_URL ?? 'http://localhost', () => engine);
  return backend;
}

/** Installs the backend `main.ts` (or a test) built. */
export function setLiveBackend(next: LiveBackend | null): void {
  backend = next;
}

/** Records the running embedded engine (`null` after it closed). */
export function setRunningEngine(next: RunningEngine | null): void {
  engine = next;
}

/** The running embedded engine, if any. */
export function runningEngine(): RunningEngine | null {
  return engine;
}
