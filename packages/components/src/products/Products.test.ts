import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  asMasquerade,
  expect,
  expectAccessible,
  inShadow,
  login,
  mount,
  setValue,
  waitFor,
} from '../../test/helpers';

/** Raw API calls for test set-up (the element under test makes its own). */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${window.SMUC_API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${json.error}`);
  return json.data as T;
}

const rows = (el: HTMLElement) => inShadow(el, '.product-row');
const rowNames = (el: HTMLElement) =>
  inShadow(el, '.product-row .product-title').map((n) => n.textContent ?? '');
const button = (el: HTMLElement, name: string) =>
  inShadow<HTMLButtonElement>(el, 'button').find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );

describe('<smuc-products>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-products')) e.remove();
  });
  const mountPage = (t = token) => mount('smuc-products', { 'api-base': window.SMUC_API, token: t });

  it('lists the products with SKU or -, display prices and operations, and passes axe', async () => {
    const el = mountPage();
    await waitFor(() => rows(el).length >= 7);
    expect(rowNames(el)).to.include('Merino Wool Scarf');
    expect(rowNames(el)).not.to.include('Retired Travel Mug');
    const scarf = rows(el).find((r) => r.textContent?.includes('Merino Wool Scarf'))!;
    expect(scarf.querySelector('.price-shown')!.textContent).to.equal('€29.90');
    expect(scarf.querySelector('.price-regular')!.textContent).to.equal('€39.90');
    const boots = rows(el).find((r) => r.textContent?.includes('Leather Winter Boots'))!;
    expect(boots.querySelector('.price-shown')!.textContent!.replace(/\s/g, ' ')).to.equal('HUF 54,990');
    const serum = rows(el).find((r) => r.textContent?.includes('Vitamin C Serum'))!;
    expect(serum.querySelectorAll('td')[0]!.textContent).to.equal('-');
    const headers = inShadow(el, 'thead th').map((h) => h.textContent);
    expect(headers).to.deep.equal(['Item Name', 'SKU', 'Prices', 'Created at', 'Updated at', 'Operations']);
    await expectAccessible(el);
  });

  it('at 375 px shows each product as a card with its prices and operations in view, like /forms (issue 30, defect 7)', async () => {
    await setViewport({ width: 375, height: 800 });
    try {
      const el = mountPage();
      await waitFor(() => rows(el).length >= 7);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      const wrap = inShadow(el, '.data-table-wrap')[0]!;
      expect(wrap.scrollWidth).to.be.at.most(wrap.clientWidth);
      const scarf = rows(el).find((r) => r.textContent?.includes('Merino Wool Scarf'))!;
      // Every cell of the card, the price and the Edit button included, lies inside the 375 px page.
      for (const cell of scarf.querySelectorAll('th, td, button')) {
        const box = cell.getBoundingClientRect();
        expect(box.left, cell.textContent ?? '').to.be.at.least(0);
        expect(box.right, cell.textContent ?? '').to.be.at.most(375);
      }
      // Each cell names its column, as the hidden header row cannot.
      const labels = [...scarf.querySelectorAll('td')].map((td) => getComputedStyle(td, '::before').content);
      expect(labels).to.deep.equal(['"SKU"', '"Prices"', '"Created at"', '"Updated at"', '"Operations"']);
      await expectAccessible(el);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('shows the empty state for an account without products', async () => {
    const other = await login('other@smuc.test');
    const el = mountPage(other);
    await waitFor(() => el.shadowRoot!.textContent!.includes('There are no products yet.'));
  });

  it('creates a product through "Create new item" after the name rule', async () => {
    const el = mountPage();
    await waitFor(() => rows(el).length >= 7);
    button(el, 'Create new item')!.click();
    const save = await waitFor(
      () => inShadow<HTMLButtonElement>(el, '.product-form button[type="submit"]')[0],
    );
    expect(el.shadowRoot!.querySelector('.modal-dialog h2')!.textContent).to.equal('Add product');
    setValue(inShadow<HTMLInputElement>(el, '#product-price')[0]!, '10');
    setValue(inShadow<HTMLInputElement>(el, '#product-sales_price')[0]!, '12');
    save.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('Name is required.'));
    expect(el.shadowRoot!.textContent).to.contain('Sales prices should be lower than the normal price');
    await expectAccessible(el);
    setValue(inShadow<HTMLInputElement>(el, '#product-name')[0]!, 'WTR Linen Shirt');
    setValue(inShadow<HTMLInputElement>(el, '#product-sales_price')[0]!, '8,5');
    save.click();
    await waitFor(() => rowNames(el)[0] === 'WTR Linen Shirt');
    expect(rows(el)[0]!.querySelector('.price-shown')!.textContent).to.equal('€8.50');
  });

  it('deletes a product after listing the players that use it, or saying it is safe', async () => {
    const unused = await api<{ id: number }>(token, 'POST', '/product', { name: 'WTR Unused', price: 1 });
    const used = await api<{ id: number }>(token, 'POST', '/product', { name: 'WTR Used', price: 1 });
    const ads = await api<{ items: { id: number; title: string }[] }>(
      token,
      'GET',
      '/my-streams?type=ad&per_page=1',
    );
    const player = ads.items[0]!;
    const item = await api<{ id: number }>(token, 'POST', `/stream/${player.id}/feed-item`, {
      title: 'WTR Used',
      price: 1,
      product_id: used.id,
    });
    const el = mountPage();
    (await waitFor(() => button(el, 'Delete WTR Used'))).click();
    const link = await waitFor(() => inShadow<HTMLAnchorElement>(el, '.relations a')[0]);
    expect(link.textContent).to.equal(player.title);
    expect(link.getAttribute('href')).to.equal(`/stream/${player.id}`);
    await expectAccessible(el);
    let opened: number | null = null;
    el.addEventListener('smuc-open-player', (e) => {
      e.preventDefault();
      opened = (e as CustomEvent<{ id: number }>).detail.id;
    });
    link.click();
    expect(opened).to.equal(player.id);
    button(el, 'Cancel')!.click();
    await waitFor(() => inShadow(el, '.relations').length === 0);

    button(el, 'Delete WTR Unused')!.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('It is safe to delete.'));
    inShadow<HTMLButtonElement>(el, '.modal-actions .btn-danger')[0]!.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('Product removed successfully.'));
    await waitFor(() => !rowNames(el).includes('WTR Unused'));
    expect(unused.id).to.be.a('number');
    await api(token, 'DELETE', `/stream/${player.id}/feed-item/${item.id}`);
  });

  it('offers a masqueraded session no Delete, while Edit stays (000 §6)', async () => {
    await asMasquerade(async () => {
      const el = mountPage();
      await waitFor(() => rows(el).length > 0);
      const labels = inShadow(el, '.product-row .ops button').map((b) => b.getAttribute('aria-label') ?? '');
      expect(labels.filter((l) => l.startsWith('Edit ')).length).to.equal(rows(el).length);
      expect(labels.filter((l) => l.startsWith('Delete '))).to.deep.equal([]);
      await expectAccessible(el);
    });
  });
});

describe('<smuc-product-manager>', () => {
  let token: string;
  let playerId: number;
  before(async () => {
    token = await login();
    const ads = await api<{ items: { id: number }[] }>(token, 'GET', '/my-streams?type=ad&per_page=1');
    playerId = ads.items[0]!.id;
  });
  beforeEach(async () => {
    await api(token, 'DELETE', `/stream/${playerId}/feed-items`);
    await api(token, 'POST', `/stream/${playerId}/feed-item/bulk`, [
      { title: 'WTR A', price: 1, pinned: true },
      { title: 'WTR B', price: 2 },
      { title: 'WTR C', price: 3 },
    ]);
  });
  after(async () => {
    await api(token, 'DELETE', `/stream/${playerId}/feed-items`);
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-product-manager')) e.remove();
    localStorage.clear();
  });
  const open = async (attrs: Record<string, string> = {}) => {
    const el = mount('smuc-product-manager', {
      'api-base': window.SMUC_API,
      token,
      'stream-id': String(playerId),
      open: '',
      ...attrs,
    });
    await waitFor(() => inShadow(el, '.feed-row').length === 3);
    return el;
  };
  const names = (el: HTMLElement) => inShadow(el, '.feed-row .feed-name').map((n) => n.textContent);
  const pinned = (el: HTMLElement) =>
    inShadow<HTMLInputElement>(el, '.switch-pinned input').map((i) => i.checked);

  it('says products need a saved player when there is no stream id', async () => {
    const el = mount('smuc-product-manager', { 'api-base': window.SMUC_API, token });
    await waitFor(() =>
      el.shadowRoot!.textContent!.includes(
        "You won't be able to add products unless you press the save button",
      ),
    );
    expect(button(el, 'Manage products')!.disabled).to.equal(true);
  });

  it('opens "Product management for this player", raises smuc-products-change and passes axe', async () => {
    const events: { count: number; dirty: boolean }[] = [];
    document.body.addEventListener('smuc-products-change', (e) => events.push((e as CustomEvent).detail));
    const el = await open();
    expect(el.shadowRoot!.querySelector('.modal-dialog h2')!.textContent).to.equal(
      'Product management for this player',
    );
    expect(names(el)).to.deep.equal(['WTR A', 'WTR B', 'WTR C']);
    await waitFor(() => events.some((e) => e.count === 3 && !e.dirty));
    await expectAccessible(el);
  });

  it('remembers the compact/detailed choice locally', async () => {
    const el = await open();
    expect(inShadow(el, '.timing').length).to.equal(0);
    inShadow<HTMLInputElement>(el, '.view-toggle input')[1]!.click();
    await waitFor(() => inShadow(el, '.timing').length === 3);
    expect(localStorage.getItem('smuc.productManager.view')).to.equal('detailed');
    el.remove();
    const again = await open();
    expect(inShadow(again, '.timing').length).to.equal(3);
  });

  it('pinning one unpins the others, and Save stores it', async () => {
    const el = await open();
    expect(pinned(el)).to.deep.equal([true, false, false]);
    inShadow<HTMLInputElement>(el, '.switch-pinned input')[2]!.click();
    await waitFor(() => pinned(el).join() === 'false,false,true');
    button(el, 'Save products')!.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('Products saved.'));
    const saved = await api<{ title: string; pinned: boolean }[]>(
      token,
      'GET',
      `/stream/${playerId}/feed-items`,
    );
    expect(saved.map((i) => [i.title, i.pinned])).to.deep.equal([
      ['WTR A', false],
      ['WTR B', false],
      ['WTR C', true],
    ]);
  });

  it('reorders by keyboard from the drag handle and marks moved items changed', async () => {
    const el = await open();
    inShadow<HTMLButtonElement>(el, '.drag-handle')[0]!.focus();
    await sendKeys({ press: 'Space' });
    await new Promise((r) => setTimeout(r, 150));
    await sendKeys({ press: 'ArrowDown' });
    await new Promise((r) => setTimeout(r, 150));
    await sendKeys({ press: 'Space' });
    await waitFor(() => names(el).join() === 'WTR B,WTR A,WTR C');
    expect(inShadow(el, '.feed-row.changed').length).to.equal(2);
    button(el, 'Save products')!.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('Products saved.'));
    const saved = await api<{ title: string }[]>(token, 'GET', `/stream/${playerId}/feed-items`);
    expect(saved.map((i) => i.title)).to.deep.equal(['WTR B', 'WTR A', 'WTR C']);
  });

  it('shows "This timeframe is blocked by other product" for overlapping timings', async () => {
    localStorage.setItem('smuc.productManager.view', 'detailed');
    const el = await open();
    const start = (name: string, range: string) =>
      inShadow<HTMLInputElement>(el, `input[aria-label="${range} start of ${name}"]`)[0]!;
    const end = (name: string, range: string) =>
      inShadow<HTMLInputElement>(el, `input[aria-label="${range} end of ${name}"]`)[0]!;
    setValue(start('WTR A', 'First'), '00:00:10');
    await waitFor(() => el.shadowRoot!.textContent!.includes('Both start and end values are mandatory.'));
    setValue(end('WTR A', 'First'), '00:01:00');
    setValue(start('WTR B', 'First'), '00:00:30');
    setValue(end('WTR B', 'First'), '00:02:00');
    await waitFor(
      () =>
        inShadow(el, '.feed-issues li').filter(
          (li) => li.textContent === 'This timeframe is blocked by other product',
        ).length === 2,
    );
    setValue(start('WTR B', 'First'), '00:03:00');
    await waitFor(() => el.shadowRoot!.textContent!.includes('Invalid time frame.'));
    setValue(start('WTR B', 'First'), '00:01:00');
    await waitFor(() => inShadow(el, '.feed-issues').length === 0);
  });

  it('hides the pinned switch when auto card timing is on', async () => {
    await api(token, 'PUT', `/stream/${playerId}`, { auto_card_timing: true });
    try {
      const el = await open();
      expect(inShadow(el, '.switch-pinned').length).to.equal(0);
      expect(inShadow(el, '.switch-visible').length).to.equal(3);
    } finally {
      await api(token, 'PUT', `/stream/${playerId}`, { auto_card_timing: false });
    }
  });

  it('refuses payable without a payment integration', async () => {
    const el = await open();
    inShadow<HTMLInputElement>(el, '.switch-payable input')[0]!.click();
    await waitFor(() =>
      el.shadowRoot!.textContent!.includes(
        'Please choose a payment integration in order to activate this function',
      ),
    );
    expect(inShadow<HTMLInputElement>(el, '.switch-payable input')[0]!.checked).to.equal(false);
  });

  it('deletes a saved item on the server and an unsaved one locally', async () => {
    const el = await open();
    button(el, 'Add product')!.click();
    const form = await waitFor(() => inShadow<HTMLFormElement>(el, '.feed-form')[0]);
    const input = (label: string) => {
      const l = [...form.querySelectorAll('label')].find((x) => x.textContent === label)!;
      return form.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!;
    };
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => form.textContent!.includes('Name is required.'));
    setValue(input('Name'), 'WTR Local');
    setValue(input('Price'), '4,5');
    expect(input('Price').value).to.equal('4.5');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => names(el).length === 4);
    expect(el.shadowRoot!.textContent).to.contain('Not saved yet');
    button(el, 'Delete WTR Local')!.click();
    await waitFor(() => names(el).length === 3);
    button(el, 'Delete WTR B')!.click();
    await waitFor(() => names(el).join() === 'WTR A,WTR C');
    const saved = await api<{ title: string }[]>(token, 'GET', `/stream/${playerId}/feed-items`);
    expect(saved.map((i) => i.title)).to.deep.equal(['WTR A', 'WTR C']);
  });

  it('hides the AI fetch when the server has none and disables fetching Amazon links', async () => {
    const el = await open();
    button(el, 'Add product')!.click();
    const form = await waitFor(() => inShadow<HTMLFormElement>(el, '.feed-form')[0]);
    await new Promise((r) => setTimeout(r, 300));
    expect(form.querySelector('.ai-fetch')).to.equal(null);
    const fetchButton = [...form.querySelectorAll('button')].find(
      (b) => b.textContent === 'Fetch product data',
    )!;
    expect(fetchButton.disabled).to.equal(true);
    const link = form.querySelector<HTMLInputElement>('input[type="url"]')!;
    setValue(link, 'www.amazon.com/dp/B000');
    await waitFor(() => form.textContent!.includes('Fetching from Amazon websites is not possible.'));
    expect(fetchButton.disabled).to.equal(true);
    setValue(link, 'shop.example/p/1');
    await waitFor(() => !fetchButton.disabled);
  });

  it('validates the feed import URL', async () => {
    const el = await open();
    button(el, 'Add product')!.click();
    const form = await waitFor(() => inShadow<HTMLFormElement>(el, '.feed-import')[0]);
    setValue(form.querySelector<HTMLInputElement>('input')!, 'not a url');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => form.textContent!.includes('You must provide a valid url before submit.'));
  });

  it('deletes all after confirmation', async () => {
    const el = await open();
    button(el, 'Delete all')!.click();
    const confirm = await waitFor(() => inShadow<HTMLButtonElement>(el, '.modal-actions .btn-danger')[0]);
    confirm.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('This player has no products yet.'));
    expect(await api<unknown[]>(token, 'GET', `/stream/${playerId}/feed-items`)).to.deep.equal([]);
  });
});
