import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../packages/sdk/src/rules/csv';
import { signIn, typeSegments } from './helpers';

const API = '/smucrestapi/v2';

/** Waits for the file a click saves and answers its name and text (byte-order mark kept). */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { filename: file.suggestedFilename(), text: readFileSync(path!, 'utf8') };
}

test('forms: create a form, take subscriptions through the public intake, see the count rise and export them', async ({
  page,
  playwright,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Forms', exact: true }).click();
  await expect(page).toHaveURL(/\/forms$/);
  await expect(page.getByRole('heading', { name: 'Subscriber forms' })).toBeVisible();

  await page.getByRole('button', { name: 'Create new form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create form' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The Form name is required.')).toBeVisible();
  await dialog.getByLabel('Form name').fill('E2E Giveaway');
  await dialog.getByLabel('Name placeholder').fill('Your name');
  await dialog.getByLabel('Email placeholder').fill('Your e-mail');
  await dialog.getByLabel('Privacy policy url').fill('example.com/privacy');
  await dialog.getByLabel('Tab label').click();
  await expect(dialog.getByLabel('Privacy policy url')).toHaveValue('https://example.com/privacy');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form saved successfully.')).toBeVisible();
  const row = page.locator('tr.form-row', { hasText: 'E2E Giveaway' });
  await expect(row.locator('.subs-count')).toHaveText('0');

  // Attach the form to a player and subscribe twice through the public intake (no session).
  const forms = (await (await page.request.get(`${API}/form`)).json()).data as { id: number; name: string }[];
  const formId = forms.find((f) => f.name === 'E2E Giveaway')!.id;
  const players = (await (await page.request.get(`${API}/my-streams?search=scarf`)).json()).data.items as {
    id: number;
    apikey: string;
    title: string;
  }[];
  const player = players[0]!;
  const put = await page.request.put(`${API}/stream/${player.id}`, {
    data: { subscriber_form_id: formId, customer: 'E2E Customer', campaign: '=Launch; "Day"' },
  });
  expect(put.ok()).toBe(true);
  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  for (const email of ['first@viewer.test', 'second@viewer.test']) {
    const res = await anonymous.post(`${API}/stream/${player.apikey}/subscribe`, {
      data: { email, name: 'Viewer; One' },
    });
    expect(res.status()).toBe(201);
  }
  await anonymous.dispose();

  await page.reload();
  await expect(row.locator('.subs-count')).toHaveText('2');
  await expect(row).toContainText('E2E Customer');
  const file = await download(page, () => row.getByRole('button', { name: /as CSV$/ }).click());
  expect(file.filename).toBe('subscriptions_e2e-giveaway.csv');
  const parsed = parseCsv(file.text);
  expect(parsed[0]).toEqual(['Stream', 'Customer', 'Campaign', 'Name', 'E-mail', 'Phone', 'Created at']);
  const api = (await (await page.request.get(`${API}/form/${formId}/subscriptions`)).json()).data as {
    stream: string;
    customer: string;
    campaign: string;
    name: string;
    email: string;
    phone: string;
    created_at: string;
  }[];
  expect(parsed.slice(1)).toEqual(
    api.map((s) => [s.stream, s.customer, `'${s.campaign}`, s.name, s.email, s.phone, s.created_at]),
  );
  expect(parsed[1]![2]).toBe('\'=Launch; "Day"');

  // The player's subscribers download (000 §7): BOM, hint line, header, both e-mails.
  await page.goto('/subscribers');
  const subRow = page.locator('tr', { hasText: player.title });
  const subs = await download(page, () => subRow.getByRole('button', { name: /Download/ }).click());
  expect(subs.text.startsWith('\uFEFFsep=;\r\nStream;E-mail;Created at\r\n')).toBe(true);
  const emails = parseCsv(subs.text)
    .slice(1)
    .map((r) => r[1]);
  expect(emails).toEqual(expect.arrayContaining(['first@viewer.test', 'second@viewer.test']));
});

test('reports: run a report for a range, open a row’s products, export and check the file', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Report', exact: true }).click();
  await expect(page).toHaveURL(/\/report$/);
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const start = day(13);
  const end = day(0);
  // (A blank date disabling View Reports is the component test's: Reports.test.)
  // The fields write the page's order (English: month, day, year), whatever the browser's. The end
  // date is today already (the default range).
  await expect(page.getByRole('group', { name: 'End date' })).toHaveText(
    `${end.slice(5, 7)}/${end.slice(8, 10)}/${end.slice(0, 4)}`,
  );
  await typeSegments(page, 'Start date', start.slice(5, 7) + start.slice(8, 10) + start.slice(0, 4));
  await page.getByRole('button', { name: 'View Reports' }).click();

  const api = (await (await page.request.get(`${API}/report/my-streams?start=${start}&end=${end}`)).json())
    .data as { id: number; title: string; impressions: number; products: unknown[] }[];
  const scarf = api.find((r) => r.title === 'How to Style a Scarf')!;
  const scarfRow = page.locator(`tr.report-row[data-stream-id="${scarf.id}"]`);
  await expect(scarfRow.locator('td.m-impressions')).toHaveText(scarf.impressions.toLocaleString('en'));
  await scarfRow.getByRole('button', { name: 'Show the products of How to Style a Scarf' }).click();
  await expect(page.locator('.product-stats tbody tr')).toHaveCount(scarf.products.length);

  const file = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(file.filename).toBe(`report_${start}_${end}.csv`);
  expect(file.text).toContain('\r\n');
  const parsed = parseCsv(file.text);
  const header = parsed[0]!;
  // The header row is the report screen's column titles in the user's language (issue 17, 19 §7).
  expect(header.slice(0, 2)).toEqual(['ID', 'Player']);
  expect(parsed.slice(1).map((r) => Number(r[0]))).toEqual(api.map((r) => r.id));
  const line = parsed.find((r) => Number(r[0]) === scarf.id)!;
  expect(Number(line[header.indexOf('Impressions')])).toBe(scarf.impressions);
});
