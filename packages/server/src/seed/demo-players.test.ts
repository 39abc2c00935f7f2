import { type ApiClient, type PlayerConfig, StreamStatus } from '@smuc/sdk';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, streams } from '../db/schema';
import { localDiskStorage } from '../media/storage';
import { startTestServer, type TestServer } from '../test/harness';
import { seedDemoImages } from './demo-images';

// Issue 30 defect 3: the Free demo account's video ad and simple video answered "The video cannot
// be played." and its photo ad was blank, because only demo@'s players got media. This walks every
// seeded player of every demo account as a signed-out viewer: the public player document, then the
// video or each slide it names.

let server: TestServer;

beforeAll(async () => {
  // The harness seeds the demo with its videos as `npm start` does; the pictures need a public
  // origin, this server's, so they are added once it listens.
  server = await startTestServer();
  const storage = localDiskStorage(server.config.mediaDir);
  for (const { id } of await server.db.select({ id: accounts.id }).from(accounts))
    await seedDemoImages(server.db, id, storage, server.origin);
});

afterAll(async () => {
  await server?.close();
});

/**
 * Fetches an address the player document names, signed out, from this server (the harness's public
 * origin has no port), and answers status and type.
 */
async function load(url: string) {
  const { pathname, search } = new URL(url, server.origin);
  const response = await fetch(`${server.origin}${pathname}${search}`, {
    headers: { range: 'bytes=0-1023' },
  });
  await response.arrayBuffer();
  return `${response.ok ? 'ok' : response.status} ${response.headers.get('content-type')?.split('/')[0]}`;
}

/** What keeps a player (by its public apikey) from playing signed out; empty when it plays. */
async function problemsOf(name: string, apikey: string): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}/player/${apikey}`);
  if (!response.ok) return [`${name}: player document ${response.status}`];
  const doc = ((await response.json()) as { data: PlayerConfig }).data;
  const problems: string[] = [];
  if (doc.kind === 'photo_ad') {
    if (doc.photoad_photos.length === 0) problems.push(`${name}: no slides`);
    for (const photo of doc.photoad_photos) {
      const loaded = await load(photo.url);
      if (loaded !== 'ok image') problems.push(`${name}: slide ${loaded}`);
    }
  } else if (doc.kind === 'live' && doc.stream_status !== StreamStatus.closed) {
    // A broadcast that is not closed plays the live engine (or its countdown): nothing stored.
  } else if (doc.source.social) {
    // A social video plays in the provider's frame.
  } else if (!doc.source.video) {
    problems.push(`${name} (${doc.kind}): no video`);
  } else {
    const loaded = await load(doc.source.video.url);
    if (loaded !== 'ok video') problems.push(`${name} (${doc.kind}): video ${loaded}`);
  }
  return problems;
}

/** The seeded players (not deleted) with their owner's e-mail. */
async function seededPlayers() {
  const owners = new Map(
    (await server.db.select({ id: accounts.id, email: accounts.email }).from(accounts)).map((a) => [
      a.id,
      a.email,
    ]),
  );
  const rows = await server.db
    .select({ id: streams.id, accountId: streams.accountId, title: streams.title, apikey: streams.apikey })
    .from(streams)
    .where(isNull(streams.deletedAt));
  return rows.map((r) => ({ ...r, email: owners.get(r.accountId)! }));
}

describe('every seeded player of every demo account plays signed out', () => {
  it('answers a video that loads for every video kind and loading slides for every photo ad', async () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const row of await seededPlayers()) {
      problems.push(...(await problemsOf(`${row.email} "${row.title}"`, row.apikey)));
      seen.add(row.email);
    }
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual(['demo@smuc.test', 'other@smuc.test']);
  });

  // The copies of the simple video and the video ad saved but answered "The video cannot be
  // played.": the copy did not carry the uploaded video (`vod_data_id`).
  it('and so does a copy of each, made as the editor duplicates it', async () => {
    const clients = new Map<string, ApiClient>();
    const problems: string[] = [];
    for (const row of await seededPlayers()) {
      if (!clients.has(row.email)) clients.set(row.email, (await server.login(row.email)).client);
      const { id } = await clients.get(row.email)!.streams.duplicate(row.id);
      const copy = await clients.get(row.email)!.streams.get(id);
      problems.push(...(await problemsOf(`${row.email} "${copy.title}"`, copy.apikey)));
    }
    expect(problems).toEqual([]);
    expect(clients.size).toBe(2);
  });
});
