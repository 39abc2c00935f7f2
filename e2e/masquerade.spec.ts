import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/** No axe violations on the page as it stands (dialogs included). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Issue 13 §1, spec 000 §4 and §6: staff find an account on the users admin page, masquerade,
// see the notice once (its button counts down 10 s), get a read-only dashboard, and take the mask off.
test('staff masquerade: accounts page, notice with countdown, read-only header, mask off', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'staff@smuc.test');
  // Staff reach the users admin page from their account menu (issue 30 defect 4: nothing linked it).
  await page.getByRole('banner').getByRole('button', { name: 'Stella Staff' }).click();
  await page.getByRole('menuitem', { name: 'Accounts (staff)' }).click();
  await expect(page).toHaveURL(/\/staff\/accounts$/);
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await page.getByLabel('Search by e-mail, name or company').fill('demo@');
  await expect(page.getByRole('button', { name: 'Masquerade as demo@smuc.test' })).toBeVisible();
  await expectAccessible(page);
  // Staff lift an account's sign-in lock from here (issue 29 §3; the route is audited).
  await page.getByRole('button', { name: 'Lift sign-in lock of demo@smuc.test' }).click();
  await expect(page.locator('.staff-accounts [role="status"]')).toHaveText(
    'Sign-in lock of demo@smuc.test lifted: they can sign in again.',
  );
  await page.getByRole('button', { name: 'Masquerade as demo@smuc.test' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('alertdialog', { name: 'You are viewing this account as staff' });
  await expect(notice).toBeVisible();
  const dismiss = notice.getByRole('button', { name: /I understand/ });
  await expect(dismiss).toBeDisabled();
  await expect(dismiss).toHaveText(/I understand \(\d+ s\)/);
  await expectAccessible(page);
  await expect(dismiss).toBeEnabled({ timeout: 12_000 });
  await dismiss.click();
  await expect(notice).toBeHidden();

  // Read-only: no New player; the account menu's logout entry is replaced.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'New player' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Dora Demo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Accounts (staff)' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Take off the mask (logout)' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Seen once per browser: a reload does not show the notice again.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Dora Demo' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await header.getByRole('button', { name: 'Dora Demo' }).click();
  await page.getByRole('menuitem', { name: 'Take off the mask (logout)' }).click();
  const choice = page.getByRole('alertdialog', { name: 'Take off the mask (logout)' });
  await choice.getByRole('button', { name: 'Go to the users admin page' }).click();
  await expect(page).toHaveURL(/\/staff\/accounts$/);
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Stella Staff' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test('the users admin page is not found for account holders', async ({ page }) => {
  await signIn(page);
  await page.goto('/staff/accounts');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
