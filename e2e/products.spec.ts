import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createThroughSelector, signIn } from './helpers';

/** A Google Merchant Center RSS feed with `count` products; the last one has no title (rejected). */
function merchantFeed(count: number): string {
  const items = Array.from(
    { length: count },
    (
      _,
      i,
    ) => `<item><g:id>E2E-${i + 1}</g:id><g:title>${i + 1 === count ? '' : `Feed item ${i + 1}`}</g:title>
<g:link>https://shop.example/p/${i + 1}</g:link><g:price>${i + 5}.00 EUR</g:price></item>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>E2E shop</title>
${items}
</channel></rss>`;
}

let feedServer: Server;
let feedUrl: string;
test.beforeAll(async () => {
  feedServer = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(merchantFeed(4));
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;
});
test.afterAll(() => new Promise<void>((r) => feedServer.close(() => r())));

const manager = (page: Page) => page.locator('smuc-product-manager');
const rowNames = (page: Page) => manager(page).locator('.feed-row .feed-name');
const managerDialog = (page: Page): Locator =>
  manager(page).getByRole('dialog', { name: 'Product management for this player' });

async function createProduct(page: Page, name: string, price: string, sales = '') {
  await page.getByRole('button', { name: 'Create new item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price', { exact: true }).fill(price);
  if (sales) await dialog.getByLabel('Sales price').fill(sales);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.product-row', { hasText: name })).toBeVisible();
}

test('products page, product manager in a player, feed import and deleting a product in use', async ({
  page,
}) => {
  await signIn(page);

  // Products page: create two products; prices follow the display rule.
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await createProduct(page, 'E2E Scarf', '20', '15,5');
  await createProduct(page, 'E2E Hat', '10');
  await expect(page.locator('.product-row', { hasText: 'E2E Scarf' }).locator('.price-shown')).toHaveText(
    '€15.50',
  );

  // A new Video Ad; open its product manager from the editor's products panel.
  const playerId = await createThroughSelector(page, 'Video Ad');
  await page.getByLabel('Player name').fill('Products Spec Player');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful saving.')).toBeVisible();
  await manager(page).getByRole('button', { name: 'Manage products' }).click();
  const dialog = managerDialog(page);
  await expect(dialog).toBeVisible();

  // Attach both account products.
  await dialog.getByRole('button', { name: 'Add product' }).click();
  const add = manager(page).getByRole('dialog', { name: 'Add product' });
  await add.getByRole('checkbox', { name: 'Add E2E Scarf' }).check();
  await add.getByRole('checkbox', { name: 'Add E2E Hat' }).check();
  await add.getByRole('button', { name: 'Add selected products' }).click();
  // Picked products join in the products page's order (newest first).
  await expect(rowNames(page)).toHaveText(['E2E Hat', 'E2E Scarf']);
  await dialog.getByRole('button', { name: 'Save products' }).click();
  await expect(manager(page).getByText('Products saved.')).toBeVisible();

  // Pin one, then the other: the first unpins.
  const pins = dialog.getByRole('switch', { name: 'Pinned' });
  await pins.nth(0).check();
  await expect(pins.nth(0)).toBeChecked();
  await pins.nth(1).check();
  await expect(pins.nth(1)).toBeChecked();
  await expect(pins.nth(0)).not.toBeChecked();

  // Reorder by keyboard: Space picks up, ArrowDown moves, Space drops.
  await dialog.getByRole('button', { name: 'Reorder E2E Hat' }).focus();
  // dnd-kit measures the list once the item is picked up; give each step a frame or two.
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(rowNames(page)).toHaveText(['E2E Scarf', 'E2E Hat']);

  // Reorder by mouse: drag the Hat handle above the Scarf row.
  const handle = dialog.getByRole('button', { name: 'Reorder E2E Hat' });
  const target = dialog.locator('.feed-row', { hasText: 'E2E Scarf' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 10 });
  await page.mouse.up();
  await expect(rowNames(page)).toHaveText(['E2E Hat', 'E2E Scarf']);
  await dialog.getByRole('button', { name: 'Save products' }).click();
  await expect(manager(page).getByText('Products saved.').first()).toBeVisible();

  // Overlapping timings (detailed view) are refused with the spec's message.
  await dialog.getByText('Detailed').click();
  await dialog.getByLabel('First start of E2E Scarf').fill('00:00:10');
  await dialog.getByLabel('First end of E2E Scarf').fill('00:01:00');
  await dialog.getByLabel('First start of E2E Hat').fill('00:00:30');
  await dialog.getByLabel('First end of E2E Hat').fill('00:02:00');
  await expect(dialog.getByText('This timeframe is blocked by other product')).toHaveCount(2);
  await dialog.getByLabel('First start of E2E Hat').fill('00:01:00');
  await expect(dialog.getByText('This timeframe is blocked by other product')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save products' }).click();
  await expect(manager(page).getByText('Products saved.').first()).toBeVisible();

  // Import a Merchant Center feed served by this test: 3 imported, 1 rejected.
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await add.getByLabel('Feed URL').fill(feedUrl);
  await add.getByRole('button', { name: 'Import' }).click();
  await expect(add.getByRole('status').getByText('3 products successfully imported.')).toBeVisible();
  // The skipped row is listed with its number and reason (issue 21 §6).
  await expect(add.getByRole('row', { name: /^4\b.*Name is required\./ })).toBeVisible();
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(rowNames(page)).toHaveText([
    'E2E Hat',
    'E2E Scarf',
    'Feed item 1',
    'Feed item 2',
    'Feed item 3',
  ]);

  // Delete a product in use: its player is listed and links to the editor.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Delete E2E Scarf' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(confirm.getByRole('link', { name: 'Products Spec Player' })).toHaveAttribute(
    'href',
    `/stream/${playerId}`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product removed successfully.')).toBeVisible();
  await expect(page.locator('.product-row', { hasText: 'E2E Scarf' })).toHaveCount(0);
});
