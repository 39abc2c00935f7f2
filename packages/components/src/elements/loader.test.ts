import { expect, login, waitFor } from '../../test/helpers';
import { AREA_TAGS } from './area-table';

/*
 * Issue 16 §1: the script-tag loader (dist/smuc-elements.js) in a fresh same-origin frame, so the
 * frame's registry, module map, console and resource timing are its own: every tag is registered
 * at once, an area's chunk loads only when its tag appears, a second copy is harmless and a copy of
 * another version warns once and leaves the first one's elements.
 */

const LOADER = '/dist/smuc-elements.js';
/** Every tag of the area table. */
const TAGS = AREA_TAGS;

type FrameWindow = Window & typeof globalThis;

/** A blank same-origin frame whose console warnings are collected; `setup` runs before any script. */
async function frame(setup?: (win: FrameWindow) => void) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const win = iframe.contentWindow as FrameWindow;
  const warnings: string[] = [];
  win.console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  setup?.(win);
  return { iframe, win, warnings };
}

/** Adds a module script to the frame and waits until it ran (its `load` event). */
function loadScript(win: FrameWindow, src: string) {
  return new Promise<void>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    win.document.head.append(script);
  });
}

/** File names of the element chunks the frame fetched so far. */
const chunksOf = (win: FrameWindow) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.includes('/dist/chunks/'))
    .map((url) => url.split('/').pop() ?? '');

describe('the elements loader (script tag)', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const f of document.querySelectorAll('iframe')) f.remove();
  });

  it('registers every tag at once and loads only the chunks of the tags that appear', async () => {
    const { win, warnings } = await frame();
    await loadScript(win, LOADER);
    for (const tag of TAGS) expect(win.customElements.get(tag), tag).to.be.a('function');
    expect(chunksOf(win)).to.deep.equal([]);

    const el = win.document.createElement('smuc-packages');
    el.setAttribute('api-base', window.SMUC_API);
    el.setAttribute('token', token);
    el.setAttribute('lang', 'de');
    win.document.body.append(el);
    // Rendered in German: the area, the shared runtime and the German texts arrived.
    await waitFor(() => el.shadowRoot?.querySelectorAll('.plan-card').length === 4, 20_000);
    expect(el.shadowRoot?.querySelector('[lang="de"]')).to.not.equal(null);
    const chunks = chunksOf(win);
    expect(chunks.some((name) => name.startsWith('Packages-'))).to.equal(true);
    expect(chunks.some((name) => name.startsWith('runtime-'))).to.equal(true);
    expect(chunks.some((name) => name.startsWith('de-'))).to.equal(true);
    for (const other of ['Reports-', 'PlayerEditor-', 'Dashboard-', 'hu-', 'ar-']) {
      expect(
        chunks.some((name) => name.startsWith(other)),
        other,
      ).to.equal(false);
    }
    // Another language: the area keeps its content while the Arabic texts load, then shows them.
    const card = el.shadowRoot?.querySelector('.plan-card');
    const german = el.shadowRoot?.textContent;
    el.setAttribute('lang', 'ar');
    expect(el.shadowRoot?.querySelector('.plan-card')).to.equal(card);
    await waitFor(() => chunksOf(win).some((name) => name.startsWith('ar-')), 20_000);
    await waitFor(() => el.shadowRoot?.textContent !== german, 20_000);
    expect(el.shadowRoot?.querySelector('[dir="rtl"][lang="ar"] .plan-card')).to.not.equal(null);
    // A second copy of the same version (another script tag) changes nothing and says nothing.
    await loadScript(win, `${LOADER}?again`);
    expect(warnings).to.deep.equal([]);
  });

  it('an element built outside the page starts its area only once it is connected', async () => {
    const { win } = await frame();
    await loadScript(win, LOADER);
    const make = () => {
      const el = win.document.createElement('smuc-packages');
      el.setAttribute('api-base', window.SMUC_API);
      el.setAttribute('token', token);
      el.setAttribute('lang', 'en');
      return el;
    };
    // Attributes set while detached (as React sets them before it inserts a finished tree).
    const detached = make();
    const shown = make();
    win.document.body.append(shown);
    await waitFor(() => shown.shadowRoot?.querySelectorAll('.plan-card').length === 4, 20_000);
    // Everything the area needs has loaded for its twin, yet the detached one rendered nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(detached.shadowRoot?.childNodes.length).to.equal(0);
    win.document.body.append(detached);
    await waitFor(() => detached.shadowRoot?.querySelectorAll('.plan-card').length === 4, 20_000);
  });

  it('a copy of another version warns once, naming both, and leaves the first one’s element', async () => {
    const { win, warnings } = await frame((w) => {
      class OlderList extends w.HTMLElement {
        static smucVersion = '0.0.1';
      }
      w.customElements.define('smuc-player-list', OlderList);
    });
    const older = win.customElements.get('smuc-player-list');
    await loadScript(win, LOADER);
    expect(win.customElements.get('smuc-player-list')).to.equal(older);
    expect(win.customElements.get('smuc-reports')).to.be.a('function');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<smuc-player-list> is already defined by smuc elements 0.0.1');
    expect(warnings[0]).to.match(/^smuc elements \d+\.\d+\.\d+/);
  });
});
