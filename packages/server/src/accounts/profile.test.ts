import { type ApiClient, isValidationError, type UserUpdate } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASQUERADE_REFUSED } from '../auth/masquerade';
import { accounts } from '../db/schema';
import { makeMasquerade } from '../realtime/test-helpers';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';

// Spec 000 §5 (Account details, Change password), §6 (masquerade) and §7 (PUT /user/me,
// PUT /user/change-password), against the real server and database.

let server: TestServer;
let demo: { token: string; userId: number; client: ApiClient };
let other: { token: string; userId: number; client: ApiClient };
let staffId: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.login(DEMO_EMAIL);
  other = await server.login(OTHER_EMAIL);
  staffId = (await server.login(STAFF_EMAIL)).userId;
});
afterAll(() => server?.close());

const form: UserUpdate = {
  first_name: 'Dóra',
  last_name: 'Demó',
  email: DEMO_EMAIL,
  country: 'HU',
  zip: '1051',
  city: 'Budapest',
  address: 'Október 6. utca 7.',
  company: 'Demo Shop Kft.',
  tax_number: 'HU12345678',
  phone: '+36 1 234 5678',
};

/** A raw PUT with a bearer token, for status and envelope checks. */
const put = (path: string, token: string, body: unknown) =>
  server.fetch(path, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PUT /user/me (000 §5 Account details)', () => {
  it('saves every field and answers the updated user, which GET /user/me then reads', async () => {
    const saved = await demo.client.user.update(form);
    const expected = {
      firstname: 'Dóra',
      lastname: 'Demó',
      email: DEMO_EMAIL,
      country: 'HU',
      postcode: '1051',
      city: 'Budapest',
      address: 'Október 6. utca 7.',
      company: 'Demo Shop Kft.',
      tax_number: 'HU12345678',
      phone: '+36 1 234 5678',
      masqueraded: false,
    };
    expect(saved).toMatchObject(expected);
    expect(await demo.client.user.me()).toMatchObject(expected);
  });

  it('stores empty optional fields as none', async () => {
    const saved = await demo.client.user.update({ ...form, company: '', tax_number: ' ', phone: '' });
    expect(saved).toMatchObject({ company: null, tax_number: null, phone: null });
    await demo.client.user.update(form);
  });

  it('answers 422 with the spec texts per field and stores nothing', async () => {
    const response = await put('/user/me', demo.token, {
      ...form,
      first_name: '',
      last_name: ' ',
      email: '',
      country: '',
      zip: '',
      city: '',
      address: '',
    });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      first_name: ['First name cannot be empty!'],
      last_name: ['Last name cannot be empty!'],
      email: ['Email cannot be empty!'],
      country: ['Country cannot be empty!'],
      zip: ['Postcode cannot be empty!'],
      city: ['City cannot be empty!'],
      address: ['Street address cannot be empty!'],
    });
    expect(await demo.client.user.me()).toMatchObject({ firstname: 'Dóra', city: 'Budapest' });
  });

  it('refuses an address that is not an e-mail', async () => {
    const error = await demo.client.user.update({ ...form, email: 'dora@' }).catch((e) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.errors).toEqual({ email: ['Not a valid email address!'] });
  });

  it("refuses another account's e-mail, in any case, and keeps both accounts as they were", async () => {
    for (const email of [OTHER_EMAIL, OTHER_EMAIL.toUpperCase()]) {
      const response = await put('/user/me', demo.token, { ...form, email });
      expect(response.status).toBe(422);
      expect((await readJson(response)).errors).toEqual({
        email: ['This email address is already used by another account!'],
      });
    }
    expect((await demo.client.user.me()).email).toBe(DEMO_EMAIL);
    expect((await other.client.user.me()).email).toBe(OTHER_EMAIL);
  });

  it('keeps a changed e-mail in lower case, and signing in uses it', async () => {
    const saved = await demo.client.user.update({ ...form, email: '  Dora.New@Smuc.TEST ' });
    expect(saved.email).toBe('dora.new@smuc.test');
    await expect(server.login('dora.new@smuc.test')).resolves.toMatchObject({ userId: demo.userId });
    await demo.client.user.update(form);
  });

  it('answers 422 for a body of the wrong shape, never 500', async () => {
    for (const body of [{}, { ...form, email: 5 }, { ...form, city: 'x'.repeat(500) }, 'text']) {
      const response = await put('/user/me', demo.token, body);
      expect(response.status).toBe(422);
    }
  });

  it('changes only the signed-in account: the body carries no account id', async () => {
    await other.client.user.update({
      ...form,
      email: OTHER_EMAIL,
      first_name: 'Otto',
      user_id: demo.userId,
    } as UserUpdate);
    expect((await demo.client.user.me()).firstname).toBe('Dóra');
    expect(await other.client.user.me()).toMatchObject({ firstname: 'Otto', user_id: other.userId });
  });

  it('needs a session', async () => {
    const response = await server.fetch('/user/me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(response.status).toBe(401);
  });
});

describe('masqueraded sessions (000 §6)', () => {
  it('may neither save account details nor change the password', async () => {
    const masked = await makeMasquerade(server, demo.userId, staffId);
    const me = await server.client({ token: masked }).user.me();
    expect(me.masqueraded).toBe(true);
    const details = await put('/user/me', masked, { ...form, first_name: 'Masked' });
    expect(details.status).toBe(403);
    expect((await readJson(details)).error).toBe(MASQUERADE_REFUSED);
    const password = await put('/user/change-password', masked, {
      current_password: DEMO_PASSWORD,
      new_password: 'masked password',
    });
    expect(password.status).toBe(403);
    expect((await demo.client.user.me()).firstname).toBe('Dóra');
    await expect(server.login(DEMO_EMAIL)).resolves.toBeTruthy();
  });
});

describe('PUT /user/change-password (000 §5 Change password)', () => {
  it('answers the empty-field messages', async () => {
    const response = await put('/user/change-password', demo.token, {
      current_password: '',
      new_password: '',
    });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({
      current_password: ['Current password field cannot be empty!'],
      new_password: ['New password field cannot be empty!'],
    });
  });

  it('refuses a new password under 8 characters', async () => {
    const error = await demo.client.user
      .changePassword({ current_password: DEMO_PASSWORD, new_password: 'short' })
      .catch((e) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.errors).toEqual({ new_password: ['New password must be at least 8 characters long!'] });
    await expect(server.login(DEMO_EMAIL)).resolves.toBeTruthy();
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const error = await demo.client.user
      .changePassword({ current_password: 'not the password', new_password: 'a new password' })
      .catch((e) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.errors).toEqual({ current_password: ['The current password is not correct!'] });
    await expect(server.login(DEMO_EMAIL)).resolves.toBeTruthy();
    await expect(server.login(DEMO_EMAIL, 'a new password')).rejects.toBeTruthy();
  });

  it("changes the password, ends the account's other sessions and keeps the current one", async () => {
    const second = await server.login(DEMO_EMAIL);
    const masked = await makeMasquerade(server, demo.userId, staffId);
    const otherBefore = await server.login(OTHER_EMAIL);
    const result = await demo.client.user.changePassword({
      current_password: DEMO_PASSWORD,
      new_password: 'a brand new password',
    });
    expect(result.ended_sessions).toBeGreaterThanOrEqual(2);
    // The asking session goes on; every other session of the account, masquerades too, has ended.
    expect((await demo.client.user.me()).user_id).toBe(demo.userId);
    expect((await server.fetch('/user/me', { token: second.token })).status).toBe(401);
    expect((await server.fetch('/user/me', { token: masked })).status).toBe(401);
    // Another account's sessions are not touched.
    expect((await server.fetch('/user/me', { token: otherBefore.token })).status).toBe(200);
    await expect(server.login(DEMO_EMAIL)).rejects.toBeTruthy();
    await expect(server.login(DEMO_EMAIL, 'a brand new password')).resolves.toMatchObject({
      userId: demo.userId,
    });
    // The other account still signs in with its own password.
    await expect(server.login(OTHER_EMAIL)).resolves.toBeTruthy();
  });

  it('answers 429 after five wrong current passwords in a row, the right one included', async () => {
    const wrong = { current_password: 'guess', new_password: 'another password' };
    for (let i = 0; i < 5; i++)
      expect((await put('/user/change-password', other.token, wrong)).status).toBe(422);
    const locked = await put('/user/change-password', other.token, {
      current_password: DEMO_PASSWORD,
      new_password: 'another password',
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // One lock for every password check of the account from this address (issue 29 §3): the
    // sign-in form here is locked as well, so the guesser gets no second budget there.
    await expect(server.login(OTHER_EMAIL)).rejects.toMatchObject({ status: 429 });
  });
});

describe('PUT /user/language (000 §9)', () => {
  it("remembers the account's language, which GET /user/me then answers; only this account's", async () => {
    const user = await other.client.user.setLanguage('de');
    expect(user.language).toBe('de');
    expect((await other.client.user.me()).language).toBe('de');
    expect((await demo.client.user.me()).language).not.toBe('de');
    await other.client.user.setLanguage('en');
  });

  it('answers 422 for a language the product does not speak, and keeps the old one', async () => {
    const res = await put('/user/language', other.token, { language: 'fr' });
    expect(res.status).toBe(422);
    expect((await other.client.user.me()).language).toBe('en');
  });

  it('gives a new account the default language, hu; the demo accounts are seeded in English', async () => {
    const [created] = await server.db
      .insert(accounts)
      .values({ email: 'new-language@smuc.test', passwordHash: 'x' })
      .returning({ language: accounts.language });
    expect(created?.language).toBe('hu');
    expect((await demo.client.user.me()).language).toBe('en');
  });
});
