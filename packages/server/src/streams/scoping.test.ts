import { type ApiClient, NotFoundError, STREAM_LIST_TYPES, type StreamListItem } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMAIL,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';

// Every row belongs to an account and every query is scoped by the signed-in one: another
// account's player is answered exactly like a player that does not exist (404), never 403, so
// ids do not reveal what other accounts have.

let server: TestServer;
let demo: ApiClient;
let other: ApiClient;
let otherToken: string;
let demoStreams: StreamListItem[];
let otherStreams: StreamListItem[];

const all = async (client: ApiClient) =>
  (await client.streams.list({ per_page: 100, sort: 'natural' })).items;
const ids = (items: StreamListItem[]) => items.map((s) => s.id);
/** A list item's fields that `GET /stream/{id}` answers too: all but the card's still. */
const asListed = ({ thumbnail_url: _still, ...rest }: StreamListItem) => rest;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await server.login(DEMO_EMAIL)).client;
  ({ client: other, token: otherToken } = await server.login(OTHER_EMAIL));
  demoStreams = await all(demo);
  otherStreams = await all(other);
});
afterAll(() => server?.close());

describe('lists', () => {
  it('hold only the signed-in account’s players', () => {
    expect(demoStreams).toHaveLength(14);
    expect(otherStreams.map((s) => s.title).sort()).toEqual(
      ['Other Co. Photo Ad', 'Other Co. Video Ad', 'Other Co. Welcome Video'].sort(),
    );
    const shared = ids(demoStreams).filter((id) => ids(otherStreams).includes(id));
    expect(shared).toEqual([]);
  });

  it('never include another account’s players, whatever the filter', async () => {
    const demoIds = new Set(ids(demoStreams));
    for (const type of STREAM_LIST_TYPES) {
      const page = await other.streams.list({ type, per_page: 100 });
      for (const s of page.items) expect(demoIds.has(s.id)).toBe(false);
    }
    for (const sort of ['latest', 'az', 'liked', 'commented', 'natural'] as const) {
      const page = await other.streams.list({ sort, per_page: 100 });
      expect(page.total).toBe(otherStreams.length);
      for (const s of page.items) expect(demoIds.has(s.id)).toBe(false);
    }
    await expect(other.streams.list({ search: 'coffee' })).resolves.toMatchObject({ total: 0, items: [] });
    await expect(other.streams.list({ orientation: 0 })).resolves.toMatchObject({ total: 0 });
    await expect(demo.streams.list({ search: 'other co.' })).resolves.toMatchObject({ total: 0 });
  });

  it('of an account without players are empty', async () => {
    const { client } = await server.login(STAFF_EMAIL);
    await expect(client.streams.list()).resolves.toEqual({ items: [], total: 0, page: 1, per_page: 9 });
  });

  it('do not grow with players another account creates', async () => {
    const created = await other.streams.create({ kind: 'ad', title: 'Other Co. New Ad' });
    const demoAfter = await all(demo);
    expect(ids(demoAfter)).toEqual(ids(demoStreams));
    expect(ids(demoAfter)).not.toContain(created.id);
    await other.streams.remove(created.id);
  });
});

describe('another account’s player', () => {
  const target = () => demoStreams.find((s) => s.title === 'Morning Coffee Live')!;

  it('answers 404 to GET, PUT, DELETE and duplicate over HTTP', async () => {
    const id = target().id;
    const json = { 'content-type': 'application/json' };
    const calls: [string, string, RequestInit][] = [
      ['GET', `/stream/${id}`, {}],
      ['PUT', `/stream/${id}`, { headers: json, body: JSON.stringify({ title: 'Hijacked' }) }],
      ['DELETE', `/stream/${id}`, {}],
      ['POST', `/stream/${id}/duplicate`, {}],
    ];
    for (const [method, path, init] of calls) {
      const response = await server.fetch(path, { ...init, method, token: otherToken });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await readJson(response)).toEqual({
        success: false,
        error: 'The requested stream was not found.',
      });
    }
  });

  it('raises NotFoundError in the sdk for every call', async () => {
    const id = target().id;
    await expect(other.streams.get(id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.streams.update(id, { title: 'Hijacked', show_chat: true })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(other.streams.remove(id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.streams.duplicate(id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is left untouched, and no copy appears anywhere', async () => {
    const before = target();
    await expect(demo.streams.get(before.id)).resolves.toMatchObject(asListed(before));
    expect(ids(await all(demo))).toEqual(ids(demoStreams));
    expect((await all(other)).map((s) => s.title)).not.toContain(`${before.title} (copy)`);
    expect(ids(await all(other))).toEqual(ids(otherStreams));
  });

  it('is answered like an unknown id, so ids reveal nothing', async () => {
    const foreign = await server.fetch(`/stream/${target().id}`, { token: otherToken });
    const unknown = await server.fetch('/stream/987654', { token: otherToken });
    expect(foreign.status).toBe(unknown.status);
    expect(await readJson(foreign)).toEqual(await readJson(unknown));
  });

  it('works the other way round too', async () => {
    for (const s of otherStreams) {
      await expect(demo.streams.get(s.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(demo.streams.update(s.id, { title: 'Mine now' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(demo.streams.remove(s.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(demo.streams.duplicate(s.id)).rejects.toBeInstanceOf(NotFoundError);
    }
    for (const s of otherStreams) await expect(other.streams.get(s.id)).resolves.toMatchObject(asListed(s));
  });
});
