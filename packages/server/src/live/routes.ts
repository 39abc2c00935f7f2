import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { recordingSchema, streamStatusResultSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { idParams } from '../http/validate';
import { originOf } from '../media/addresses';
import { probeVideo } from '../media/probe';
import { mediaStorageFor, videoLayoutFor } from '../media/select';
import { streamChanged } from '../realtime/notify';
import { getStream, setStreamStatus } from '../streams/repository';
import { type LiveConfig, loadLiveConfig } from './config';
import { type EngineHooks, engineHooks } from './hooks';
import { listRecordings } from './recordings';
import { nextStatus } from './status';

/**
 * Live routes under the API prefix (issue 8, 001 §4/§7):
 * - `POST /stream/{id}/start`, `/resume` → live; `POST /stream/{id}/stop` (End broadcast) → closed,
 *   with the rules of `status.ts`; answers `{id, stream_status}`;
 * - `GET /stream/{id}/recordings` → the stream's recordings (`recordings.ts`), display order;
 * - `POST /live/ams-hook?secret=` (only with `LIVE_BACKEND=ams`): the Ant Media Server webhook
 *   (`liveStreamStarted`, `liveStreamEnded`, `vodReady`) feeding the same hooks as the embedded engine.
 */
export async function liveRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    live = loadLiveConfig(),
    hooks,
  }: { db: Db; config: Config; live?: LiveConfig; hooks?: EngineHooks },
) {
  const engine =
    hooks ??
    engineHooks(db, mediaStorageFor(config), (m, e) => app.log.error({ err: e }, m), videoLayoutFor(config));

  // The routes declare zod schemas; the plugin brings their compilers along, so it also serves on
  // an app of its own (the AMS webhook runs on a bare one in tests).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const transitionRoute = {
    schema: { params: idParams, answer: streamStatusResultSchema },
    config: { masquerade: 'refuse' as const },
  };
  for (const transition of ['start', 'resume', 'stop'] as const) {
    api.post(`/stream/:id/${transition}`, transitionRoute, async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      const { stream } = await getStream(db, account.id, id);
      const status = nextStatus(stream.status, transition === 'stop' ? 'end' : transition);
      if (status !== stream.status) {
        await setStreamStatus(db, account.id, id, status);
        streamChanged(db, id);
      }
      return ok({ id, stream_status: status });
    });
  }

  api.get(
    '/stream/:id/recordings',
    { schema: { answer: z.array(recordingSchema), params: idParams } },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      await getStream(db, account.id, id);
      return ok(await listRecordings(db, account.id, id, `${originOf(request)}${API_PREFIX}`));
    },
  );

  if (live.backend === 'ams') {
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post('/live/ams-hook', async (request) => {
        const given = Buffer.from(String((request.query as { secret?: string }).secret ?? ''));
        const wanted = Buffer.from(live.amsWebhookSecret ?? '');
        if (!wanted.length || given.length !== wanted.length || !timingSafeEqual(given, wanted))
          throw new HttpError(403, 'You are not allowed to do this.');
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        const streamId = body.id ?? body.streamId;
        if (!streamId) throw new HttpError(422, 'id is required.');
        if (body.action === 'liveStreamStarted') engine.onPublishStarted(streamId);
        else if (body.action === 'liveStreamEnded') engine.onPublishStopped(streamId);
        else if (body.action === 'vodReady' && body.vodName && live.amsRestUrl) {
          // The hook moves the file into the media store (and removes it) once stored.
          const safeName = body.vodName.replace(/[^A-Za-z0-9_.-]/g, '_');
          const file = join(tmpdir(), `smuc-ams-${randomBytes(8).toString('hex')}-${safeName}`);
          const response = await fetch(`${live.amsRestUrl}/streams/${encodeURIComponent(body.vodName)}`);
          if (!response.ok || !response.body)
            throw new HttpError(502, `The media server answered ${response.status} for the recording.`);
          await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
          const probe = await probeVideo(file);
          engine.onRecordingReady(streamId, file, probe?.durationSeconds ?? 0, null);
        }
        return ok({ action: body.action ?? null });
      });
    });
  }
}
