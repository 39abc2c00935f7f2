import { expect, test } from '@playwright/test';
import { createThroughSelector, signIn } from './helpers';

test('demo account: dashboard, create, rename, find, filter and batch delete players', async ({ page }) => {
  // The specs share one database: a tag unique to this run keeps the search to our two players.
  const tag = `Qz${Date.now().toString(36)}`;
  await signIn(page);

  // The dashboard shows the seeded players and non-zero widgets.
  await expect(page.getByRole('heading', { name: 'My Players' })).toBeVisible();
  await expect(page.locator('.player-card')).toHaveCount(3);
  await expect(page.locator('.usage-number')).not.toHaveText(/^0$/);
  await expect(page.locator('.top-products-list li').first()).toBeVisible();
  await expect(page.locator('.bar-chart canvas')).toBeVisible();

  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/streams$/);
  await expect(page.getByRole('heading', { name: /All Players/ })).toBeVisible();

  // Create a Video Ad, rename it and save.
  const adId = await createThroughSelector(page, 'Video Ad');
  await page.getByLabel('Player name').fill(`${tag} Video Ad`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful saving.')).toBeVisible();

  // Create a Photo Ad and rename it too.
  await page.goto('/streams');
  const photoId = await createThroughSelector(page, 'Photo Ad');
  expect(photoId).not.toBe(adId);
  await page.getByLabel('Player name').fill(`${tag} Photo Ad`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful saving.')).toBeVisible();

  // Both show in the list; a lowercase fragment finds them; the type filter narrows.
  await page.goto('/streams');
  await page.getByLabel('Search players').fill(tag.toLowerCase());
  await expect(page.locator('.player-tile')).toHaveCount(2);
  await page.getByLabel('Search players').fill(`${tag.toLowerCase()} photo`);
  await expect(page.locator('.player-tile')).toHaveCount(1);
  await expect(page.locator('.tile-title')).toHaveText(`${tag} Photo Ad`);
  await page.getByLabel('Search players').fill(tag.toLowerCase());
  await page.getByLabel('Player Type').selectOption('ad');
  await expect(page.locator('.player-tile')).toHaveCount(1);
  await expect(page.locator('.tile-title')).toHaveText(`${tag} Video Ad`);
  await page.getByLabel('Player Type').selectOption('all');
  await expect(page.locator('.player-tile')).toHaveCount(2);

  // Batch delete both with the progress modal.
  await page.getByRole('button', { name: 'Batch actions' }).click();
  await page.getByLabel(`Select ${tag} Video Ad`).check();
  await page.getByLabel(`Select ${tag} Photo Ad`).check();
  await page.getByLabel('Batch action', { exact: true }).selectOption('delete');
  await page.getByRole('button', { name: 'Apply' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 players?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const modal = page.getByRole('dialog', { name: 'Deletion in progress' });
  await expect(modal.getByText('2 out of 2 deleted.')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // Reload: gone, on the page and on the server.
  await page.reload();
  await page.getByLabel('Search players').fill(tag.toLowerCase());
  await expect(
    page.getByText('Filtering did not yield any results. Please refine your filter criteria.'),
  ).toBeVisible();
  for (const id of [adId, photoId]) {
    const res = await page.request.get(`/smucrestapi/v2/stream/${id}`);
    expect(res.status()).toBe(404);
  }
});

test("another account sees none of the demo account's players, in the UI or through the API", async ({
  page,
  browser,
}) => {
  // Collect the demo account's ids first.
  const demo = await browser.newContext();
  const demoPage = await demo.newPage();
  await signIn(demoPage);
  const demoList = await (await demoPage.request.get('/smucrestapi/v2/my-streams?per_page=100')).json();
  const demoIds: number[] = demoList.data.items.map((s: { id: number }) => s.id);
  const demoTitles: string[] = demoList.data.items.map((s: { title: string }) => s.title);
  expect(demoIds.length).toBeGreaterThan(5);
  await demo.close();

  await signIn(page, 'other@smuc.test');
  await page.goto('/streams');
  await expect(page.locator('.player-tile')).toHaveCount(3);
  for (const title of await page.locator('.tile-title').allTextContents())
    expect(demoTitles).not.toContain(title);

  for (const id of demoIds) {
    const get = await page.request.get(`/smucrestapi/v2/stream/${id}`);
    expect(get.status()).toBe(404);
    const put = await page.request.put(`/smucrestapi/v2/stream/${id}`, { data: { title: 'hijacked' } });
    expect(put.status()).toBe(404);
    const del = await page.request.delete(`/smucrestapi/v2/stream/${id}`);
    expect(del.status()).toBe(404);
  }
  // The editor route for a demo player goes back to the dashboard with the spec's message.
  await page.goto(`/stream/${demoIds[0]}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('The requested stream was not found.')).toBeVisible();
});
