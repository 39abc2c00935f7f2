import { localizeText } from '@smuc/sdk';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installLanguage } from '../auth/context';
import { UNAVAILABLE_TEXT } from '../http/unavailable';
import { installDrain } from './drain';

/** An app with the drain whose `GET /slow` answers only once `release()` is called. */
function heldApp() {
  const app = Fastify();
  installLanguage(app);
  installDrain(app);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    await held;
    return { success: true, data: 'finished' };
  });
  return { app, release: () => release() };
}

describe('shutdown drain', () => {
  it('keeps the listener open: new requests answer 503 in the envelope while one in flight finishes', async () => {
    const { app, release } = heldApp();
    app.get('/readyz', async () => ({ status: 'ready' }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slow = fetch(`${base}/slow`);
      // The slow request has reached its handler before the drain starts.
      await new Promise((r) => setTimeout(r, 100));
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
    const { app, release } = heldApp();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slow = fetch(`${base}/slow`);
      await new Promise((r) => setTimeout(r, 100));
      expect(await app.drain(200)).toBe(false);
      release();
      expect((await slow).status).toBe(200);
      expect(await app.drain(200)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
