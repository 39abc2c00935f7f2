import {
  type ApiClient,
  STREAM_LIST_TYPES,
  type StreamListItem,
  streamKindLabel,
  ValidationError,
} from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

// Read-only checks of GET /my-streams against the seeded demo account (14 players of every
// type and status). Writes live in streams.test.ts, which has its own database.

let server: TestServer;
let demo: ApiClient;
let token: string;
/** Every demo player, in creation order. */
let all: StreamListItem[];

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token } = await server.login(DEMO_EMAIL));
  all = (await demo.streams.list({ per_page: 100, sort: 'natural' })).items;
});
afterAll(() => server?.close());

const ids = (items: StreamListItem[]) => items.map((s) => s.id);

/** Which list type a player belongs to (000 §2): closed broadcasts are their own type. */
function listType(s: StreamListItem): (typeof STREAM_LIST_TYPES)[number] {
  const label = streamKindLabel(s);
  return (
    {
      live: 'live',
      playback: 'playback',
      simpleVideo: 'embed',
      advertisement: 'ad',
      photoAd: 'photo_ad',
      closedBroadcast: 'closed',
    } as const
  )[label];
}

describe('GET /my-streams pagination', () => {
  it('answers the seeded players, 9 per page by default, newest first', async () => {
    expect(all).toHaveLength(14);
    const page = await demo.streams.list();
    expect(page).toMatchObject({ total: 14, page: 1, per_page: 9 });
    expect(page.items).toHaveLength(9);
    const second = await demo.streams.list({ page: 2 });
    expect(second).toMatchObject({ total: 14, page: 2, per_page: 9 });
    expect(second.items).toHaveLength(5);
  });

  it('splits the list into disjoint pages of per_page that together hold every player once', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => demo.streams.list({ per_page: 5, page })));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 4]);
    for (const p of pages) expect(p).toMatchObject({ total: 14, per_page: 5 });
    const seen = pages.flatMap((p) => ids(p.items));
    expect(new Set(seen).size).toBe(14);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids(all).sort((a, b) => a - b));
  });

  it('answers an empty page past the end with the total still counted', async () => {
    await expect(demo.streams.list({ per_page: 5, page: 4 })).resolves.toEqual({
      items: [],
      total: 14,
      page: 4,
      per_page: 5,
    });
  });

  it('pages after sorting, so page 2 continues page 1', async () => {
    const whole = await demo.streams.list({ sort: 'az', per_page: 14 });
    const first = await demo.streams.list({ sort: 'az', per_page: 7, page: 1 });
    const second = await demo.streams.list({ sort: 'az', per_page: 7, page: 2 });
    expect([...ids(first.items), ...ids(second.items)]).toEqual(ids(whole.items));
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['sort=random', 'sort'],
    ['type=vod', 'type'],
    ['closed=2', 'closed'],
    ['orientation=3', 'orientation'],
  ])('answers 422 for %s', async (query, field) => {
    const response = await server.fetch(`/my-streams?${query}`, { token });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('makes the sdk raise ValidationError for a bad query', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: a value the type forbids, on purpose
    await expect(demo.streams.list({ per_page: 1000 as any })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('GET /my-streams type filters', () => {
  const expected = { live: 3, playback: 2, embed: 2, ad: 4, photo_ad: 2, closed: 1 } as const;

  it.each(STREAM_LIST_TYPES)('type=%s answers exactly the players of that type', async (type) => {
    const page = await demo.streams.list({ type, per_page: 100 });
    expect(page.total).toBe(expected[type]);
    expect(page.items).toHaveLength(expected[type]);
    for (const s of page.items) expect(listType(s)).toBe(type);
    expect(ids(page.items).sort()).toEqual(ids(all.filter((s) => listType(s) === type)).sort());
  });

  it('puts every player in exactly one type', async () => {
    const pages = await Promise.all(
      STREAM_LIST_TYPES.map((type) => demo.streams.list({ type, per_page: 100 })),
    );
    const seen = pages.flatMap((p) => ids(p.items));
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
  });

  it('type filters only ad-optimised type-2 players as ads', async () => {
    const ads = (await demo.streams.list({ type: 'ad', per_page: 100 })).items;
    for (const s of ads) expect(s).toMatchObject({ type: 2, optimize_for_ad: true });
    const embeds = (await demo.streams.list({ type: 'embed', per_page: 100 })).items;
    for (const s of embeds) expect(s).toMatchObject({ type: 2, optimize_for_ad: false });
  });

  it('closed=1 answers only closed players and closed=0 every other', async () => {
    const closed = await demo.streams.list({ closed: 1, per_page: 100 });
    const open = await demo.streams.list({ closed: 0, per_page: 100 });
    expect(closed.total).toBe(1);
    expect(closed.items.every((s) => s.stream_status === 3)).toBe(true);
    expect(open.total).toBe(13);
    expect(open.items.every((s) => s.stream_status !== 3)).toBe(true);
    expect(closed.total + open.total).toBe(all.length);
  });

  it('combines type and closed', async () => {
    await expect(demo.streams.list({ type: 'live', closed: 0 })).resolves.toMatchObject({ total: 3 });
    await expect(demo.streams.list({ type: 'live', closed: 1 })).resolves.toMatchObject({
      total: 0,
      items: [],
    });
    await expect(demo.streams.list({ type: 'closed', closed: 1 })).resolves.toMatchObject({ total: 1 });
  });
});

describe('GET /my-streams orientation filter', () => {
  it.each([
    [0, 2],
    [1, 11],
    [2, 1],
  ] as const)('orientation=%i answers its %i players', async (orientation, count) => {
    const page = await demo.streams.list({ orientation, per_page: 100 });
    expect(page.total).toBe(count);
    expect(page.items.every((s) => s.orientation === orientation)).toBe(true);
  });

  it('combines orientation with a type', async () => {
    const page = await demo.streams.list({ orientation: 0, type: 'closed' });
    expect(page.items.map((s) => s.title)).toEqual(['Autumn Collection Launch']);
  });
});

describe('GET /my-streams search', () => {
  it('finds titles case-insensitively by a lowercase fragment', async () => {
    const page = await demo.streams.list({ search: 'coffee' });
    expect(page.items.map((s) => s.title)).toEqual(['Morning Coffee Live']);
    const upper = await demo.streams.list({ search: 'COFFEE' });
    expect(ids(upper.items)).toEqual(ids(page.items));
    const middle = await demo.streams.list({ search: 'ning coff' });
    expect(ids(middle.items)).toEqual(ids(page.items));
  });

  it('answers every title containing the fragment and counts them all', async () => {
    const fragment = 'ad';
    const page = await demo.streams.list({ search: fragment, per_page: 2 });
    const expected = all.filter((s) => s.title.toLowerCase().includes(fragment));
    expect(expected.length).toBeGreaterThan(2);
    expect(page.total).toBe(expected.length);
    expect(page.items).toHaveLength(2);
    const every = await demo.streams.list({ search: fragment, per_page: 100 });
    expect(ids(every.items).sort()).toEqual(ids(expected).sort());
  });

  it('treats LIKE wildcards and backslashes as plain characters', async () => {
    for (const search of ['%', '_', '\\', 'a%e', 'B_ots']) {
      await expect(demo.streams.list({ search })).resolves.toMatchObject({ total: 0, items: [] });
    }
    // The one title with parentheses is found by them.
    const page = await demo.streams.list({ search: '(custom size)' });
    expect(page.items.map((s) => s.title)).toEqual(['Product Tour (custom size)']);
  });

  it('answers an empty page for a fragment nothing matches', async () => {
    await expect(demo.streams.list({ search: 'zzz-nothing' })).resolves.toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('combines search with a type filter and a sort', async () => {
    const page = await demo.streams.list({ search: 'live', type: 'live', sort: 'az', per_page: 100 });
    const expected = all
      .filter((s) => listType(s) === 'live' && s.title.toLowerCase().includes('live'))
      .map((s) => s.title)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(page.items.map((s) => s.title)).toEqual(expected);
  });
});

describe('GET /my-streams sorts', () => {
  const list = async (sort: 'latest' | 'az' | 'liked' | 'commented' | 'natural') =>
    (await demo.streams.list({ sort, per_page: 100 })).items;

  /** Asserts `items` is ordered by `key` descending, ties by id descending. */
  const expectDescending = (items: StreamListItem[], key: (s: StreamListItem) => number) => {
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(key(a)).toBeGreaterThanOrEqual(key(b));
      if (key(a) === key(b)) expect(a.id).toBeGreaterThan(b.id);
    }
  };

  it('latest: newest creation first, and it is the default', async () => {
    const items = await list('latest');
    expect(items).toHaveLength(14);
    expectDescending(items, (s) => new Date(s.created_at).getTime());
    // The seed spreads creation times, so the order is strict here.
    const times = items.map((s) => new Date(s.created_at).getTime());
    expect(new Set(times).size).toBe(times.length);
    expect(ids((await demo.streams.list({ per_page: 100 })).items)).toEqual(ids(items));
  });

  it('az: titles alphabetically, ignoring case', async () => {
    const titles = (await list('az')).map((s) => s.title);
    const sorted = [...titles].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(titles).toEqual(sorted);
    expect(titles[0]).toBe('Autumn Collection Launch');
    expect(titles.at(-1)).toBe('Winter Boots Video Ad');
  });

  it('liked: most hearts first', async () => {
    const items = await list('liked');
    expectDescending(items, (s) => s.hearts);
    expect(items[0]!.hearts).toBeGreaterThan(0);
    expect(items[0]!.hearts).toBe(Math.max(...all.map((s) => s.hearts)));
  });

  it('commented: most comments first', async () => {
    const items = await list('commented');
    expectDescending(items, (s) => s.comments);
    expect(items[0]!.comments).toBe(Math.max(...all.map((s) => s.comments)));
    // Seeded counts differ between the two sorts, so they are not the same order by accident.
    expect(ids(items)).not.toEqual(ids(await list('liked')));
  });

  it('natural: creation order by id', async () => {
    const items = await list('natural');
    expect(ids(items)).toEqual([...ids(items)].sort((a, b) => a - b));
    expect(items[0]!.title).toBe('Black Friday Live Shopping');
  });

  it('counts players without analytics as zero, last in liked', async () => {
    const items = await list('liked');
    const last = items.at(-1)!;
    expect(last.title).toBe('Cookware Carousel');
    expect(last).toMatchObject({ hearts: 0, comments: 0, total_viewers: 0 });
  });
});

describe('GET /my-streams answers', () => {
  it('carries the lifetime counters and the identity of each player, never its settings or stream key', async () => {
    for (const s of all) {
      expect(s.apikey).toMatch(/^[0-9a-f]{32}$/);
      // The list is a narrow projection: the editor's settings and the RTMP stream key stay in GET /stream/{id}.
      expect(Object.keys(s)).not.toContain('streamkey');
      expect(Object.keys(s)).not.toContain('rtmp_data');
      expect(Object.keys(s)).not.toContain('autoplay');
      expect(s.player_url.endsWith(`/watch/${s.id}`)).toBe(true);
    }
    const withStats = all.filter((s) => s.total_viewers > 0);
    expect(withStats).toHaveLength(13);
    expect(new Set(all.map((s) => s.apikey)).size).toBe(all.length);
  });

  it("gives each card a still: its first image, else its video's poster, else none (issue 30, defect 13)", async () => {
    for (const s of all) {
      const full = await demo.streams.get(s.id);
      const image = full.cover ?? full.photoad_photos?.[0] ?? full.ad_featured_image ?? null;
      const expected = image
        ? image.thumbnail_url
        : full.vod_data_id
          ? `${server.baseUrl}/media/video/${full.vod_data_id}/poster.jpg`
          : null;
      expect(s.thumbnail_url, `player ${s.id}`).toBe(expected);
    }
    // The seeded playbacks, videos and ads have uploads: their cards show a frame, served as an image.
    const stills = all.filter((s) => s.thumbnail_url !== null);
    expect(stills.length).toBeGreaterThanOrEqual(5);
    for (const s of stills) {
      const answer = await fetch(s.thumbnail_url!);
      expect(answer.status, s.thumbnail_url!).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
    }
  });
});
