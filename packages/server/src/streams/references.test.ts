import type { ApiClient, Stream } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fonts, subscriberForms } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { UNKNOWN_FONT, UNKNOWN_FORM } from './references';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken, userId: demoId } = await server.login(DEMO_EMAIL));
  ({ userId: otherId } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

async function formOf(accountId: number) {
  const [row] = await server.db
    .insert(subscriberForms)
    .values({
      accountId,
      name: 'Form',
      emailPlaceholder: 'E-mail',
      privacyUrl: 'https://example.com/privacy',
    })
    .returning({ id: subscriberForms.id });
  return row!.id;
}

async function fontOf(accountId: number) {
  const [row] = await server.db
    .insert(fonts)
    .values({
      accountId,
      fontFamily: 'Test Sans',
      mimeType: 'font/ttf',
      regularKey: `fonts/${accountId}/r.ttf`,
      boldKey: `fonts/${accountId}/b.ttf`,
      regularMime: 'font/ttf',
      boldMime: 'font/ttf',
    })
    .returning({ id: fonts.id });
  return row!.id;
}

async function put(s: Stream, patch: Record<string, unknown>) {
  return server.fetch(`/stream/${s.id}`, {
    method: 'PUT',
    token: demoToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

describe('PUT /stream/{id}: a player points only at its own account’s form and font', () => {
  it('another account’s subscriber form is a 422 and nothing is stored', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Foreign form' });
    const foreign = await formOf(otherId);
    const response = await put(s, { subscriber_form_id: foreign, title: 'Renamed' });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.errors?.subscriber_form_id).toEqual([UNKNOWN_FORM]);
    await expect(demo.streams.get(s.id)).resolves.toMatchObject({
      title: 'Foreign form',
      subscriber_form_id: null,
    });
  });

  it('another account’s font is a 422; the own font and form are stored', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Fonts' });
    const foreign = await fontOf(otherId);
    const response = await put(s, { font_id: foreign });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors?.font_id).toEqual([UNKNOWN_FONT]);

    const own = await fontOf(demoId);
    const form = await formOf(demoId);
    const saved = await demo.streams.update(s.id, { font_id: own, subscriber_form_id: form });
    expect(saved).toMatchObject({ font_id: own, subscriber_form_id: form });
  });

  it('an id past the int4 range is a 422, never a 500', async () => {
    const s = await demo.streams.create({ kind: 'ad', title: 'Huge id' });
    for (const field of ['subscriber_form_id', 'font_id']) {
      const response = await put(s, { [field]: 2_147_483_648 });
      expect(response.status).toBe(422);
      expect((await readJson(response)).success).toBe(false);
    }
  });
});
