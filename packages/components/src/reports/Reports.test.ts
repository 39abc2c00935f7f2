import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { nextDownload } from '../../test/downloads';
import {
  expect,
  expectAccessible,
  inNarrowPage,
  inShadow,
  login,
  mount,
  NARROW_PAGE_PX,
  setValue,
  typeInOneTask,
  waitFor,
} from '../../test/helpers';

const rows = (el: HTMLElement) => inShadow(el, 'tr.report-row');
const titles = (el: HTMLElement) =>
  inShadow(el, 'tr.report-row .player-name .title').map((n) => n.textContent);
const text = (el: HTMLElement) => el.shadowRoot!.textContent ?? '';
const input = (el: HTMLElement, selector: string) => inShadow<HTMLInputElement>(el, selector)[0]!;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A date field's segment (`day`, `month`, `year`) by the field's label. */
const segment = (el: HTMLElement, label: string, type: string) =>
  inShadow<HTMLElement>(el, '[role="group"]')
    .find((g) =>
      g
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .some((id) => el.shadowRoot!.getElementById(id)?.textContent === label),
    )!
    .querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`)!;

describe('<smuc-reports>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-reports')) e.remove();
  });
  const mountReports = () => mount('smuc-reports', { 'api-base': window.SMUC_API, token });

  it('defaults to the last 30 days, shows every player and passes axe', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    expect(input(el, 'input[name="start"]').value).to.equal(isoDay(Date.now() - 29 * 86_400_000));
    expect(input(el, 'input[name="end"]').value).to.equal(isoDay(Date.now()));
    const headers = inShadow(el, 'thead th').map((n) => n.textContent);
    expect(headers).to.include.members([
      'Impressions',
      'VCR',
      'Peak viewers',
      'Viewer minutes',
      'Stored minutes',
      'Engagement rate',
    ]);
    await expectAccessible(el);
  });

  it('charts a metric per day with the previous period, for all players or the chosen row', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    const heading = () => inShadow(el, '#report-chart-title')[0]?.textContent ?? '';
    await waitFor(() => inShadow(el, '.report-chart canvas').length > 0);
    expect(heading()).to.equal('Impressions · All players');
    // Two lines in the legend besides the date: the range and the previous period.
    const legend = inShadow(el, '.report-chart .u-legend .u-label').map((n) => n.textContent);
    expect(legend).to.include.members(['Impressions', 'Previous period']);
    // Before any hover the legend already reads the last day's values, not blanks.
    const values = inShadow(el, '.report-chart .u-legend .u-value').map((n) => n.textContent ?? '');
    expect(values).to.have.length(3);
    expect(values.filter((v) => v.trim() === '')).to.deep.equal([]);
    setValue(inShadow<HTMLSelectElement>(el, '#report-chart-metric')[0]!, 'product_clicks');
    await waitFor(() => heading() === 'Product clicks · All players');
    const first = inShadow<HTMLButtonElement>(el, 'tr.report-row .chart-player')[0]!;
    const name = inShadow(el, 'tr.report-row .player-name .title')[0]!.textContent;
    first.click();
    await waitFor(() => heading() === `Product clicks · ${name}`);
    // The cells are rebuilt with the pressed state: read the button again.
    const pressed = inShadow(el, 'tr.report-row .chart-player[aria-pressed="true"]');
    expect(pressed).to.have.length(1);
    await expectAccessible(el);
    inShadow<HTMLButtonElement>(el, '.report-chart .show-all')[0]!.click();
    await waitFor(() => heading() === 'Product clicks · All players');
  });

  it('shows the funnel of the range: the report’s sums, a keyboard stop per bar, the numbers beside', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    const start = input(el, 'input[name="start"]').value;
    const end = input(el, 'input[name="end"]').value;
    const report = (await (
      await fetch(`${window.SMUC_API}/report/my-streams?start=${start}&end=${end}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { impressions: number; product_purchases: number }[] };
    const sum = (k: 'impressions' | 'product_purchases') => report.data.reduce((a, r) => a + r[k], 0);
    const cells = await waitFor(() => {
      const found = inShadow(el, '.funnel-table tbody tr');
      return found.length === 6 ? found : undefined;
    }, 10_000);
    const row = (i: number) => [...cells[i]!.children].map((c) => c.textContent);
    expect(row(0).slice(0, 2)).to.deep.equal(['Impression', sum('impressions').toLocaleString('en')]);
    expect(row(5).slice(0, 2)).to.deep.equal(['Purchase', sum('product_purchases').toLocaleString('en')]);
    // Drop-off is the step before minus this one; a step that counts more (several products per
    // viewer) shows none, never a negative number.
    const count = (i: number) => Number(row(i)[1]!.replace(/\D/g, ''));
    for (let i = 1; i < 6; i++)
      if (count(i) > count(i - 1)) expect(row(i).slice(2, 4)).to.deep.equal(['—', '—']);
      else expect(row(i)[2]).to.equal((count(i - 1) - count(i)).toLocaleString('en'));
    expect(inShadow(el, '.funnel-table thead th').map((n) => n.textContent)).to.deep.equal([
      'Step',
      'Count',
      'Drop-off',
      'Drop-off %',
      'Of impressions',
      'Filtered',
    ]);
    // Each bar is a keyboard stop that reads its step and count.
    const bars = inShadow<HTMLLIElement>(el, '.funnel-chart li');
    expect(bars).to.have.length(6);
    bars[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(bars[1]);
    expect(bars[1]!.getAttribute('aria-label')).to.match(/^Play: [\d,]+, [\d.]+% of impressions$/);
    expect(text(el)).to.match(/events? (was|were) filtered as invalid traffic/);
    await expectAccessible(el);
    // The metric definitions name every step.
    inShadow<HTMLButtonElement>(el, 'button.help')[0]!.click();
    await waitFor(() => inShadow(el, '.funnel-definitions dt').length === 8);
    expect(inShadow(el, '.funnel-definitions dt').map((n) => n.textContent)).to.deep.equal([
      'Impression',
      'Play',
      'Product impression',
      'Product click',
      'Add to cart',
      'Purchase',
      'Drop-off',
      'Filtered',
    ]);
  });

  it("names an untitled player 'Untitled player' in its row and its chart button", async () => {
    const res = await fetch(`${window.SMUC_API}/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'embed', title: '' }),
    });
    expect(res.ok).to.equal(true);
    const { id } = (await res.json()).data as { id: number };
    try {
      const el = mountReports();
      await waitFor(() => titles(el).includes('Untitled player'));
      expect(titles(el)).not.to.include('');
      const charts = inShadow(el, 'tr.report-row .chart-player').map((b) => b.getAttribute('aria-label'));
      expect(charts).to.include('Chart Untitled player');
    } finally {
      await fetch(`${window.SMUC_API}/stream/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  it('disables View Reports until both dates are set', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 0);
    const view = inShadow<HTMLButtonElement>(el, 'button.view-reports')[0]!;
    expect(view.disabled).to.equal(false);
    // Backspace from the year back to the month clears the start date.
    segment(el, 'Start date', 'year').focus();
    for (let i = 0; i < 12; i++) await sendKeys({ press: 'Backspace' });
    await waitFor(() => view.disabled);
    expect(input(el, 'input[name="start"]').value).to.equal('');
    // English writes month, day, year; typing moves from segment to segment.
    const start = isoDay(Date.now() - 40 * 86_400_000);
    const [y, m, d] = start.split('-');
    segment(el, 'Start date', 'month').focus();
    await sendKeys({ type: `${m}${d}${y}` });
    await waitFor(() => !view.disabled);
    expect(input(el, 'input[name="start"]').value).to.equal(start);
    // A start after the end: nothing to view.
    segment(el, 'Start date', 'year').focus();
    await sendKeys({ type: '2999' });
    await waitFor(() => view.disabled);
    expect(input(el, 'input[name="start"]').value).to.equal(`2999-${m}-${d}`);
    // Nor a range longer than the server answers (a year half typed: 0202).
    segment(el, 'Start date', 'year').focus();
    await sendKeys({ type: '202' });
    await waitFor(() => input(el, 'input[name="start"]').value === `0202-${m}-${d}`);
    expect(view.disabled).to.equal(true);
  });

  it('views the report after the start date is typed and View is clicked with the pointer (it froze the page)', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 0);
    const start = isoDay(Date.now() - 13 * 86_400_000);
    const [y, m, d] = start.split('-') as [string, string, string];
    // Segment by segment, each one's value awaited before the next: on a busy machine a keystroke
    // typed before the last one's render landed on the old value (a full run once missed the date).
    for (const [type, value] of [
      ['month', m],
      ['day', d],
      ['year', y],
    ] as const) {
      segment(el, 'Start date', type).focus();
      await sendKeys({ type: value });
      await waitFor(
        () => segment(el, 'Start date', type).getAttribute('aria-valuenow') === String(Number(value)),
      );
    }
    await waitFor(() => input(el, 'input[name="start"]').value === start);
    // A pointer click (focus leaves the field as it does for a user), not a synthetic one.
    const box = inShadow<HTMLButtonElement>(el, 'button.view-reports')[0]!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
    await waitFor(() => inShadow(el, '.report-skeleton').length === 0 && rows(el).length > 0);
  });

  it('keeps every digit when keys come faster than the page renders (a slow phone, a busy machine)', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 0);
    segment(el, 'Start date', 'month').focus();
    // On a 4× slower CPU the second key's listener ran before the first key's render: the month
    // kept "1" of "11".
    typeInOneTask(el, '11');
    await waitFor(() => segment(el, 'Start date', 'month').getAttribute('aria-valuenow') === '11');
    // "11" completes the month, so the next digit goes to the day.
    expect(el.shadowRoot!.activeElement).to.equal(segment(el, 'Start date', 'day'));
  });

  it("writes the dates in the page's language, not the browser's (issue 30)", async () => {
    const el = mount('smuc-reports', { 'api-base': window.SMUC_API, token, lang: 'de' });
    await waitFor(() => rows(el).length > 0);
    const [y, m, d] = isoDay(Date.now()).split('-');
    // A native date input wrote the browser's order (11/28/2026 on a German page).
    const shown = () => inShadow(el, '.date-input')[1]!.textContent?.replace(/[\u2066-\u2069\u200e]/g, '');
    expect(shown()).to.equal(`${d}.${m}.${y}`);
    expect(segment(el, 'Enddatum', 'day').getBoundingClientRect().left).to.be.below(
      segment(el, 'Enddatum', 'month').getBoundingClientRect().left,
    );
    await expectAccessible(el);
  });

  it('quick-filters by player name from 3 characters', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    const all = rows(el).length;
    input(el, '#report-quick').focus();
    await sendKeys({ type: 'sc' });
    await new Promise((r) => setTimeout(r, 200));
    expect(rows(el).length).to.equal(all);
    await sendKeys({ type: 'a' });
    await waitFor(() => rows(el).length === 1);
    expect(titles(el)).to.deep.equal(['How to Style a Scarf']);
    await sendKeys({ type: 'zzz' });
    await waitFor(() => text(el).includes('No results match the search criteria.'));
  });

  it("opens a row's products only when it has product statistics", async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    const idle = rows(el).find((r) => r.textContent?.includes('Cookware Carousel'))!;
    expect(idle.querySelector('button.expand')).to.equal(null);
    const busy = rows(el).find((r) => r.textContent?.includes('How to Style a Scarf'))!;
    busy.querySelector<HTMLButtonElement>('button.expand')!.click();
    await waitFor(() => inShadow(el, '.product-stats tbody tr').length > 0);
    expect(inShadow(el, '.product-stats thead th').map((n) => n.textContent)).to.deep.equal([
      'Product',
      'Reach',
      'Impressions',
      'Clicks',
      'Link clicks',
      'CTR',
      'Link CTR',
      'Purchases',
      'Interactions',
    ]);
    await expectAccessible(el);
  });

  it('suggests customers after the debounce and filters by the chosen one', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    const customer = input(el, 'input[name="customer"]');
    customer.focus();
    await sendKeys({ type: 'ac' });
    await waitFor(() => inShadow(el, '[data-testid="customer-suggestions"] option').length === 1);
    expect(inShadow<HTMLOptionElement>(el, '[data-testid="customer-suggestions"] option')[0]!.value).to.equal(
      'ACME Retail',
    );
    setValue(customer, 'ACME Retail');
    inShadow<HTMLButtonElement>(el, 'button.view-reports')[0]!.click();
    await waitFor(() => rows(el).length === 2);
    expect(inShadow(el, 'tr.report-row td.customer').map((n) => n.textContent)).to.deep.equal([
      'ACME Retail',
      'ACME Retail',
    ]);
  });

  it('lists the metric definitions in the help modal', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 0);
    inShadow<HTMLButtonElement>(el, 'button.help')[0]!.click();
    // Every report column of 000 §3, video clicks included, the players list's Viewers and the
    // impressions filtered as invalid traffic (issue 29 §2).
    await waitFor(() => inShadow(el, '.metric-definitions:not(.funnel-definitions) dt').length === 20);
    expect(text(el)).to.contain('Filtered impressions');
    expect(text(el)).to.contain('Video completion rate');
    expect(text(el)).to.contain('Clicks on the video itself');
    // Viewers (players list, chart) and the report's peak are two metrics with two names.
    const names = inShadow(el, '.metric-definitions:not(.funnel-definitions) dt').map((n) => n.textContent);
    expect(names.filter((n) => n === 'Viewers')).to.have.length(1);
    expect(names).to.include('Peak viewers');
    expect(text(el)).to.contain('The players list shows the total');
    await expectAccessible(el);
  });

  it('exports the report as a ; separated CRLF CSV named with the dates', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    const download = nextDownload();
    inShadow<HTMLButtonElement>(el, 'button.export-csv')[0]!.click();
    const file = await download;
    const start = input(el, 'input[name="start"]').value;
    const end = input(el, 'input[name="end"]').value;
    expect(file.filename).to.equal(`report_${start}_${end}.csv`);
    const lines = file.text.split('\r\n');
    // The header row has the screen's column titles (issue 19 §7).
    expect(lines[0]!.split(';').slice(0, 3)).to.deep.equal(['ID', 'Player', 'Customer']);
    // Every player of the range, not only the table's first page (other suites add players).
    const res = await fetch(`${window.SMUC_API}/report/my-streams?start=${start}&end=${end}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const all = ((await res.json()).data as unknown[]).length;
    expect(lines.length - 1).to.equal(all);
    expect(rows(el).length).to.be.at.most(all);
  });
  it('downloads the raw events of the range with a progress bar of rows received against the total', async () => {
    const el = mountReports();
    await waitFor(() => rows(el).length > 10);
    // The bar is there only while the file arrives: record every state it showed.
    const seen: { value: number; max: number; label: string }[] = [];
    const observer = new MutationObserver(() => {
      const bar = inShadow<HTMLProgressElement>(el, '.event-progress progress')[0];
      if (bar)
        seen.push({
          value: bar.value,
          max: bar.max,
          label: inShadow(el, '.event-progress [aria-live]')[0]?.textContent ?? '',
        });
    });
    observer.observe(el.shadowRoot!, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const download = nextDownload();
    inShadow<HTMLButtonElement>(el, 'button.export-events')[0]!.click();
    const file = await download;
    observer.disconnect();
    const start = input(el, 'input[name="start"]').value;
    const end = input(el, 'input[name="end"]').value;
    expect(file.filename).to.equal(`events_${start}_${end}.csv`);
    const lines = file.text.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).to.contain('Time (UTC)');
    const res = await fetch(`${window.SMUC_API}/report/events?from=${start}&to=${end}&format=ndjson`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const total = Number(res.headers.get('x-total-count'));
    await res.body?.cancel();
    expect(total).to.be.greaterThan(0);
    expect(lines.length - 1).to.equal(total);
    expect(seen.length).to.be.greaterThan(0);
    const last = seen.at(-1)!;
    expect(last.max).to.equal(total);
    expect(last.label).to.equal(
      `Downloading events: ${last.value.toLocaleString('en')} of ${total.toLocaleString('en')}`,
    );
    await waitFor(() => inShadow(el, 'button.export-events').length === 1);
    await expectAccessible(el);
  });

  it('fits a 375 px page in Arabic, the event export and the funnel included', async () => {
    await inNarrowPage('smuc-reports', { 'api-base': window.SMUC_API, token, lang: 'ar' }, async (el) => {
      await waitFor(() => rows(el).length > 0 && inShadow(el, 'button.export-events').length === 1);
      await waitFor(() => inShadow(el, 'button.export-events')[0]!.textContent?.includes('تصدير'));
      await waitFor(() => inShadow(el, '.funnel-table tbody tr').length === 6);
      const root = el.shadowRoot!.querySelector<HTMLElement>('.reports-page')!;
      expect(root.scrollWidth, 'no horizontal overflow').to.be.at.most(NARROW_PAGE_PX);
      await expectAccessible(el);
    });
  });
});
