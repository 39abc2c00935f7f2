import { z } from 'zod';
import {
  duplicateResultSchema,
  type StreamCreate,
  type StreamListQuery,
  type StreamUpdate,
  streamPageSchema,
  streamSchema,
} from '../schemas/stream';
import type { Http } from './http';

/** Players (streams) of the signed-in account (000 §7 Streams). Another account's id raises NotFoundError. */
export function streamsResource(http: Http) {
  return {
    /** `GET /my-streams`: one page of the account's players, filtered and sorted server-side. */
    list: (query: StreamListQuery = {}, signal?: AbortSignal) =>
      http.call('GET', 'my-streams', streamPageSchema, { searchParams: query, signal }),
    get: (id: number, signal?: AbortSignal) => http.call('GET', `stream/${id}`, streamSchema, { signal }),
    /** `POST /stream`: creates a player of the kind with the defaults of 001 §2. */
    create: (input: StreamCreate, signal?: AbortSignal) =>
      http.call('POST', 'stream', streamSchema, { json: input, signal }),
    /** `PUT /stream/{id}`: 422 ValidationError with per-field messages when a rule is broken; nothing stored. */
    update: (id: number, input: StreamUpdate, signal?: AbortSignal) =>
      http.call('PUT', `stream/${id}`, streamSchema, { json: input, signal }),
    remove: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `stream/${id}`, z.object({ id: z.number().int() }), { signal }),
    duplicate: (id: number, signal?: AbortSignal) =>
      http.call('POST', `stream/${id}/duplicate`, duplicateResultSchema, { signal }),
  };
}
