import {
  type ApiClient,
  FORM_MESSAGES_EN,
  type FormInput,
  NotFoundError,
  parseCsv,
  ValidationError,
} from '@smuc/sdk';
import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, subscriberForms, subscriptions } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { FORM_CSV_HEADER, NOTHING_TO_EXPORT } from './routes';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let other: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
  ({ client: other } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const valid: FormInput = {
  name: 'Test form',
  name_placeholder: 'Name',
  email_placeholder: 'E-mail',
  privacy_url: 'https://example.com/privacy',
};

async function expectInvalid(input: unknown, field: string, message: string) {
  const res = await server.fetch('/form', {
    method: 'POST',
    token: demoToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  expect(res.status).toBe(422);
  const body = await readJson(res);
  expect(body.errors?.[field]).toEqual([message]);
}

describe('GET /form', () => {
  it('lists the seeded forms newest first with counts that match the subscriptions table', async () => {
    const forms = await demo.forms.list();
    expect(forms.length).toBeGreaterThanOrEqual(3);
    const created = forms.map((f) => f.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const f of forms) {
      const rows = await server.db.select().from(subscriptions).where(eq(subscriptions.formId, f.id));
      expect(f.no_of_subscriptions).toBe(rows.length);
      for (const d of f.details) {
        expect(rows.filter((r) => r.customer === d.customer && r.campaign === d.campaign)).toHaveLength(
          d.subscount,
        );
      }
    }
    expect(forms.some((f) => f.details.length > 1)).toBe(true);
    expect(forms.some((f) => f.details.length === 1)).toBe(true);
    expect(forms.some((f) => f.no_of_subscriptions === 0)).toBe(true);
  });

  it("never shows another account's forms", async () => {
    expect(await other.forms.list()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.fetch('/form')).status).toBe(401);
  });
});

describe('POST/PUT/DELETE /form', () => {
  it('creates with the defaults, updates and deletes', async () => {
    const created = await demo.forms.create(valid);
    expect(created).toMatchObject({
      name: 'Test form',
      name_enabled: true,
      phone_enabled: false,
      no_of_subscriptions: 0,
      details: [],
    });
    const updated = await demo.forms.update(created.id, {
      ...valid,
      name: 'Renamed',
      phone_enabled: true,
      phone_placeholder: 'Phone',
      tab_label: 'x'.repeat(20),
    });
    expect(updated).toMatchObject({ name: 'Renamed', phone_enabled: true, tab_label: 'x'.repeat(20) });
    const [row] = await server.db.select().from(subscriberForms).where(eq(subscriberForms.id, created.id));
    expect(row).toMatchObject({ name: 'Renamed', phoneEnabled: true, phonePlaceholder: 'Phone' });
    await expect(other.forms.update(created.id, valid)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.forms.remove(created.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await demo.forms.remove(created.id)).toEqual({ id: created.id });
    expect(await server.db.select().from(subscriberForms).where(eq(subscriberForms.id, created.id))).toEqual(
      [],
    );
    await expect(demo.forms.remove(created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers 422 with the spec messages of 000 §5', async () => {
    await expectInvalid({ ...valid, name: ' ' }, 'name', FORM_MESSAGES_EN.nameRequired);
    await expectInvalid(
      { ...valid, email_placeholder: '' },
      'email_placeholder',
      'The Email placeholder is required.',
    );
    await expectInvalid({ ...valid, privacy_url: '' }, 'privacy_url', 'The Privacy policy url is required.');
    await expectInvalid(
      { ...valid, privacy_url: 'not a url' },
      'privacy_url',
      'The Privacy Policy url is not valid.',
    );
    await expectInvalid(
      { ...valid, name_placeholder: '' },
      'name_placeholder',
      'The Name placeholder is required.',
    );
    await expectInvalid(
      { ...valid, phone_enabled: true },
      'phone_placeholder',
      'The Phone number placeholder is required.',
    );
    const res = await server.fetch('/form', {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, tab_label: 'x'.repeat(21) }),
    });
    expect(res.status).toBe(422);
    await expect(demo.forms.create({ ...valid, cta_label: 'x'.repeat(25) })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('GET /form/{id}/subscriptions', () => {
  it('exports every subscription as a CSV that parses back to the database rows', async () => {
    const form = (await demo.forms.list()).find((f) => f.details.length > 1)!;
    const file = await demo.forms.subscriptionsCsv(form.id);
    expect(file.filename).toBe('subscriptions_newsletter-signup.csv');
    expect(file.text.split('\r\n')[0]).toBe(FORM_CSV_HEADER.join(';'));
    // Starts with the UTF-8 byte order mark, as the subscriber CSV does (issue 30).
    const raw = await server.fetch(`/form/${form.id}/subscriptions?format=csv`, { token: demoToken });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(file.text, { delimiter: ';', newline: '\r\n' }).data;
    const rows = await server.db
      .select({ s: subscriptions, title: streams.title })
      .from(subscriptions)
      .leftJoin(streams, eq(streams.id, subscriptions.streamId))
      .where(eq(subscriptions.formId, form.id))
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
    const neutral = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);
    expect(parsed.slice(1)).toEqual(
      rows.map(({ s, title }) =>
        [title ?? '', s.customer, s.campaign, s.name, s.email, s.phone, s.createdAt.toISOString()].map(
          neutral,
        ),
      ),
    );
    // The seed holds separators, quotes and formula-like names: they survive, neutralised.
    expect(parsed.flat()).toContain('Smith; John');
    expect(parsed.flat()).toContain('\'=HYPERLINK("x")');
    expect(parseCsv(file.text)).toEqual(parsed);
  });

  it('exports one customer and campaign with its slugified name', async () => {
    const form = (await demo.forms.list()).find((f) => f.details.length > 1)!;
    const d = form.details.find((x) => x.campaign === 'Spring; Summer')!;
    const file = await demo.forms.subscriptionsCsv(form.id, { customer: d.customer, campaign: d.campaign });
    expect(file.filename).toBe('subscriptions_newsletter-signup_acme-retail_spring-summer.csv');
    const parsed = parseCsv(file.text).slice(1);
    expect(parsed).toHaveLength(d.subscount);
    expect(parsed.every((r) => r[1] === d.customer && r[2] === d.campaign)).toBe(true);
    const json = await demo.forms.subscriptions(form.id, { customer: d.customer, campaign: d.campaign });
    expect(json.map((r) => r.email)).toEqual(parsed.map((r) => r[4]));
  });

  it('refuses to export nothing with the spec text', async () => {
    const empty = (await demo.forms.list()).find((f) => f.no_of_subscriptions === 0)!;
    const res = await server.fetch(`/form/${empty.id}/subscriptions?format=csv`, { token: demoToken });
    expect(res.status).toBe(404);
    expect((await readJson(res)).error).toBe(NOTHING_TO_EXPORT);
    expect(NOTHING_TO_EXPORT).toBe('We are sorry, but there is nothing to export yet.');
  });

  it("does not export another account's form", async () => {
    const form = (await demo.forms.list())[0]!;
    await expect(other.forms.subscriptionsCsv(form.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('POST /stream/{apikey}/subscribe', () => {
  it('stores a subscription with the player customer and campaign and raises the form count', async () => {
    const form = await demo.forms.create({ ...valid, name: 'Intake' });
    const player = (await demo.streams.list({ per_page: 1 })).items[0]!;
    await demo.streams.update(player.id, { subscriber_form_id: form.id, customer: 'Zeta', campaign: 'Q4' });
    const anonymous = server.client();
    const { id } = await anonymous.subscribers.subscribe(player.apikey, {
      email: 'new@viewer.test',
      name: 'New',
    });
    const [row] = await server.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({
      formId: form.id,
      streamId: player.id,
      customer: 'Zeta',
      campaign: 'Q4',
      email: 'new@viewer.test',
    });
    const after = (await demo.forms.list()).find((f) => f.id === form.id)!;
    expect(after.no_of_subscriptions).toBe(1);
    expect(after.details).toEqual([{ customer: 'Zeta', campaign: 'Q4', subscount: 1 }]);
    await expect(anonymous.subscribers.subscribe(player.apikey, { email: 'nope' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    // Deleting the form detaches it from the player, which then takes no subscriptions.
    await demo.forms.remove(form.id);
    expect((await demo.streams.get(player.id)).subscriber_form_id).toBeNull();
    await expect(
      anonymous.subscribers.subscribe(player.apikey, { email: 'late@viewer.test' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers 404 for an unknown player or one without a form', async () => {
    const anonymous = server.client();
    await expect(
      anonymous.subscribers.subscribe('unknown-key', { email: 'a@b.test' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const [noForm] = await server.db
      .select()
      .from(streams)
      .where(and(eq(streams.title, 'Other Co. Video Ad')));
    await expect(
      anonymous.subscribers.subscribe(noForm!.apikey, { email: 'a@b.test' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
