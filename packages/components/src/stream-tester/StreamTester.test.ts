import {
  expect,
  expectAccessible,
  inNarrowPage,
  inShadow,
  mount,
  NARROW_PAGE_PX,
  waitFor,
} from '../../test/helpers';

/** The player element's input: the document it shows. */
type Player = HTMLElement & {
  preview?: boolean;
  config?: {
    video_layout: string;
    orientation: number;
    kind: string;
    max_width: number | null;
    max_height: number | null;
    source: { video: { url: string } | null };
  };
};

const tabs = (el: HTMLElement) => inShadow<HTMLButtonElement>(el, '[role="tab"]');
const selected = (el: HTMLElement) => tabs(el).find((t) => t.getAttribute('aria-selected') === 'true');
/** The players of the visible tab panel, once each has its document. */
const players = (el: HTMLElement) =>
  waitFor(() => {
    const found = inShadow<Player>(el, '[role="tabpanel"]:not([hidden]) smuc-player');
    return found.length === 2 && found.every((p) => p.config) && found;
  });
const press = (target: HTMLElement, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));

describe('<smuc-stream-tester>', () => {
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-stream-tester')) e.remove();
  });

  it('shows four tabs, each with a Fit and a Fill player of its shape; Embedded is experimental; passes axe', async () => {
    const el = mount('smuc-stream-tester', { 'api-base': window.SMUC_API, lang: 'en' });
    await waitFor(() => tabs(el).length === 4);
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal([
      'Landscape',
      'Portrait',
      'Custom960 × 600',
      'EmbeddedExperimental',
    ]);
    expect(inShadow(el, '[role="tablist"]')[0]!.getAttribute('aria-label')).to.equal('Player shapes');
    expect(tabs(el)[3]!.querySelector('.badge')!.textContent).to.equal('Experimental');
    expect(selected(el)!.textContent).to.equal('Landscape');

    const expected = [
      { orientation: 1, kind: 'vod', sample: 'landscape', max: [null, null] },
      { orientation: 0, kind: 'vod', sample: 'portrait', max: [null, null] },
      { orientation: 2, kind: 'vod', sample: 'landscape', max: [960, 600] },
      { orientation: 1, kind: 'embed', sample: 'landscape', max: [null, null] },
    ];
    for (const [i, want] of expected.entries()) {
      tabs(el)[i]!.click();
      await waitFor(() => selected(el) === tabs(el)[i]);
      const shown = await players(el);
      expect(shown.map((p) => p.config!.video_layout)).to.deep.equal(['fit', 'fill']);
      expect(shown.every((p) => p.preview)).to.equal(true);
      const labels = inShadow(el, '[role="tabpanel"]:not([hidden]) h2').map((h) => h.textContent);
      expect(labels).to.deep.equal(['Fit', 'Fill']);
      for (const p of shown) {
        expect(p.config!.orientation).to.equal(want.orientation);
        expect(p.config!.kind).to.equal(want.kind);
        expect([p.config!.max_width, p.config!.max_height]).to.deep.equal(want.max);
        expect(p.config!.source.video!.url).to.equal(
          new URL(`/samples/${want.sample}.mp4`, window.SMUC_API).href,
        );
      }
      // Each panel is labelled by its tab; the other three are hidden.
      const panel = inShadow(el, '[role="tabpanel"]:not([hidden])');
      expect(panel.length).to.equal(1);
      expect(panel[0]!.getAttribute('aria-labelledby')).to.equal(tabs(el)[i]!.id);
    }
    await expectAccessible(el);
  });

  it('moves between tabs with the arrow keys, Home and End, focusing the shown tab', async () => {
    const el = mount('smuc-stream-tester', { 'api-base': window.SMUC_API, lang: 'en' });
    await waitFor(() => tabs(el).length === 4);
    tabs(el)[0]!.focus();
    press(tabs(el)[0]!, 'ArrowRight');
    await waitFor(() => selected(el) === tabs(el)[1]);
    expect(el.shadowRoot!.activeElement).to.equal(tabs(el)[1]);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect((await players(el))[0]!.config!.orientation).to.equal(0);
    press(tabs(el)[1]!, 'End');
    await waitFor(() => selected(el) === tabs(el)[3]);
    press(tabs(el)[3]!, 'ArrowRight');
    await waitFor(() => selected(el) === tabs(el)[0]);
    press(tabs(el)[0]!, 'ArrowLeft');
    await waitFor(() => selected(el) === tabs(el)[3]);
    expect(el.shadowRoot!.activeElement).to.equal(tabs(el)[3]);
    press(tabs(el)[3]!, 'Home');
    await waitFor(() => selected(el) === tabs(el)[0]);
  });

  it('mirrors the arrows right to left in Arabic and keeps sizes left to right', async () => {
    const el = mount('smuc-stream-tester', { 'api-base': window.SMUC_API, lang: 'ar' });
    await waitFor(() => tabs(el).length === 4);
    expect(inShadow(el, '[dir="rtl"]').length).to.be.greaterThan(0);
    expect(tabs(el)[3]!.textContent).to.include('تجريبي');
    expect(tabs(el)[2]!.querySelector('bdi')!.getAttribute('dir')).to.equal('ltr');
    tabs(el)[0]!.focus();
    press(tabs(el)[0]!, 'ArrowLeft');
    await waitFor(() => selected(el) === tabs(el)[1]);
    await expectAccessible(el);
  });

  it('fits a 375 px page without sideways scrolling, the players stacked', async () => {
    await inNarrowPage('smuc-stream-tester', { 'api-base': window.SMUC_API }, async (el) => {
      await waitFor(() => tabs(el).length === 4);
      for (const i of [0, 2]) {
        tabs(el)[i]!.click();
        await waitFor(() => selected(el) === tabs(el)[i]);
        const shown = await players(el);
        await waitFor(() => shown.every((p) => p.getBoundingClientRect().width > 0));
        const root = el.shadowRoot!.querySelector<HTMLElement>('.stream-tester')!;
        expect(root.scrollWidth, 'no horizontal overflow').to.be.at.most(NARROW_PAGE_PX);
        for (const p of shown) expect(p.getBoundingClientRect().width).to.be.at.most(NARROW_PAGE_PX);
        const [a, b] = shown.map((p) => p.getBoundingClientRect());
        expect(b!.top, 'stacked').to.be.greaterThan(a!.bottom - 1);
      }
    });
  });
});
