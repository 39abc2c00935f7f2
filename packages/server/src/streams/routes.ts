import {
  canCreateKind,
  StreamType,
  streamCreateSchema,
  streamListQuerySchema,
  streamUpdateSchema,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import { limitationsOf } from '../accounts/plans';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { parse, routeId } from '../http/validate';
import { settingsForPut } from './put-rules';
import {
  createStream,
  findStream,
  hasPayableProduct,
  insertStream,
  listStreams,
  softDeleteStream,
  updateStream,
} from './repository';
import { settingsOf, toStream, vodDataIdOf } from './serialize';

const LIVE_NOT_ALLOWED = 'Live and playback players are not available for this account.';

/** `/my-streams`, `/stream`, `/stream/{id}`, `/stream/{id}/duplicate` (000 §7 Streams). */
export function streamRoutes(app: FastifyInstance, db: Db, config: Config) {
  const load = async (accountId: number, id: number) => {
    const found = await findStream(db, accountId, id);
    if (!found) throw notFound('The requested stream was not found.');
    return found;
  };

  app.get('/my-streams', async (request) => {
    const account = await requireAccount(db, request);
    const query = parse(streamListQuerySchema, request.query);
    const { rows, total, page, perPage } = await listStreams(db, account.id, query);
    return ok({
      items: rows.map((r) => toStream(r.stream, r.totals, config.publicUrl, config.rtmpUrl)),
      total,
      page,
      per_page: perPage,
    });
  });

  app.post('/stream', async (request, reply) => {
    const account = await requireAccount(db, request);
    const input = parse(streamCreateSchema, request.body);
    if (!canCreateKind(input.kind, limitationsOf(account).liveStreaming)) {
      throw forbidden(LIVE_NOT_ALLOWED);
    }
    const row = await createStream(db, account.id, input.kind, input.title ?? '', input.timezone);
    reply.status(201);
    return ok(toStream(row, null, config.publicUrl, config.rtmpUrl));
  });

  app.get('/stream/:id', async (request) => {
    const account = await requireAccount(db, request);
    const { stream, totals } = await load(account.id, routeId((request.params as { id: string }).id));
    return ok(toStream(stream, totals, config.publicUrl, config.rtmpUrl));
  });

  app.put('/stream/:id', async (request) => {
    const account = await requireAccount(db, request);
    const id = routeId((request.params as { id: string }).id);
    const patch = parse(streamUpdateSchema, request.body);
    const { stream } = await load(account.id, id);
    const stored = settingsOf(stream);
    const limits = limitationsOf(account);
    // Changing the type into live or playback is creating one by another door (000 §2, 001 §1).
    const toLive = patch.type === StreamType.live || patch.type === StreamType.playback;
    if (toLive && patch.type !== stream.type && !limits.liveStreaming) {
      throw forbidden(LIVE_NOT_ALLOWED);
    }
    // The editor's rules again: a PUT that breaks one is a 422 with the editor's message (001 §5).
    const next = settingsForPut(patch, {
      stored,
      status: stream.status,
      hasVideo: vodDataIdOf(stream) !== null,
      anyPayable: await hasPayableProduct(db, id),
      // Cards on file (payment methods, 000 §2) are not stored by this product yet: none exists.
      hasCard: false,
      limits,
      now: Date.now(),
    });
    await updateStream(db, account.id, id, next);
    const saved = await load(account.id, id);
    return ok(toStream(saved.stream, saved.totals, config.publicUrl, config.rtmpUrl));
  });

  app.delete('/stream/:id', async (request) => {
    const account = await requireAccount(db, request);
    const id = routeId((request.params as { id: string }).id);
    if (!(await softDeleteStream(db, account.id, id))) throw notFound('The requested stream was not found.');
    return ok({ id });
  });

  /** Copies the settings into a new waiting player titled "{title} (copy)"; keys are new. */
  app.post('/stream/:id/duplicate', async (request, reply) => {
    const account = await requireAccount(db, request);
    const { stream } = await load(account.id, routeId((request.params as { id: string }).id));
    const settings = settingsOf(stream);
    const row = await insertStream(db, account.id, {
      ...settings,
      title: `${settings.title} (copy)`.slice(0, 255),
    });
    reply.status(201);
    return ok({ id: row.id });
  });
}
