import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASQUERADE_REFUSED } from '../auth/masquerade';
import { accounts, auditLog } from '../db/schema';
import {
  DEMO_EMAIL,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { MASQUERADE_COOKIE } from './routes';

// Staff masquerade (000 §1, §4, §6): start from the staff accounts page, read-only where the spec
// says, mask off back to the staff session; every step audited.
let server: TestServer;
let staffToken: string;
let staffId: number;
let demoId: number;

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

beforeAll(async () => {
  server = await startTestServer();
  ({ token: staffToken, userId: staffId } = await server.login(STAFF_EMAIL));
  demoId = (await server.login(DEMO_EMAIL)).userId;
});
afterAll(() => server?.close());

const start = (userId: number, token: string, origin: string | null = server.origin) =>
  server.fetch(`/staff/masquerade/${userId}`, {
    method: 'POST',
    token,
    headers: origin ? { origin } : {},
  });

describe('staff accounts', () => {
  it('lists accounts by e-mail or name for staff only', async () => {
    const res = await server.fetch('/staff/accounts?search=demo', { token: staffToken });
    expect(res.status).toBe(200);
    const rows = (await readJson(res)).data as { email: string }[];
    expect(rows.map((r) => r.email)).toContain(DEMO_EMAIL);
    expect(rows.map((r) => r.email)).not.toContain(OTHER_EMAIL);
    const { token } = await server.login(DEMO_EMAIL);
    expect((await server.fetch('/staff/accounts', { token })).status).toBe(403);
  });
});

describe('masquerade', () => {
  it('is refused to non-staff, to another origin, and for staff or unknown targets', async () => {
    const { token: demoToken } = await server.login(DEMO_EMAIL);
    expect((await start(demoId, demoToken)).status).toBe(403);
    expect((await start(demoId, staffToken, 'http://evil.example')).status).toBe(403);
    expect((await start(demoId, staffToken, null)).status).toBe(403);
    expect((await start(staffId, staffToken)).status).toBe(403);
    expect((await start(2_000_000, staffToken)).status).toBe(404);
  });

  it('starts a session of the account marked as masquerade, read-only for 000 §6, then restores staff', async () => {
    const [before] = await server.db.select().from(accounts).where(eq(accounts.id, demoId));
    const { token: staff } = await server.login(STAFF_EMAIL);
    const res = await start(demoId, staff);
    expect(res.status).toBe(200);
    expect((await readJson(res)).data).toEqual({ redirect: '/dashboard' });
    expect(cookieOf(res, MASQUERADE_COOKIE)).toBe('1');
    const masked = cookieOf(res, 'smuc_session')!;
    expect(masked).toBeTruthy();
    // The staff member's own session ended (rotation).
    expect((await server.fetch('/user/me', { token: staff })).status).toBe(401);

    const me = await readJson(await server.fetch('/user/me', { token: masked }));
    expect(me.data).toMatchObject({ email: DEMO_EMAIL, masqueraded: true });
    const refused = await server.fetch('/stream', {
      method: 'POST',
      token: masked,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'ad' }),
    });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error).toBe(MASQUERADE_REFUSED);

    const off = await server.fetch('/user/take-my-mask-off', { token: masked });
    expect(off.status).toBe(200);
    expect((await readJson(off)).data).toEqual({ redirect: '/staff/accounts' });
    expect(off.headers.getSetCookie().some((c) => c.startsWith(`${MASQUERADE_COOKIE}=;`))).toBe(true);
    const back = cookieOf(off, 'smuc_session')!;
    expect((await readJson(await server.fetch('/user/me', { token: back }))).data).toMatchObject({
      email: STAFF_EMAIL,
      masqueraded: false,
    });
    expect((await server.fetch('/user/me', { token: masked })).status).toBe(401);
    expect((await server.fetch('/user/take-my-mask-off', { token: back })).status).toBe(422);

    // The account's own data is untouched by the visit.
    const [after] = await server.db.select().from(accounts).where(eq(accounts.id, demoId));
    expect(after).toEqual(before);

    const log = await server.db.select().from(auditLog).where(eq(auditLog.accountId, demoId));
    expect(log.map((l) => [l.action, l.staffAccountId])).toEqual([
      ['masquerade.start', staffId],
      ['write.refused', staffId],
      ['masquerade.stop', staffId],
    ]);
    expect(log[1]?.detail).toBe('POST /smucrestapi/v2/stream');
    expect(log.every((l) => l.address === '127.0.0.1')).toBe(true);
  });

  it("does not count a staff member's or a masquerade's views in the account's analytics", async () => {
    const { client: demo } = await server.login(DEMO_EMAIL);
    const stream = (await demo.streams.list()).items[0]!;
    const event = (visitor: string) => [
      {
        type: 'impression',
        apikey: stream.apikey,
        visitor_id: visitor,
        session_id: `${visitor}-s`,
        ts: Date.now(),
        viewer_token: server.viewerToken(stream.apikey, visitor),
      },
    ];
    const post = (token: string | undefined, visitor: string) =>
      server.fetch('/events', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event(visitor)),
      });
    const { token: staff } = await server.login(STAFF_EMAIL);
    const asStaff = await readJson(await post(staff, 'staff-visitor-1'));
    expect(asStaff.data).toMatchObject({ accepted: 0, dropped: { own: 1 } });
    const masked = cookieOf(await start(demoId, (await server.login(STAFF_EMAIL)).token), 'smuc_session')!;
    const asMask = await readJson(await post(masked, 'staff-visitor-2'));
    expect(asMask.data).toMatchObject({ accepted: 0, dropped: { own: 1 } });
    const anonymous = await readJson(await post(undefined, 'real-visitor'));
    expect(anonymous.data).toMatchObject({ accepted: 1 });
    const refusedCount = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, demoId), eq(auditLog.action, 'masquerade.start')));
    expect(refusedCount.length).toBe(2);
  });
});

describe('audit log', () => {
  it('pages the audit log newest first for staff; a masqueraded session and other accounts get 403', async () => {
    const { token: staff } = await server.login(STAFF_EMAIL);
    const res = await start(demoId, staff);
    const masked = cookieOf(res, 'smuc_session')!;
    expect((await server.fetch('/staff/audit-log', { token: masked })).status).toBe(403);
    const { token: demoToken } = await server.login(DEMO_EMAIL);
    expect((await server.fetch('/staff/audit-log', { token: demoToken })).status).toBe(403);
    const back = cookieOf(await server.fetch('/user/take-my-mask-off', { token: masked }), 'smuc_session')!;

    const first = await server.fetch('/staff/audit-log?per_page=2', { token: back });
    expect(first.status).toBe(200);
    const page = (await readJson(first)).data as {
      items: {
        id: number;
        action: string;
        staff_email: string;
        account_email: string;
        detail: string | null;
      }[];
      total: number;
      page: number;
      per_page: number;
    };
    expect(page).toMatchObject({ page: 1, per_page: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    // Newest first: this test's mask off, after the refused audit read's start.
    expect(page.items.map((i) => [i.action, i.staff_email, i.account_email])).toEqual([
      ['masquerade.stop', STAFF_EMAIL, DEMO_EMAIL],
      ['masquerade.start', STAFF_EMAIL, DEMO_EMAIL],
    ]);
    const second = (await readJson(await server.fetch('/staff/audit-log?per_page=2&page=2', { token: back })))
      .data as { items: { id: number }[] };
    expect(second.items[0]?.id).toBeLessThan(page.items[1]!.id);
    const bad = await server.fetch('/staff/audit-log?per_page=500', { token: back });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await readJson(bad)).success).toBe(false);
  });
});
