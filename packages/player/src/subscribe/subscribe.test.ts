import type { PlayerForm } from '@smuc/sdk/schemas';
import './index';
import { collect, expect, expectAccessible, inShadow, waitFor } from '../../test/helpers';
import type { SmucPlayerSubscribe } from './index';

/** Answers the `data` of a signed-in API call (fails the test on an error envelope). */
async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${window.SMUC_API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body)}`).to.equal(true);
  return body.data as T;
}

interface AccountForm extends PlayerForm {
  name: string;
}
interface Subscription {
  stream_id: number;
  name: string;
  email: string;
  phone: string;
}

/** The public part of an account's form, as the player document carries it (000 §3 Subscriber form). */
const publicForm = (f: AccountForm): PlayerForm => ({
  id: f.id,
  tab_label: f.tab_label,
  title: f.title,
  description: f.description,
  name_enabled: f.name_enabled,
  name_placeholder: f.name_placeholder,
  email_placeholder: f.email_placeholder,
  phone_enabled: f.phone_enabled,
  phone_placeholder: f.phone_placeholder,
  privacy_url: f.privacy_url,
  cta_label: f.cta_label,
});

async function mountForm(
  props: Partial<Pick<SmucPlayerSubscribe, 'form' | 'endpoint' | 'language' | 'preview'>>,
) {
  const el = document.createElement('smuc-player-subscribe');
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** A form like the seeded "Black Friday VIP list" (name and phone enabled), for the tests without a server. */
const VIP_LIKE: PlayerForm = {
  id: 1,
  tab_label: 'VIP access',
  title: 'Early deals',
  description: 'Leave your e-mail address and we will keep you posted.',
  name_enabled: true,
  name_placeholder: 'Your name',
  email_placeholder: 'Your e-mail address',
  phone_enabled: true,
  phone_placeholder: 'Your phone number',
  privacy_url: 'https://demo-shop.example/privacy',
  cta_label: 'Join',
};
const NOWHERE = 'http://127.0.0.1:9/smucrestapi/v2/stream/none/subscribe';

const input = (el: Element, name: string) => inShadow<HTMLInputElement>(el, `input[name="${name}"]`)[0];
const submit = (el: Element) => inShadow<HTMLButtonElement>(el, 'button[type="submit"]')[0]!;
const text = (el: Element, selector: string) =>
  inShadow(el, selector)[0]?.textContent?.replace(/\s+/g, ' ').trim();

/** Counts the calls of `fetch` while `run` runs. */
async function fetchCalls(run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const original = window.fetch;
  window.fetch = ((...args: Parameters<typeof fetch>) => {
    calls.push(String(args[0]));
    return original(...args);
  }) as typeof fetch;
  try {
    await run();
  } finally {
    window.fetch = original;
  }
  return calls;
}

describe('<smuc-player-subscribe>', () => {
  afterEach(() => {
    for (const e of document.querySelectorAll('smuc-player-subscribe')) e.remove();
  });

  it('shows the form fields of 000 §3: title, description, name, e-mail, phone, placeholders, privacy link, CTA; passes axe', async () => {
    const el = await mountForm({ form: VIP_LIKE, endpoint: NOWHERE });
    expect(text(el, 'h3')).to.equal('Early deals');
    expect(text(el, '.description')).to.equal(VIP_LIKE.description);
    expect(input(el, 'name')!.placeholder).to.equal('Your name');
    expect(input(el, 'email')!.placeholder).to.equal('Your e-mail address');
    expect(input(el, 'email')!.type).to.equal('email');
    expect(input(el, 'email')!.required).to.equal(true);
    expect(input(el, 'phone')!.placeholder).to.equal('Your phone number');
    const privacy = inShadow<HTMLAnchorElement>(el, '.privacy a')[0]!;
    expect(privacy.href).to.equal('https://demo-shop.example/privacy');
    expect(privacy.target).to.equal('_blank');
    expect(text(el, '.privacy')).to.equal(
      'By subscribing you accept the privacy policy (opens in a new tab).',
    );
    expect(submit(el).textContent?.trim()).to.equal('Join');
    expect(inShadow(el, 'label').map((l) => l.textContent?.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Name',
      'E-mail *',
      'Phone',
    ]);
    await expectAccessible(el);
  });

  it('leaves out the name and phone fields the form does not enable and falls back to the default CTA', async () => {
    const form = { ...VIP_LIKE, name_enabled: false, phone_enabled: false, cta_label: '', title: '' };
    const el = await mountForm({ form, endpoint: NOWHERE });
    expect(input(el, 'name')).to.equal(undefined);
    expect(input(el, 'phone')).to.equal(undefined);
    expect(submit(el).textContent?.trim()).to.equal('Subscribe');
    expect(inShadow(el, 'section')[0]!.getAttribute('aria-label')).to.equal('Subscribe');
    await expectAccessible(el);
  });

  it('requires a valid e-mail before sending anything', async () => {
    const calls = await fetchCalls(async () => {
      const el = await mountForm({ form: VIP_LIKE, endpoint: NOWHERE });
      submit(el).click();
      await waitFor(() => text(el, '.error'));
      expect(text(el, '.error')).to.equal('Please enter your e-mail address.');
      const email = input(el, 'email')!;
      expect(email.getAttribute('aria-invalid')).to.equal('true');
      expect(email.getAttribute('aria-describedby')).to.equal('subscribe-email-error');
      expect(el.shadowRoot!.activeElement).to.equal(email);
      for (const bad of ['viewer@', 'viewer@example', 'a b@example.com', '.dot@example.com']) {
        email.value = bad;
        submit(el).click();
        await el.updateComplete;
        expect(text(el, '.error'), bad).to.equal('Please enter a valid e-mail address.');
      }
      email.value = 'x';
      email.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(inShadow(el, '.error').length, 'typing clears the message').to.equal(0);
      await expectAccessible(el);
    });
    expect(calls).to.deep.equal([]);
  });

  it('never posts in the editor preview', async () => {
    const done = collect('smuc-subscribe');
    const calls = await fetchCalls(async () => {
      const el = await mountForm({ form: VIP_LIKE, endpoint: NOWHERE, preview: true });
      input(el, 'email')!.value = 'preview@example.com';
      submit(el).click();
      await waitFor(() => inShadow(el, '.done').length === 1);
      expect(text(el, '.done')).to.equal('Thank you for subscribing! Preview: nothing was sent.');
    });
    done.stop();
    expect(calls).to.deep.equal([]);
    expect(done.details).to.deep.equal([]);
  });

  it('says so and keeps the typed values when the server cannot be reached', async () => {
    const el = await mountForm({ form: VIP_LIKE, endpoint: NOWHERE });
    input(el, 'email')!.value = 'viewer@example.com';
    submit(el).click();
    await waitFor(() => inShadow(el, '.status.failed').length === 1);
    expect(text(el, '.status')).to.equal('Your subscription could not be sent. Please try again.');
    expect(input(el, 'email')!.value).to.equal('viewer@example.com');
  });

  it('speaks the viewer language and lays out right to left in Arabic', async () => {
    const el = await mountForm({ form: VIP_LIKE, endpoint: NOWHERE, language: 'ar' });
    const root = inShadow(el, 'section')[0]!;
    expect(root.getAttribute('dir')).to.equal('rtl');
    expect(root.getAttribute('lang')).to.equal('ar');
    submit(el).click();
    await waitFor(() => text(el, '.error'));
    expect(text(el, '.error')).to.equal('يرجى إدخال بريدك الإلكتروني.');
    const de = await mountForm({ form: VIP_LIKE, endpoint: NOWHERE, language: 'de' });
    expect(inShadow(de, 'label').map((l) => l.textContent?.replace(/\s+/g, ' ').trim())[1]).to.equal(
      'E-Mail *',
    );
    await expectAccessible(el);
  });
});

describe('<smuc-player-subscribe> against the server', () => {
  let token: string;
  /** The seeded "Black Friday VIP list" form (name and phone enabled) and the player it is attached to. */
  let vip: AccountForm;
  let apikey: string;
  let streamId: number;

  before(async function () {
    // Only when the run was started with WTR_SERVER=off (see web-test-runner.config.mjs).
    if (!window.SMUC_API) this.skip();
    const login = await fetch(`${window.SMUC_API}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
    }).then((r) => r.json());
    token = login.data.token;
    const forms = await api<AccountForm[]>('/form', token);
    vip = forms.find((f) => f.name === 'Black Friday VIP list')!;
    expect(vip, 'seeded VIP form').to.not.equal(undefined);
    // packages/server/src/forms/seed.ts attaches the VIP form to the fifth demo player.
    const page = await api<{ items: { id: number }[] }>('/my-streams?per_page=100', token);
    for (const { id } of page.items) {
      const stream = await api<{ id: number; apikey: string; subscriber_form_id: number | null }>(
        `/stream/${id}`,
        token,
      );
      if (stream.subscriber_form_id === vip.id) {
        apikey = stream.apikey;
        streamId = stream.id;
        break;
      }
    }
    expect(apikey, 'a player with the VIP form').to.be.a('string');
  });

  afterEach(() => {
    for (const e of document.querySelectorAll('smuc-player-subscribe')) e.remove();
  });

  it('posts to the server, shows busy then thanks, raises smuc-subscribe, and the subscription arrives', async () => {
    const email = `p2.viewer.${Date.now()}@example.com`;
    const el = await mountForm({
      form: publicForm(vip),
      endpoint: `${window.SMUC_API}/stream/${apikey}/subscribe`,
    });
    expect(submit(el).textContent?.trim()).to.equal(vip.cta_label);
    input(el, 'name')!.value = 'Zoë Player';
    input(el, 'email')!.value = `  ${email} `;
    input(el, 'phone')!.value = '+36 30 555 0101';
    const done = collect<{ email: string }>('smuc-subscribe');
    submit(el).click();
    await el.updateComplete;
    expect(inShadow(el, 'form')[0]!.getAttribute('aria-busy')).to.equal('true');
    expect(submit(el).getAttribute('aria-disabled')).to.equal('true');
    expect(text(el, '.status')).to.equal('Sending…');
    await waitFor(() => inShadow(el, '.done').length === 1);
    done.stop();
    expect(text(el, '.done')).to.equal('Thank you for subscribing!');
    expect(el.shadowRoot!.activeElement).to.equal(inShadow(el, '.done')[0]);
    expect(done.details).to.deep.equal([{ email }]);
    expect(done.events[0]!.bubbles && done.events[0]!.composed).to.equal(true);
    await expectAccessible(el);
    const rows = await api<Subscription[]>(`/form/${vip.id}/subscriptions?format=json`, token);
    const mine = rows.filter((r) => r.email === email);
    expect(mine.map((r) => ({ stream_id: r.stream_id, name: r.name, phone: r.phone }))).to.deep.equal([
      { stream_id: streamId, name: 'Zoë Player', phone: '+36 30 555 0101' },
    ]);
  });

  it('keeps the typed values and says why when the server refuses (no such player)', async () => {
    const el = await mountForm({
      form: publicForm(vip),
      endpoint: `${window.SMUC_API}/stream/no-such-player-key/subscribe`,
    });
    input(el, 'email')!.value = 'viewer@example.com';
    const done = collect('smuc-subscribe');
    submit(el).click();
    await waitFor(() => inShadow(el, '.status.failed').length === 1);
    done.stop();
    expect(text(el, '.status')).to.equal('This player takes no subscriptions.');
    expect(input(el, 'email')!.value).to.equal('viewer@example.com');
    expect(submit(el).getAttribute('aria-disabled')).to.equal('false');
    expect(done.details).to.deep.equal([]);
  });
});
