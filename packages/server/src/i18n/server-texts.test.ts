import { renderText } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

/**
 * Issue 17 "server texts in the user's language" and issue 19 §9 "the spec's words for schema
 * limits": the real server answers its 422/404 texts in the request's `Accept-Language` (000 §7),
 * the spec's English texts unchanged without one, and the same words the dashboard shows.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

const validForm = { name: 'Texts form', email_placeholder: 'E-mail', privacy_url: 'https://example.com/p' };

async function send(path: string, method: string, body: unknown, language?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (language) headers['accept-language'] = language;
  const res = await server.fetch(path, { method, token, headers, body: JSON.stringify(body) });
  return { status: res.status, body: await readJson(res) };
}

describe('422 texts in the request’s language', () => {
  it('a schema limit of a declared route: the spec’s words in English, the same text rendered in each language', async () => {
    const en = await send('/user/language', 'PUT', { language: 'fr' });
    expect(en.status).toBe(422);
    expect(en.body.errors?.language).toEqual(['The language must be one of: en, hu, de, ar.']);
    expect(en.body.error).toBe('The language must be one of: en, hu, de, ar.');
    const hu = await send('/user/language', 'PUT', { language: 'fr' }, 'hu-HU,hu;q=0.9');
    expect(hu.body.errors?.language).toEqual(['„nyelv”: csak ezek egyike lehet: en, hu, de, ar.']);
    const de = await send('/user/language', 'PUT', { language: 'fr' }, 'de');
    expect(de.body.error).toBe('„Sprache“ muss einer dieser Werte sein: en, hu, de, ar.');
  });

  it('a rule’s message (000 §5) in the dashboard’s words; Arabic keeps numbers isolated', async () => {
    const long = { ...validForm, tab_label: 'x'.repeat(21) };
    const en = await send('/form', 'POST', long);
    expect(en.status).toBe(422);
    expect(en.body.errors?.tab_label).toEqual(['The tab label must be less than 20 characters.']);
    const hu = await send('/form', 'POST', long, 'hu');
    expect(hu.body.errors?.tab_label).toEqual([renderText('hu', 'form.tabLabelTooLong')]);
    const ar = await send('/form', 'POST', { ...validForm, name: 'n'.repeat(200) }, 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.errors?.name?.[0]).toBe(
      renderText('ar', 'limits.stringMax', { field: 'الاسم', max: 128 }),
    );
    expect(ar.body.errors?.name?.[0]).toContain('\u2068128\u2069');
  });

  it('a wrong password at sign-in, in the language the login page shows', async () => {
    const res = await server.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hu' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: 'not-the-password' }),
    });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toBe('Hibás e-mail-cím vagy jelszó.');
  });

  it('a refusal of the server and an unsupported language', async () => {
    const de = await server.fetch('/stream/2147483000', { token, headers: { 'accept-language': 'de' } });
    expect(de.status).toBe(404);
    expect((await readJson(de)).error).toBe('Der gesuchte Player wurde nicht gefunden.');
    const fr = await server.fetch('/stream/2147483000', { token, headers: { 'accept-language': 'fr-FR' } });
    expect((await readJson(fr)).error).toBe('The requested stream was not found.');
  });
});

describe('issue 30: without Accept-Language the account’s language; framework answers localised', () => {
  /** The other demo account, set to Arabic (no other test of this file signs in as it). */
  let arToken: string;
  beforeAll(async () => {
    ({ token: arToken } = await server.login(OTHER_EMAIL));
    const set = await server.fetch('/user/language', {
      method: 'PUT',
      token: arToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'ar' }),
    });
    expect(set.status).toBe(200);
  });

  it('a refusal, bad JSON and an unknown route of an Arabic account without the header are Arabic', async () => {
    const missing = await server.fetch('/stream/2147483000', { token: arToken });
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error).toBe(renderText('ar', 'server.streamNotFound'));

    const badJson = await server.fetch('/form', {
      method: 'POST',
      token: arToken,
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(badJson.status).toBe(422);
    const bad = await readJson(badJson);
    expect(bad.error).toBe(renderText('ar', 'server.invalidJson'));
    expect(bad.errors?._).toEqual([renderText('ar', 'server.invalidJson')]);

    const route = await server.fetch('/no-such-route', { token: arToken });
    expect(route.status).toBe(404);
    expect((await readJson(route)).error).toMatch(
      /^لا يوجد مسار \u2068GET\u2069 \u2068\/\S+\/no-such-route\u2069\.$/u,
    );
  });

  it('the header still wins over the account’s language; English stays the spec’s words', async () => {
    const de = await server.fetch('/form', {
      method: 'POST',
      token: arToken,
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: '{"name":',
    });
    expect((await readJson(de)).error).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
    const en = await server.fetch('/no-such-route', { token, headers: { 'accept-language': 'en' } });
    expect((await readJson(en)).error).toMatch(/^No route GET \/\S+\/no-such-route\.$/);
  });

  it('the viewer’s 404 page (/watch/{unknown}) in the viewer’s language, right to left in Arabic', async () => {
    const page = (language: string) =>
      fetch(`${server.origin}/watch/2147483000`, { headers: { 'accept-language': language } });
    const de = await page('de-DE,de;q=0.9');
    expect(de.status).toBe(404);
    const deHtml = await de.text();
    expect(deHtml).toContain('<html lang="de" dir="ltr">');
    expect(deHtml).toContain('<h1>Player nicht gefunden</h1>');
    expect(deHtml).toContain('Der gesuchte Player wurde nicht gefunden.');
    const arHtml = await (await page('ar')).text();
    expect(arHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arHtml).toContain('<h1>المشغل غير موجود</h1>');
    expect(arHtml).not.toContain('not found');
  });
});

describe('CSV headers in the request’s language', () => {
  it('the form subscription CSV', async () => {
    const forms = (await (await server.fetch('/form', { token })).json()) as {
      data: { id: number; no_of_subscriptions: number }[];
    };
    const form = forms.data.find((f) => f.no_of_subscriptions > 0);
    expect(form).toBeDefined();
    const res = await server.fetch(`/form/${form?.id}/subscriptions?format=csv`, {
      token,
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(200);
    expect((await res.text()).split('\r\n')[0]).toBe(
      'Player;Kunde;Kampagne;Name;E-Mail;Telefonnummer;Erstellt am',
    );
  });
});
