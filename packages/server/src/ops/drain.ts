import { localizeText } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_S, UNAVAILABLE_TEXT } from '../http/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the shutdown drain (see {@link installDrain}); resolves `true` once no request is in
     * flight, `false` when `timeoutMs` passed first.
     */
    drain(timeoutMs: number): Promise<boolean>;
  }
}

/**
 * The shutdown drain (README "Shutdown"): once `app.drain()` is called the listener stays open, so
 * a load balancer that still sends a request gets an answer instead of a refused connection: 503
 * in the spec's envelope (`Retry-After`, `Connection: close`, `/readyz` too). Requests already
 * running, tus upload chunks included, finish; `drain` resolves when the last one has ended, and
 * only then does the caller close the app (WebSockets 1001, the listener). WebSocket upgrades are
 * not counted: they last as long as the viewer, and closing the app ends them.
 *
 * Installed after the language hook (the 503 text is in the request's language).
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const settle = () => {
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .header('connection', 'close')
        .send({ success: false, error: localizeText(UNAVAILABLE_TEXT, request.language) });
    }
    if (request.headers.upgrade) return;
    inFlight += 1;
    // `close` fires when the answer is sent or the client went away, also for hijacked replies (tus).
    reply.raw.once('close', settle);
  });
  app.decorate('drain', (timeoutMs: number) => {
    draining = true;
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  });
}

/**
 * The HTTP side of a shutdown (README "Shutdown"): {@link installDrain}'s drain for at most
 * `timeoutMs`, then the app's close (WebSockets 1001, the listener), ending every HTTP connection
 * still open at once. After the drain what is left is keep-alive connections between requests and
 * clients that stopped reading an answer the server has written (or, after the timeout, requests
 * that outlasted it); Fastify's close would wait for the stalled ones until their keep-alive
 * timeout (72 s) while the process can do nothing else. Upgraded sockets (WebSockets) are not HTTP
 * connections any more and are left to the close. Resolves whether the drain finished in time.
 */
export async function drainAndClose(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const drained = await app.drain(timeoutMs);
  const closed = app.close();
  app.server.closeAllConnections();
  await closed;
  return drained;
}
