import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { localizeText } from '@smuc/sdk';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installLanguage } from '../auth/context';
import { UNAVAILABLE_TEXT } from '../http/unavailable';
import { drainAndClose, installDrain } from './drain';

/**
 * An app with the drain whose `GET /slow` answers only once `release()` is called; `reached`
 * resolves when a request is in its handler (so it is in flight before a drain starts).
 */
function heldApp() {
  const app = Fastify();
  installLanguage(app);
  installDrain(app);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/slow', async () => {
    arrived();
    await held;
    return { success: true, data: 'finished' };
  });
  return { app, release: () => release(), reached };
}

describe('shutdown drain', () => {
  it('keeps the listener open: new requests answer 503 in the envelope while one in flight finishes', async () => {
    const { app, release, reached } = heldApp();
    app.get('/readyz', async () => ({ status: 'ready' }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slow = fetch(`${base}/slow`);
      // The slow request has reached its handler before the drain starts.
      await reached;
      let drained: boolean | undefined;
      const drain = app.drain(10_000).then((result) => {
        drained = result;
      });

      const refused = await fetch(`${base}/readyz`, { headers: { 'accept-language': 'de' } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({
        success: false,
        error: localizeText(UNAVAILABLE_TEXT, 'de'),
      });
      expect(localizeText(UNAVAILABLE_TEXT, 'de')).not.toBe(UNAVAILABLE_TEXT);
      expect(drained).toBeUndefined();

      release();
      const finished = await slow;
      expect(finished.status).toBe(200);
      expect(await finished.json()).toEqual({ success: true, data: 'finished' });
      await drain;
      expect(drained).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('answers false when a request outlasts the timeout, true once it has ended', async () => {
    const { app, release, reached } = heldApp();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slow = fetch(`${base}/slow`);
      await reached;
      expect(await app.drain(200)).toBe(false);
      release();
      expect((await slow).status).toBe(200);
      expect(await app.drain(200)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('closes a keep-alive connection whose client stopped reading instead of waiting for it', async () => {
    const { app } = heldApp();
    // A streamed answer (a file, a video range) larger than the socket buffers of both ends: it
    // stays unsent, and the request unfinished, while nobody reads.
    const chunk = Buffer.alloc(64 * 1024, 120);
    app.get('/big', async (_request, reply) =>
      reply.type('application/octet-stream').send(Readable.from(Array.from({ length: 128 }, () => chunk))),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const client = connect(port, '127.0.0.1');
    const ended = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.write('GET /big HTTP/1.1\r\nhost: x\r\nconnection: keep-alive\r\n\r\n');
    // Reads only the first bytes, so the request has reached the server, then stops reading.
    await new Promise((resolve) => client.once('data', resolve));
    client.pause();
    // Fastify's close alone waits for this socket until its keep-alive timeout (72 s): the test
    // would time out. The drain gives the stalled answer 200 ms, then the socket is ended.
    expect(await drainAndClose(app, 200)).toBe(false);
    // The server ended the connection: reading again finds its end, short of the 8 MiB.
    client.resume();
    await ended;
    expect(app.server.listening).toBe(false);
  });

  it('answers true after closing when nothing was in flight, idle keep-alive connections included', async () => {
    const { app } = heldApp();
    app.get('/small', async () => ({ success: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${base}/small`)).status).toBe(200);
    expect(await drainAndClose(app, 5_000)).toBe(true);
    expect(app.server.listening).toBe(false);
  });
});
