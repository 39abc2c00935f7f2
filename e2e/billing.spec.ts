import { expect, test } from '@playwright/test';
import { createThroughSelector, signIn } from './helpers';
import { routeStripe } from './stripe';

// Issue 14 §3, §4: billing in the profile against the real server and `stripe` client, with Stripe
// replaced at the HTTP boundary (the Stripe stand-in) and Stripe.js by a stand-in script.
test.use({ locale: 'en-US' });

test('adds a card in the profile and turns on extra viewers', async ({ page }) => {
  await routeStripe(page);
  await signIn(page);

  // Without a card on file the switch reverts and the add-card checkout opens (001 §4).
  const id = await createThroughSelector(page, 'Video Ad');
  const details = page.getByRole('button', { name: /^Details/ });
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  const extra = page.getByRole('switch', { name: 'Allow extra viewers' });
  await expect(extra).not.toBeChecked();
  await extra.click();
  const checkout = page.getByRole('dialog', { name: 'Add a card' });
  await expect(checkout).toBeVisible();
  await expect(extra).not.toBeChecked();
  await checkout.getByRole('button', { name: 'Cancel' }).click();

  // The profile's payment methods: add a card through the Payment Element.
  await page.goto('/profile/payment-methods');
  await expect(page.getByText('There are no cards on file yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  // A declined card: Stripe's words, and nothing kept.
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add card' }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('.saved-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Visa •••• 4242');
  await expect(card).toContainText('Default');
  await expect(card).toContainText(/Expires 08\/\d{4}/);

  // Now the switch stays on and saves with the player.
  await page.goto(`/stream/${id}`);
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  await extra.click();
  await expect(extra).toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Successful saving.')).toBeVisible();
  const saved = await (await page.request.get(`/smucrestapi/v2/stream/${id}`)).json();
  expect(saved.data.allow_extra_viewers).toBe(true);

  // The orders and subscription pages are in the profile's menu (no invoices yet on this account).
  await page.goto('/profile');
  const menu = page.getByRole('navigation', { name: 'Profile pages' });
  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible();
  await menu.getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();

  // Deleting the card, with the spec's text.
  await menu.getByRole('link', { name: 'Payment methods' }).click();
  await page.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment method deleted successfully.')).toBeVisible();
  await expect(page.locator('.saved-card')).toHaveCount(0);
});
