import { type MediaTokenQuery, type StreamMediaToken, StreamStatus } from '@smuc/sdk';
import type { Db } from '../db/client';
import { forbidden, HttpError, notFound } from '../http/errors';
import { findStreamOwner } from '../streams/reads';
import { STREAM_NOT_FOUND } from '../streams/repository';
import { liveBackend } from './runtime';
import { CLOSED_MESSAGE } from './status';

/** Lifetime of a publish token (ms): 12 hours, one studio session including its failover re-publishes. */
export const PUBLISH_TOKEN_TTL_MS = 12 * 3600 * 1000;
/** Lifetime of a play token answered here (ms): 15 minutes. */
export const PLAY_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * The stream-bound form of `GET /ams/token` (issue 8): with `stream_id` (the media stream id = the
 * stream's apikey) and `type` (`publish` | `play`, default play) it answers a media token for that
 * stream and role, signed by the live backend (`LiveBackend.issueToken`). Answers `null` when the
 * query has no `stream_id` (the account-level VOD token of `vod-routes.ts` applies then).
 * - the stream must exist and not be deleted (404 'The requested stream was not found.');
 * - `publish` needs the signed-in account to own it (403 'You are not authorized to access this
 *   stream.') and refuses a closed broadcast (409); the AMS backend registers the broadcast first;
 * - `play` works for any existing stream (players hand out play tokens publicly anyway).
 * The query is the route's declared `mediaTokenQuerySchema` (a bad `type` is 422 there).
 */
export async function streamMediaToken(
  db: Db,
  accountId: number,
  query: MediaTokenQuery,
): Promise<StreamMediaToken | null> {
  if (query.stream_id === undefined) return null;
  const input = { stream_id: query.stream_id, type: query.type };
  const stream = await findStreamOwner(db, input.stream_id);
  if (!stream) throw notFound(STREAM_NOT_FOUND);
  const backend = liveBackend();
  if (input.type === 'publish') {
    if (stream.accountId !== accountId) throw forbidden('You are not authorized to access this stream.');
    if (stream.status === StreamStatus.closed) throw new HttpError(409, CLOSED_MESSAGE);
    await backend.ensureBroadcast(input.stream_id, stream.title);
  }
  const ttl = input.type === 'publish' ? PUBLISH_TOKEN_TTL_MS : PLAY_TOKEN_TTL_MS;
  return {
    token: backend.issueToken(input.stream_id, input.type, ttl),
    stream_id: input.stream_id,
    type: input.type,
    websocket_url: backend.websocketUrl(),
    expires_in: ttl / 1000,
  };
}
