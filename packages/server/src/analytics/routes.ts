import { createHash } from 'node:crypto';
import { eventBatchSchema, ingestResultSchema, MAX_EVENTS_PER_BATCH } from '@smuc/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestToken } from '../auth/context';
import { lookupToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { HttpError } from '../http/errors';
import { intakeRateLimit } from '../http/intake-limits';
import { nulPath } from '../http/nul-guard';
import { PUBLIC } from '../http/openapi';
import { noDrops, validateItems } from './classify';
import { filterInvalidTraffic, NewViewerCap, newViewersPerMinuteFromEnv } from './invalid-traffic';
import { type BucketRate, TokenBuckets } from './rate-limit';
import { type FilteredEvent, resolveEvents } from './resolve';
import { viewerTokenKeyFor, viewerTokenValid } from './viewer-token';
import { ingestWriterOf } from './writer';

/** Per-visitor (apikey + visitor id) and per-stream (apikey) event rates of the ingest endpoint. */
export interface IngestLimits {
  visitor: BucketRate;
  stream: BucketRate;
  /** New viewers a minute per address and player (issue 29 §2, `INGEST_NEW_VIEWERS_PER_MINUTE`). */
  newViewersPerMinute: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Limits from the environment, in events: `INGEST_VISITOR_BURST` (default 1,000) and
 * `INGEST_VISITOR_RATE` (per second, default 20) per visitor of a stream; `INGEST_STREAM_BURST`
 * (default 100,000) and `INGEST_STREAM_RATE` (default 20,000) per stream;
 * `INGEST_NEW_VIEWERS_PER_MINUTE` (default 60) new viewers per address and player. A burst is never below
 * one full batch ({@link MAX_EVENTS_PER_BATCH}), so a batch can always pass eventually.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): IngestLimits {
  const burst = (raw: string | undefined, fallback: number) =>
    Math.max(MAX_EVENTS_PER_BATCH, positive(raw, fallback));
  return {
    visitor: {
      burst: burst(env.INGEST_VISITOR_BURST, 1000),
      perSecond: positive(env.INGEST_VISITOR_RATE, 20),
    },
    stream: {
      burst: burst(env.INGEST_STREAM_BURST, 100_000),
      perSecond: positive(env.INGEST_STREAM_RATE, 20_000),
    },
    newViewersPerMinute: newViewersPerMinuteFromEnv(env),
  };
}

/** The message of the 429 answer (in the spec's envelope, with `retry-after` in seconds). */
export const RATE_LIMIT_MESSAGE = 'Too many events. Please try again later.';

/**
 * The signed-in account sending the events, if any (its session cookie or bearer token came along):
 * its own players' views, and any view by staff, are not counted.
 */
async function signedInViewer(
  db: Db,
  request: FastifyRequest,
): Promise<{ accountId: number; staff: boolean } | null> {
  const token = requestToken(request);
  if (!token) return null;
  const found = await lookupToken(db, token);
  return found.state === 'active' ? { accountId: found.account.id, staff: found.account.staff } : null;
}

/**
 * The replay key of a batch: its `batch_id`, or for a bare array (older trackers, which send none)
 * a digest of its events, so the same body sent twice counts once (issue 29 §2). Two real batches
 * never share every event's visitor, session, type and millisecond, so no real batch is lost.
 */
export function replayKeyOf(batch: { batch_id: string; events: unknown[] } | unknown[]): string {
  if (!Array.isArray(batch)) return batch.batch_id;
  return `body-${createHash('sha256').update(JSON.stringify(batch)).digest('base64url')}`;
}

function countBy(keys: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

/**
 * The public ingest endpoint `POST /events` (issue 6, Analytics), registered as its own Fastify
 * plugin so its CORS answer and limits stay with it.
 * - Body: a JSON array of 1 to 500 viewer events (sdk `viewerEventSchema`), as `application/json`
 *   or `text/plain` (what `navigator.sendBeacon` sends for a string). No session needed.
 * - Any origin may send (the answer reflects `Origin` with credentials allowed; a `text/plain`
 *   POST needs no preflight).
 * - Each event is checked on its own; bad ones are dropped and counted (`invalid`, `out_of_window`,
 *   `unknown_stream`, `unknown_product`), so are the events of the requester's own players (`own`,
 *   when the session cookie or bearer token of the player's account comes along). The rest are
 *   stored and rolled up in one transaction (see `storeEvents`).
 * - Events of known players from a bot's user agent, without a valid viewer token (see
 *   `viewer-token.ts`), or of new visitors past the per-address cap are filtered as invalid traffic
 *   (`bot`, `no_viewer_token`, `viewer_cap`; see `invalid-traffic.ts`) and counted per player apart.
 * - 200 `{accepted, dropped{…}}`; 422 when the body is not such an array (its items count as
 *   `invalid`); 429 with `retry-after` when the visitor's or the stream's bucket is short (nothing
 *   stored, nothing counted).
 */
export const analyticsRoutes: FastifyPluginAsync<{
  db: Db;
  config: { secretsKey?: string; dataDir: string };
  limits?: IngestLimits;
}> = async (app, { db, config, limits = limitsFromEnv() }) => {
  const viewerTokenKey = viewerTokenKeyFor(config);
  const writer = ingestWriterOf(db);
  const visitorBuckets = new TokenBuckets(limits.visitor);
  const streamBuckets = new TokenBuckets(limits.stream);
  const viewerCap = new NewViewerCap(limits.newViewersPerMinute);

  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('access-control-allow-origin', origin ?? '*');
    if (origin) {
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
  });

  // Publishers' pages on any site send events; a cross-site cookie is dropped, not refused (issue 13 §2).
  app.post(
    '/events',
    {
      bodyLimit: 512 * 1024,
      // The body is read here, not declared: a beacon sends the batch as text, and a batch that is
      // not {batch_id, events} or an array still counts its events as `invalid` before the 422.
      schema: { response: okAnswer(ingestResultSchema), ...PUBLIC },
      config: { crossSite: 'open', ...intakeRateLimit('events') },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          body = undefined;
        }
        // A beacon's text body skips the NUL check of parsed JSON: an escaped NUL is a bad batch here.
        if (nulPath(body)) body = undefined;
      }
      const batch = eventBatchSchema.safeParse(body);
      if (!batch.success) {
        const count = Array.isArray(body) && body.length > 0 ? body.length : 1;
        await writer.write([], { ...noDrops(), invalid: count });
        throw new HttpError(
          422,
          `A batch is {batch_id, events} or a JSON array, with 1 to ${MAX_EVENTS_PER_BATCH} events.`,
        );
      }
      const items = Array.isArray(batch.data) ? batch.data : batch.data.events;
      const batchId = replayKeyOf(batch.data);
      const { events, drops } = validateItems(items, Date.now());
      const perVisitor = countBy(events.map((e) => `${e.apikey}|${e.visitor_id}`));
      const perStream = countBy(events.map((e) => e.apikey));
      const wait = Math.max(visitorBuckets.waitSeconds(perVisitor), streamBuckets.waitSeconds(perStream));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, RATE_LIMIT_MESSAGE);
      }
      visitorBuckets.take(perVisitor);
      streamBuckets.take(perStream);
      const viewer = await signedInViewer(db, request);
      // One check per distinct (token, player, visitor): a batch is one viewer's events.
      const checked = new Map<string, boolean>();
      const signed = (e: (typeof events)[number]) => {
        const key = `${e.viewer_token}|${e.apikey}|${e.visitor_id}`;
        let valid = checked.get(key);
        if (valid === undefined) {
          valid = viewerTokenValid(viewerTokenKey, e.viewer_token, e.apikey, e.visitor_id);
          checked.set(key, valid);
        }
        return valid;
      };
      const unsignedEvents = events.filter((e) => !signed(e));
      const own: FilteredEvent[] = [];
      const verified = await resolveEvents(db, events.filter(signed), viewer, drops, own);
      const unsigned =
        unsignedEvents.length > 0 ? await resolveEvents(db, unsignedEvents, viewer, drops, own) : [];
      const sender = { userAgent: request.headers['user-agent'], ip: request.ip };
      const { counted, filtered } = filterInvalidTraffic({ verified, unsigned }, sender, viewerCap, drops);
      const written = await writer.write(counted, drops, batchId, [...own, ...filtered]);
      return ok({
        accepted: written.stored,
        dropped: { ...drops, replayed: written.replayed, repeat_impression: written.repeatImpressions },
      });
    },
  );
};
