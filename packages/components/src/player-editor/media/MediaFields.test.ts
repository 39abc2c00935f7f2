import { sendKeys } from '@web/test-runner-commands';
import {
  api,
  choose,
  expect,
  expectAccessible,
  inShadow,
  login,
  mount,
  setValue,
  waitFor,
} from '../../../test/helpers';

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';
const save = (el: HTMLElement) => inShadow<HTMLButtonElement>(el, 'button[type="submit"]')[0]!.click();
const field = (el: HTMLElement, name: string) =>
  inShadow<HTMLElement>(el, `.media-field[data-field="${name}"]`)[0];

/** A PNG of `width`×`height` in `color`, drawn on a canvas. */
async function png(width: number, height: number, color = '#2a6', name = 'image.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

describe('<smuc-player-editor> media (issue 5)', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor, smuc-fonts, smuc-dashboard'))
      e.remove();
  });
  // The players these tests create go again, so later suites see the seeded lists.
  after(async () => {
    for (const account of ['demo@smuc.test', 'other@smuc.test']) {
      const auth = await login(account);
      const page = await api(auth, 'GET', '/my-streams?per_page=100');
      for (const s of page.items as { id: number; title: string }[])
        if (s.title.startsWith('Media ')) await api(auth, 'DELETE', `/stream/${s.id}`);
    }
  });

  const open = async (id: number) => {
    const el = mount('smuc-player-editor', { 'api-base': window.SMUC_API, token, 'stream-id': String(id) });
    await waitFor(() => inShadow<HTMLInputElement>(el, '#stream-title')[0]);
    return el;
  };

  it('shows the photo-ad images: uploads, reorders by keyboard, saves the order as ids, removes', async () => {
    const stream = await api(token, 'POST', '/stream', { kind: 'photo_ad', title: 'Media photo ad' });
    const el = await open(stream.id);
    for (const f of ['logo', 'agency_logo', 'ad_bg']) expect(field(el, f), f).to.exist;
    expect(field(el, 'cover')).to.equal(undefined);
    const upload = () => inShadow<HTMLInputElement>(el, '.photo-ads input[type="file"]')[0]!;
    choose(upload(), await png(800, 450, '#f00', 'red.png'));
    await waitFor(() => inShadow(el, '.photo-row').length === 1, 15_000);
    choose(upload(), await png(1600, 900, '#00f', 'blue.png'));
    await waitFor(() => inShadow(el, '.photo-row').length === 2, 15_000);
    const ids = () => inShadow(el, '.photo-row').map((r) => r.dataset.id);
    const [first, second] = ids();

    // Keyboard reorder (dnd-kit): Space picks image 2 up, ArrowUp moves it, Space drops it.
    const handle = inShadow<HTMLButtonElement>(el, '.photo-row .drag-handle')[1]!;
    handle.focus();
    await sendKeys({ press: 'Space' });
    await new Promise((r) => setTimeout(r, 150));
    await sendKeys({ press: 'ArrowUp' });
    await new Promise((r) => setTimeout(r, 150));
    await sendKeys({ press: 'Space' });
    await waitFor(() => ids()[0] === second);
    await expectAccessible(el);

    save(el);
    await waitFor(() => text(el).includes('Successful saving.'));
    const saved = await api(token, 'GET', `/stream/${stream.id}`);
    expect(saved.photoad_photos.map((m: { id: string }) => m.id)).to.deep.equal([second, first]);
    expect(saved.photoad_photos[1].width).to.equal(800);

    inShadow<HTMLButtonElement>(el, '.photo-row .photo-remove')[0]!.click();
    await waitFor(() => inShadow(el, '.photo-row').length === 1);
    const after = await api(token, 'GET', `/stream/${stream.id}`);
    expect(after.photoad_photos.map((m: { id: string }) => m.id)).to.deep.equal([first]);
  });

  it('crops the logo to 300x300, takes an svg agency logo and refuses webp there with the spec text', async () => {
    const stream = await api(token, 'POST', '/stream', { kind: 'ad', title: 'Media ad' });
    const el = await open(stream.id);
    choose(field(el, 'logo')!.querySelector('input[type="file"]')!, await png(600, 300));
    const confirm = await waitFor(() => {
      const b = inShadow<HTMLButtonElement>(el, 'button.crop-confirm')[0];
      return b && !b.disabled ? b : null;
    });
    confirm.click();
    await waitFor(() => field(el, 'logo')!.querySelector('img'), 15_000);

    const agency = () => field(el, 'agency_logo')!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    const webp = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/webp'));
    choose(agency(), new File([webp], 'logo.webp', { type: 'image/webp' }));
    await waitFor(() =>
      text(el).includes('Invalid file! The following file types are allowed: jpg, jpeg, png, svg'),
    );
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32"/></svg>';
    choose(agency(), new File([svg], 'agency.svg', { type: 'image/svg+xml' }));
    await waitFor(() => field(el, 'agency_logo')!.querySelector('img'), 15_000);

    save(el);
    await waitFor(() => text(el).includes('Successful saving.'));
    const saved = await api(token, 'GET', `/stream/${stream.id}`);
    expect([saved.logo.width, saved.logo.height]).to.deep.equal([300, 300]);
    expect(saved.agency_logo.mime).to.equal('image/svg+xml');

    // The featured image appears with its per-size crop once ticked (300x600 → 300x351).
    inShadow<HTMLInputElement>(el, '#use-featured-image')[0]!.click();
    await waitFor(() => field(el, 'ad_featured_image'));
    expect(field(el, 'ad_featured_image')!.textContent).to.include('300×351');
  });

  it('embeds a social video: provider text, 10 s processing that blocks saving, then saved and removed', async () => {
    const stream = await api(token, 'POST', '/stream', { kind: 'embed', title: 'Media social' });
    const el = await open(stream.id);
    const link = await waitFor(() => inShadow<HTMLInputElement>(el, '.social-video input')[0]);
    const add = () => inShadow<HTMLButtonElement>(el, 'button.social-add')[0]!;
    setValue(link, 'https://www.dailymotion.com/video/x7tgad0');
    add().click();
    await waitFor(() =>
      text(el).includes(
        'The given embed code is not from one of the following accepted provider: YouTube, Vimeo or Facebook video.',
      ),
    );
    setValue(link, 'https://youtu.be/dQw4w9WgXcQ');
    add().click();
    await waitFor(() => text(el).includes('Processing the video'));
    save(el);
    await waitFor(() =>
      text(el).includes('An operation is still in progress. Changes cannot be saved until then.'),
    );
    await expectAccessible(el);
    await waitFor(() => text(el).includes('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), 13_000);
    save(el);
    await waitFor(() => text(el).includes('Successful saving.'));
    expect((await api(token, 'GET', `/stream/${stream.id}`)).embed_social_video).to.equal(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    inShadow<HTMLButtonElement>(el, 'button.social-remove')[0]!.click();
    await waitFor(() => !text(el).includes('https://www.youtube.com/watch?v=dQw4w9WgXcQ'));
    expect((await api(token, 'GET', `/stream/${stream.id}`)).embed_social_video).to.equal(null);
  }).timeout(40_000);

  it("chooses the account's font and, entered from the dashboard, the fonts page shows the dashboard's list", async () => {
    // The Free account: the demo account's font list belongs to the fonts test.
    token = await login('other@smuc.test');
    const stream = await api(token, 'POST', '/stream', { kind: 'embed', title: 'Media font' });
    const ttf = new Uint8Array([0x00, 0x01, 0x00, 0x00, ...new Array(64).fill(1)]);
    const upload = async (family: string) => {
      const body = new FormData();
      body.append('font_family', family);
      body.append('legal', '1');
      body.append('font_regular', new Blob([ttf]), 'r.ttf');
      body.append('font_bold', new Blob([ttf]), 'b.ttf');
      const res = await fetch(`${window.SMUC_API}/font`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      return (await res.json()).data as { id: number };
    };
    const font = await upload('Media Sans');
    const el = await open(stream.id);
    inShadow<HTMLButtonElement>(el, '#section-details')[0]!.click();
    const select = await waitFor(() => {
      const s = inShadow<HTMLSelectElement>(el, '#font-id')[0];
      return s && !s.disabled ? s : null;
    });
    expect([...select.options].map((o) => o.textContent)).to.include('Media Sans');
    setValue(select, String(font.id));
    save(el);
    await waitFor(() => text(el).includes('Successful saving.'));
    expect((await api(token, 'GET', `/stream/${stream.id}`)).font_id).to.equal(font.id);

    // The dashboard loads the list; a font added afterwards is not shown when entering from it.
    const dash = mount('smuc-dashboard', { 'api-base': window.SMUC_API, token });
    await waitFor(() => (dash.shadowRoot?.textContent ?? '').includes('My Players'));
    await new Promise((r) => setTimeout(r, 1000));
    dash.remove();
    await upload('Later Serif');
    const families = (f: HTMLElement) =>
      inShadow(f, 'tr.font-row .font-family').map((n) => n.textContent?.trim());
    const fromDashboard = mount('smuc-fonts', {
      'api-base': window.SMUC_API,
      token,
      'entered-from': '/dashboard',
    });
    await waitFor(() => families(fromDashboard).includes('Media Sans'));
    expect(families(fromDashboard)).not.to.include('Later Serif');
    fromDashboard.remove();
    const elsewhere = mount('smuc-fonts', { 'api-base': window.SMUC_API, token, 'entered-from': '/report' });
    await waitFor(() => families(elsewhere).includes('Later Serif'));
    const fonts = (await api(token, 'GET', '/font')) as { id: number }[];
    for (const f of fonts) await api(token, 'DELETE', `/font/${f.id}`);
    token = await login();
  });
});
