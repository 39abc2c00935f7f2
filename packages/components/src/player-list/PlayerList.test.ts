import { sendKeys } from '@web/test-runner-commands';
import { expect, expectAccessible, inShadow, login, mount, setValue, waitFor } from '../../test/helpers';

const tiles = (el: HTMLElement) => inShadow(el, '.player-tile');
const titles = (el: HTMLElement) => inShadow(el, '.tile-title').map((n) => n.textContent ?? '');

describe('<smuc-player-list>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-list')) e.remove();
    localStorage.clear();
  });
  const mountList = () => mount('smuc-player-list', { 'api-base': window.SMUC_API, token });

  it('rings the whole tile when its link has the keyboard focus', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length > 0);
    const link = inShadow<HTMLAnchorElement>(el, '.tile-link')[0]!;
    const tile = link.closest<HTMLElement>('.player-tile')!;
    // Keyboard modality first, so the focus counts as :focus-visible.
    await sendKeys({ press: 'Shift' });
    link.focus();
    await waitFor(() => link.matches(':focus-visible'));
    const ring = getComputedStyle(tile);
    expect(ring.outlineStyle).to.equal('solid');
    expect(Number.parseFloat(ring.outlineWidth)).to.be.at.least(2);
    expect(Number.parseFloat(ring.outlineOffset)).to.be.at.least(0);
    // Not the clipped outline of the link inside the tile (it showed as a line under the title).
    expect(getComputedStyle(link).outlineStyle).to.equal('none');
    link.blur();
    expect(getComputedStyle(tile).outlineStyle).to.equal('none');
  });

  it('shows 9 players per page with page links and passes axe', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    expect(el.shadowRoot!.textContent).to.contain('All Players');
    expect(inShadow(el, 'nav[aria-label="Pagination"] button[aria-current="page"]')[0]!.textContent).to.equal(
      '1',
    );
    await expectAccessible(el);
  });

  it("shows a frame of each player's video on its card, the kind's icon only without one (issue 30, defect 13)", async () => {
    // Other suites add players without a video (newest first), so the stills move between pages:
    // open the page where the server lists the most players with a still, and expect each of them.
    const pages: { thumbnail_url: string | null }[][] = [];
    for (let n = 1; n <= 20; n++) {
      const res = await fetch(`${window.SMUC_API}/my-streams?sort=latest&per_page=9&page=${n}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (await res.json()).data.items as { thumbnail_url: string | null }[];
      if (items.length === 0) break;
      pages.push(items);
    }
    const withStill = pages.map((items) => items.filter((r) => r.thumbnail_url).length);
    const page = withStill.indexOf(Math.max(...withStill)) + 1;
    const expected = withStill[page - 1]!;
    expect(expected, 'players with a still on one page').to.be.at.least(2);
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    if (page > 1) {
      (await waitFor(() =>
        inShadow<HTMLButtonElement>(el, 'nav[aria-label="Pagination"] button').find(
          (b) => b.textContent?.trim() === String(page),
        ),
      ))!.click();
      await waitFor(
        () =>
          inShadow(el, 'nav[aria-label="Pagination"] button[aria-current="page"]')[0]?.textContent ===
          String(page),
      );
    }
    const stills = await waitFor(() => {
      const loaded = inShadow<HTMLImageElement>(el, '.player-tile .thumb img').filter(
        (img) => img.complete && img.naturalWidth > 0,
      );
      return loaded.length === expected ? loaded : undefined;
    }, 10_000);
    for (const img of stills) {
      // It covers the thumbnail box, and no icon sits on it.
      const box = img.parentElement!.getBoundingClientRect();
      expect(img.getBoundingClientRect().width).to.be.closeTo(box.width, 1);
      expect(img.parentElement!.querySelector('svg')).to.equal(null);
    }
    // In batch mode each tile's checkbox sits above the still (the positioned still once covered it).
    inShadow<HTMLButtonElement>(el, 'button')
      .find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes('Batch actions'))!
      .click();
    const box = await waitFor(() => inShadow<HTMLInputElement>(el, '.tile-check input')[0]);
    const r = box.getBoundingClientRect();
    expect(el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).to.equal(box);
    await expectAccessible(el);
  });

  it('filters by type and persists the filter locally', async () => {
    // The account's photo ads as the server counts them (the seed has two; other suites may add).
    const res = await fetch(`${window.SMUC_API}/my-streams?type=photo_ad&per_page=9`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const photoAds = Math.min(9, ((await res.json()).data as { total: number }).total);
    expect(photoAds).to.be.at.least(2);
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    setValue(inShadow<HTMLSelectElement>(el, '#filter-type')[0]!, 'photo_ad');
    await waitFor(() => tiles(el).length === photoAds);
    expect(localStorage.getItem('smuc.filters.status')).to.equal('photo_ad');
    el.remove();
    const again = mountList();
    await waitFor(() => tiles(again).length === photoAds);
    expect(inShadow<HTMLSelectElement>(again, '#filter-type')[0]!.value).to.equal('photo_ad');
  });

  it('searches by a lowercase fragment only above one character', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    inShadow<HTMLInputElement>(el, '#player-search')[0]!.focus();
    await sendKeys({ type: 's' });
    await new Promise((r) => setTimeout(r, 600));
    expect(tiles(el).length).to.equal(9);
    await sendKeys({ type: 'carf' });
    await waitFor(() => tiles(el).length === 1);
    expect(titles(el)).to.deep.equal(['How to Style a Scarf']);
  });

  it('sorts A - Z', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    setValue(inShadow<HTMLSelectElement>(el, '#filter-sort')[0]!, 'az');
    await waitFor(() => titles(el)[0] === 'Autumn Collection Launch');
    const shown = titles(el);
    expect(shown).to.deep.equal([...shown].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('says when filtering yields nothing', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    inShadow<HTMLInputElement>(el, '#player-search')[0]!.focus();
    await sendKeys({ type: 'zzzz-no-such-player' });
    await waitFor(() =>
      el.shadowRoot!.textContent?.includes(
        'Filtering did not yield any results. Please refine your filter criteria.',
      ),
    );
  });

  it('enables Apply only with an option and a selection', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    inShadow<HTMLButtonElement>(el, 'button[aria-label="Batch actions"]')[0]!.click();
    const apply = await waitFor(() => inShadow<HTMLButtonElement>(el, '.batch-bar .btn-primary')[0]);
    expect(apply.disabled).to.equal(true);
    setValue(inShadow<HTMLSelectElement>(el, '#batch-option')[0]!, 'delete');
    await waitFor(() => inShadow<HTMLSelectElement>(el, '#batch-option')[0]!.value === 'delete');
    expect(apply.disabled).to.equal(true);
    inShadow<HTMLInputElement>(el, '.tile-check input')[0]!.click();
    await waitFor(() => !apply.disabled);
    await expectAccessible(el);
    // Apply asks first; Cancel deletes nothing.
    apply.click();
    const confirm = await waitFor(() => inShadow<HTMLElement>(el, '[role="alertdialog"]')[0]);
    expect(confirm.textContent).to.contain('Delete 1 player?');
    await expectAccessible(el);
    [...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    await waitFor(() => inShadow(el, '[role="alertdialog"]').length === 0);
    expect(inShadow(el, '[role="dialog"]')).to.have.length(0);
    expect(tiles(el)).to.have.length(9);
  });

  it('opens the type selector with every kind for an allow-listed account', async () => {
    const el = mountList();
    await waitFor(() => tiles(el).length === 9);
    const button = await waitFor(() => inShadow<HTMLButtonElement>(el, '.header-actions .btn-primary')[0]);
    button.click();
    await waitFor(() => inShadow(el, 'input[name="player-type"]').length === 5);
    expect(el.shadowRoot!.textContent).to.contain('Setup Video Ad');
    await expectAccessible(el);
  });
});
