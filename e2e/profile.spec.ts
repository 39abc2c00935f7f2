import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

// 000 §2 Profile: /profile with its side menu of the built profile pages and a logout entry; §6: a
// masqueraded session gets "Take off the mask (logout)" and no change-password form.

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the profile page: account details beside a side menu of Profile, Orders, Subscription, Payment methods, Fonts and Log out', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const side = page.getByRole('navigation', { name: 'Profile pages' });
  // The side menu in the spec's order (000 §2); the billing pages are there for a subscription account.
  await expect(side.getByRole('link')).toHaveText([
    'Profile',
    'Orders',
    'Subscription',
    'Payment methods',
    'Fonts',
  ]);
  await expect(side.getByRole('button')).toHaveText('Log out');
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Dora');
  await expectAccessible(page);

  await side.getByRole('link', { name: 'Fonts' }).click();
  await expect(page).toHaveURL(/\/profile\/fonts$/);
  await expect(page.getByRole('heading', { name: 'Custom fonts' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Fonts' })).toHaveAttribute('aria-current', 'page');

  // Log out asks first; No keeps the session.
  await side.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/fonts$/);
  await side.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a saved name reaches the header; masqueraded, the side menu takes the mask off and the password form is gone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Dorina');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data has been saved successfully!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dorina Demo' })).toBeVisible();
  await page.getByLabel('First name').fill('Dora');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dora Demo' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'staff@smuc.test');
  await page.goto('/staff/accounts');
  await page.getByLabel('Search by e-mail, name or company').fill('demo@');
  await page.getByRole('button', { name: 'Masquerade as demo@smuc.test' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const dismiss = page.getByRole('alertdialog').getByRole('button', { name: /I understand/ });
  await expect(dismiss).toBeEnabled({ timeout: 12_000 });
  await dismiss.click();
  await page.goto('/profile');
  const side = page.getByRole('navigation', { name: 'Profile pages' });
  await expect(side.getByRole('button')).toHaveText('Take off the mask (logout)');
  await expect(page.getByLabel('First name')).toHaveValue('Dora');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByText('Saving is disabled while staff view the account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  await expectAccessible(page);
});
