import { setViewport } from '@web/test-runner-commands';
import { expect, inShadow, login, mount, waitFor } from '../../test/helpers';

/** The element painted at a point, looking through every open shadow root. */
function deepHit(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/**
 * Issue 19 defect 1: "Add product" opened under the host header and the editor's sticky action bar.
 * An overlay of a nested element must be painted above every layer of the editor and of the host.
 */
describe('overlays above every layer', () => {
  let token: string;
  before(async () => {
    token = await login();
    await setViewport({ width: 1280, height: 560 });
  });
  after(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor, .host-header')) e.remove();
  });

  it('the product manager modal inside the editor covers the host header and the action bar', async () => {
    // A host page header above the page content, at the z-index hosts really use (WordPress's admin
    // bar is 99999): no z-index inside the element may be trusted to beat it, only the top layer.
    const header = document.createElement('div');
    header.className = 'host-header';
    header.style.cssText =
      'position:fixed;inset-block-start:0;inset-inline:0;block-size:72px;z-index:99999;background:#fff';
    document.body.prepend(header);
    const el = mount('smuc-player-editor', { 'api-base': window.SMUC_API, token, 'stream-id': '2' });
    const manager = await waitFor(() => inShadow(el, 'smuc-product-manager')[0], 20_000);
    const open = await waitFor(() =>
      inShadow<HTMLButtonElement>(manager, 'button').find(
        (b) => b.textContent?.trim() === 'Manage products' && !b.disabled,
      ),
    );
    open.click();
    const dialog = await waitFor(() => inShadow(manager, '.modal')[0]);
    const title = dialog.querySelector('h2')!;
    await waitFor(() => title.getBoundingClientRect().height > 0);
    const t = title.getBoundingClientRect();
    expect(t.top).to.be.lessThan(72);
    expect(dialog.contains(deepHit(t.left + 4, t.top + t.height / 2))).to.equal(true);
    // The modal's lower edge reaches the editor's sticky action bar: the modal must win there too.
    const m = dialog.getBoundingClientRect();
    const bar = inShadow(el, '.action-bar')[0]!.getBoundingClientRect();
    const y = Math.min(m.bottom, bar.bottom) - 4;
    expect(y).to.be.greaterThan(bar.top);
    expect(dialog.contains(deepHit(m.left + m.width / 2, y))).to.equal(true);
  });
});
