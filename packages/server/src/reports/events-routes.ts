import { Readable } from 'node:stream';
import { EVENT_EXPORT_TIME_ZONE, eventExportQuerySchema, exportedEventSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { withAnswer } from '../http/openapi';
import { accountStreamIds } from '../streams/reads';
import { STREAM_NOT_FOUND } from '../streams/repository';
import { countExportedEvents, exportedEvents, exportText, exportWindow } from './event-export';

/** The media type of each export format. */
const MEDIA_TYPE = { ndjson: 'application/x-ndjson', csv: 'text/csv' } as const;

/**
 * `GET /report/events?stream_id&from&to&format=ndjson|csv` (issue 34 §3): the stored viewer events
 * of the account's players (one of them with `stream_id`; another account's id is a 404) in the
 * range, streamed page by page (`event-export.ts`), one `exportedEventSchema` row per event, own
 * and filtered views marked in `traffic`. Times are UTC (`X-Time-Zone: UTC`); `X-Total-Count` is the
 * number of rows that follow (the download's progress). A read: masquerading staff may export.
 */
export function eventExportRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const options = withAnswer(
    { schema: { querystring: eventExportQuerySchema, answerErrors: [404] as const } },
    { mediaTypes: { [MEDIA_TYPE.ndjson]: exportedEventSchema, [MEDIA_TYPE.csv]: 'file' } },
  );
  app.get('/report/events', options, async (request, reply) => {
    const account = await requireAccount(db, request);
    const q = request.query;
    const window = exportWindow(q);
    const streamIds = await accountStreamIds(db, account.id, q.stream_id);
    if (q.stream_id !== undefined && streamIds.length === 0) throw notFound(STREAM_NOT_FOUND);
    const total = await countExportedEvents(db, streamIds, window);
    const name = `events_${q.from.slice(0, 10)}_${q.to.slice(0, 10)}.${q.format}`;
    const text = exportText(exportedEvents(db, streamIds, window), q.format, request.language);
    return reply
      .header('content-type', `${MEDIA_TYPE[q.format]}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-total-count', String(total))
      .header('x-time-zone', EVENT_EXPORT_TIME_ZONE)
      .header('cache-control', 'no-store')
      .send(Readable.from(text));
  });
}
