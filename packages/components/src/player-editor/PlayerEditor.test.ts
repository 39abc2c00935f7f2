import { setViewport } from '@web/test-runner-commands';
import {
  api,
  expect,
  expectAccessible,
  inShadow,
  login,
  mount,
  setValue,
  typeInOneTask,
  waitFor,
} from '../../test/helpers';

type Detail = { path: string; message?: string };

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';
const button = (el: HTMLElement, name: string) =>
  inShadow<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === name);
const save = (el: HTMLElement) => inShadow<HTMLButtonElement>(el, 'button[type="submit"]')[0]!.click();

describe('<smuc-player-editor>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
  });

  const open = async (id: number, extra: Record<string, string> = {}) => {
    const el = mount('smuc-player-editor', {
      'api-base': window.SMUC_API,
      token,
      'stream-id': String(id),
      ...extra,
    });
    await waitFor(() => inShadow<HTMLInputElement>(el, '#stream-title')[0]);
    return el;
  };

  it("shows the player's key figures of the last 30 days and its products, the report's numbers", async () => {
    const now = new Date();
    const end = now.toISOString().slice(0, 10);
    const start = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const rows = (await api(token, 'GET', `/report/my-streams?start=${start}&end=${end}`)) as {
      id: number;
      impressions: number;
      deleted: boolean;
      products: unknown[];
    }[];
    const busy = rows.find((r) => r.impressions > 0 && !r.deleted && r.products.length > 0)!;
    const el = await open(busy.id, { lang: 'en' });
    const figures = await waitFor(() => {
      const found = inShadow(el, '.stream-analytics .figure');
      return found.length > 0 ? found : undefined;
    }, 10_000);
    const impressions = figures.find((f) => f.querySelector('dt')?.textContent === 'Impressions')!;
    expect(impressions.querySelector('dd')!.textContent).to.equal(busy.impressions.toLocaleString('en'));
    const productRows = inShadow(el, '.stream-analytics .product-stats tbody tr');
    expect(productRows.length).to.be.greaterThan(0);
    // The player's funnel (issue 34 §2) starts from the same impressions.
    const funnelFirst = await waitFor(
      () => inShadow(el, '.stream-analytics .funnel-table tbody tr')[0],
      10_000,
    );
    expect(funnelFirst.querySelector('td')!.textContent).to.equal(busy.impressions.toLocaleString('en'));
    await expectAccessible(el);
  });

  it('loads a player, renames it and saves it on the server', async () => {
    const el = await open(2);
    const input = inShadow<HTMLInputElement>(el, '#stream-title')[0]!;
    expect(input.value).to.equal('Morning Coffee Live');
    let dirty = false;
    el.addEventListener('smuc-dirty-change', (e) => {
      dirty = (e as CustomEvent<{ dirty: boolean }>).detail.dirty;
    });
    setValue(input, 'Morning Coffee Live (edited)');
    await waitFor(() => dirty);
    save(el);
    await waitFor(() => text(el).includes('Successful saving.'));
    await waitFor(() => !dirty);
    expect((await api(token, 'GET', '/stream/2')).title).to.equal('Morning Coffee Live (edited)');
    await expectAccessible(el);
  });

  it('says beside the Player language field that viewers follow it, not their browser (issue 30)', async () => {
    const el = await open(2);
    // The field sits in the Details section, closed when the editor opens.
    inShadow<HTMLButtonElement>(el, '#section-details')[0]!.click();
    const language = (await waitFor(() => inShadow<HTMLSelectElement>(el, '#streamview-language')[0]))!;
    const root = language.getRootNode() as ShadowRoot;
    const described = root.getElementById(language.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).to.equal(
      'Viewers see the player in this language, whatever their browser speaks.',
    );
  });

  it("asks the host to go to the dashboard with the spec's message for another account's player", async () => {
    const other = await login('other@smuc.test');
    let detail: Detail | undefined;
    const listener = (e: Event) => {
      e.preventDefault();
      detail = (e as CustomEvent).detail;
    };
    document.addEventListener('smuc-navigate', listener);
    mount('smuc-player-editor', { 'api-base': window.SMUC_API, token: other, 'stream-id': '2' });
    await waitFor(() => detail);
    document.removeEventListener('smuc-navigate', listener);
    expect(detail).to.deep.equal({ path: '/dashboard', message: 'The requested stream was not found.' });
  });

  it('refuses to save a playback without a video and stores nothing (001 §5 check 4)', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'playback', title: 'No video yet' });
    const el = await open(created.id);
    setValue(inShadow<HTMLInputElement>(el, '#stream-title')[0]!, 'Renamed');
    save(el);
    const alert = await waitFor(() => inShadow(el, '.save-error')[0]);
    expect(alert.textContent).to.equal('You have to upload a video for your playback stream before saving!');
    expect((await api(token, 'GET', `/stream/${created.id}`)).title).to.equal('No video yet');
  });

  it('checks the custom maximum size, then saves it (001 §5 check 5)', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'embed', title: 'Custom size' });
    const el = await open(created.id);
    setValue(inShadow<HTMLSelectElement>(el, '#orientation')[0]!, '2');
    const width = await waitFor(() => inShadow<HTMLInputElement>(el, '#max-width')[0]);
    setValue(width, '100');
    setValue(inShadow<HTMLInputElement>(el, '#max-height')[0]!, '400');
    save(el);
    await waitFor(() => inShadow(el, '.save-error')[0]);
    expect(inShadow(el, '.save-error')[0]!.textContent).to.equal(
      'Invalid maximum width specified. Value must be between 320 and 2000.',
    );
    expect(width.getAttribute('aria-invalid')).to.equal('true');
    setValue(width, '800');
    save(el);
    await waitFor(() => text(el).includes('Successful saving.'));
    expect(await api(token, 'GET', `/stream/${created.id}`)).to.include({
      orientation: 2,
      max_width: 800,
      max_height: 400,
    });
  });

  it('forces muted with autoplay, and shows the end time only for playbacks (001 §4)', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'live', title: 'Interplay' });
    const el = await open(created.id);
    const muted = inShadow<HTMLInputElement>(el, '#muted')[0]!;
    expect(muted.checked).to.equal(false);
    inShadow<HTMLInputElement>(el, '#autoplay')[0]!.click();
    await waitFor(() => muted.checked && muted.disabled);
    const labels = () =>
      inShadow(el, '.schedule label, .schedule [slot], .schedule span').map((n) => n.textContent);
    expect(labels()).not.to.include('End time');
    setValue(inShadow<HTMLSelectElement>(el, '#stream-type')[0]!, '1');
    await waitFor(() => labels().includes('End time'));
    await expectAccessible(el);
    setValue(inShadow<HTMLSelectElement>(el, '#stream-type')[0]!, '0');
    await waitFor(() => !labels().includes('End time'));
  });

  it('lists unsaved changes in the debugger table', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'ad', title: 'Debug me' });
    const el = await open(created.id, { debug: '' });
    await waitFor(() => text(el).includes('No unsaved changes.'));
    setValue(inShadow<HTMLInputElement>(el, '#stream-title')[0]!, 'Debugged');
    const row = await waitFor(() => inShadow(el, '.debug tbody tr')[0]);
    expect([...row.children].map((c) => c.textContent)).to.deep.equal(['title', 'Debug me', 'Debugged']);
    await expectAccessible(el);
  });

  it('mounts the product manager for the player when it is registered (001 §2)', async () => {
    const el = await open(2);
    expect(customElements.get('smuc-product-manager')).to.not.equal(undefined);
    const manager = await waitFor(() => inShadow(el, 'smuc-product-manager')[0]);
    expect(manager.getAttribute('stream-id')).to.equal('2');
    expect(manager.getAttribute('token')).to.equal(token);
  });

  it('locks Google Analytics on the Free plan and offers the upgrade modal', async () => {
    const other = await login('other@smuc.test');
    const created = await api(other, 'POST', '/stream', { kind: 'ad', title: 'Free' });
    const el = mount('smuc-player-editor', {
      'api-base': window.SMUC_API,
      token: other,
      'stream-id': String(created.id),
      'pricing-url': 'https://pricing.example/plans',
    });
    (await waitFor(() => button(el, 'Next step')))!.click();
    const ga = await waitFor(() => inShadow<HTMLInputElement>(el, '#ga-code')[0]);
    expect(ga.disabled).to.equal(true);
    await expectAccessible(el);
    inShadow<HTMLButtonElement>(el, 'button[aria-label="Upgrade my plan: Google Analytics"]')[0]!.click();
    const link = await waitFor(() => inShadow<HTMLAnchorElement>(el, '.modal a.btn-primary')[0]);
    expect(link.getAttribute('href')).to.equal('https://pricing.example/plans');
    expect(inShadow(el, '.modal')[0]!.textContent).to.include(
      '“Google Analytics” is not part of your current plan.',
    );
  });

  it('duplicates, then deletes after the confirmation (001 §2, §8)', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'ad', title: 'Twice' });
    const el = await open(created.id);
    let opened: number | undefined;
    let navigated: Detail | undefined;
    el.addEventListener('smuc-open-player', (e) => {
      e.preventDefault();
      opened = (e as CustomEvent<{ id: number }>).detail.id;
    });
    el.addEventListener('smuc-navigate', (e) => {
      e.preventDefault();
      navigated = (e as CustomEvent<Detail>).detail;
    });
    button(el, 'Duplicate')!.click();
    await waitFor(() => opened);
    expect(text(el)).to.include('Successful duplicating.');
    expect((await api(token, 'GET', `/stream/${opened}`)).title).to.equal('Twice (copy)');

    button(el, 'Delete')!.click();
    const confirm = await waitFor(() => button(el, 'Delete player'));
    confirm.click();
    await waitFor(() => navigated);
    expect(navigated).to.deep.equal({ path: '/dashboard', message: 'Stream deleted successfully.' });
    const res = await fetch(`${window.SMUC_API}/stream/${created.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).to.equal(404);
  });
  it('keeps the action bar to one row at 375 px, Duplicate and Delete left to the host header (issue 30, defect 7)', async () => {
    await setViewport({ width: 375, height: 812 });
    try {
      const el = await open(2, { lang: 'en' });
      const bar = await waitFor(() => inShadow(el, '.action-bar')[0]);
      const input = inShadow<HTMLInputElement>(el, '#stream-title')[0]!;
      setValue(input, 'Morning Coffee Live!');
      const saveButton = await waitFor(() => inShadow(el, '.action-bar .save[data-dirty]')[0]);
      // Was ~155 px: two wrapped rows with Exit, Moderation, Recordings, Duplicate and Save.
      expect(bar.getBoundingClientRect().height).to.be.at.most(64);
      const buttons = [...bar.querySelectorAll('button')];
      expect(buttons.every((b) => b.getBoundingClientRect().right <= 375)).to.equal(true);
      const names = buttons.map((b) => b.textContent?.trim());
      expect(names).to.include('Exit editor');
      expect(names).not.to.include('Duplicate');
      expect(names).not.to.include('Delete');
      expect(saveButton.textContent?.trim()).to.equal('Save');
      // The unsaved status is still announced, though the dot on Save shows it.
      expect(bar.querySelector('[role="status"]')?.textContent).to.equal('You have unsaved changes.');
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      await expectAccessible(el);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('writes Latin ad-platform names left to right in Arabic (issue 30)', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'ad', title: 'Banner RTL' });
    const el = await open(created.id, { lang: 'ar' });
    const select = await waitFor(() => inShadow<HTMLSelectElement>(el, '#banner-platform')[0], 10_000);
    // In the right-to-left page the platform list was cut at its start ("& Video 360 / Campaign …").
    expect(getComputedStyle(select.closest('.field')!).direction).to.equal('rtl');
    expect(getComputedStyle(select).direction).to.equal('ltr');
    await expectAccessible(el);
  });

  it('lays a start time out hours first in Arabic, as "05:34" reads there too (issue 30)', async () => {
    const el = await open(2, { lang: 'ar' });
    const time = await waitFor(() => inShadow(el, '.time-input')[0]);
    const segments = [...time.querySelectorAll('[role="spinbutton"]')];
    const hour = segments.find((s) => s.getAttribute('data-type') === 'hour')!;
    const minute = segments.find((s) => s.getAttribute('data-type') === 'minute')!;
    expect(hour.getBoundingClientRect().left).to.be.below(minute.getBoundingClientRect().left);
    await expectAccessible(el);
  });

  it('keeps every digit of a start time typed faster than the editor renders (a slow phone)', async () => {
    const created = await api(token, 'POST', '/stream', { kind: 'live', title: 'Fast fingers' });
    const el = await open(created.id);
    const time = await waitFor(() => inShadow(el, '.time-input')[0]);
    const segment = (type: string) =>
      time.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`)!;
    segment('hour').focus();
    // The hour's second digit moves focus to the minute; on a slow CPU the minute's listener still
    // held the old hour and 15:30 became 04:30.
    typeInOneTask(el, '1530');
    await waitFor(() => segment('minute').getAttribute('aria-valuenow') === '30');
    expect(segment('hour').getAttribute('aria-valuenow')).to.equal('15');
  });

  it('previews the unsaved settings in the real <smuc-player> and lists the destinations (001 §2)', async () => {
    const el = await open(2);
    type PlayerEl = HTMLElement & { preview: boolean; config?: { title: string; kind: string } };
    const player = await waitFor(
      () => inShadow<PlayerEl>(el, 'smuc-player')[0]?.config && inShadow<PlayerEl>(el, 'smuc-player')[0],
    );
    // Preview mode: no analytics, no realtime, no subscriptions from the editor.
    expect(player.preview).to.equal(true);
    expect(player.config?.kind).to.equal('live');
    // An unsaved rename reaches the preview at once, through the same document the server builds.
    setValue(inShadow<HTMLInputElement>(el, '#stream-title')[0]!, 'Preview only title');
    await waitFor(() => player.config?.title === 'Preview only title');
    await waitFor(() => player.shadowRoot?.textContent?.includes('Preview only title'));
    // The mobile toggle lays the player out in a 375 px page.
    button(el, 'Mobile')!.click();
    await waitFor(() => inShadow<HTMLElement>(el, '.preview-stage[data-device="mobile"]')[0]);
    expect(inShadow<HTMLElement>(el, '.preview-stage')[0]!.style.inlineSize).to.equal('375px');
    // Destinations: the viewer link and the embed codes from the server.
    const link = await waitFor(() => inShadow<HTMLInputElement>(el, '#viewer-link')[0]);
    expect(link.value).to.match(/\/watch\/2$/);
    const inline = await waitFor(() => inShadow<HTMLTextAreaElement>(el, '#embed-inline')[0]);
    expect(inline.value).to.contain('<smuc-player');
    await expectAccessible(el);
    // Start the stream (live): Open Studio mounts the studio element for this player; its close event unmounts it.
    expect(inShadow<HTMLInputElement>(el, '#rtmp-key')[0]?.value).to.have.length.greaterThan(8);
    // The panel links the stream tester (how a video sits in each player shape).
    expect(inShadow<HTMLAnchorElement>(el, '.stream-tester-link a')[0]?.getAttribute('href')).to.equal(
      '/stream-tester',
    );
    button(el, 'Open Studio')!.click();
    const studio = await waitFor(() => inShadow<HTMLElement>(el, 'smuc-studio')[0]);
    expect(studio.getAttribute('stream-id')).to.equal('2');
    studio.dispatchEvent(new CustomEvent('smuc-close', { bubbles: true, composed: true }));
    await waitFor(() => inShadow<HTMLElement>(el, 'smuc-studio').length === 0);
  });
});
