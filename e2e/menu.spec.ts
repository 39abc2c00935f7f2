import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { accountMenuRoutes, SPEC_ROUTES } from '../packages/host-app/src/routes';
import { signIn } from './helpers';

/** English labels of the menu entries, in the order of 000 §2. */
const MENU_LABELS: Record<string, string | RegExp> = {
  '/dashboard': 'Dashboard',
  '/connected-platforms': 'Connected platforms',
  // Followed by "Paid service" for plans without payment integration (000 §2).
  '/payments': /^\s*Payments/,
  '/forms': 'Forms',
  '/report': 'Report',
  '/learning-center': 'Learning center',
  '/profile': 'Profile',
};
const ACCOUNT_LABELS: Record<string, string> = {
  '/profile': 'Profile',
  '/profile/fonts': 'Fonts',
  '/products': 'Products',
  '/subscribers': 'Subscribers',
};

/** The menu 000 §2 lists, left to those whose route is built (and allow-listed ones for the allow-list). */
const expectedMenu = (allowListed: boolean) =>
  Object.keys(MENU_LABELS)
    .filter((path) => {
      const route = SPEC_ROUTES.find((r) => r.path === path);
      return route?.built && (!route.allowListOnly || allowListed);
    })
    .map((path) => MENU_LABELS[path] ?? path);

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the menu lists the spec’s entries in order, built routes only; Connected platforms for the allow-list', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link')).toHaveText(expectedMenu(true));
  await page.context().clearCookies();
  await signIn(page, 'other@smuc.test');
  await expect(nav.getByRole('link')).toHaveText(expectedMenu(false));
});

test('the name in the header opens the account menu from the keyboard', async ({ page }) => {
  await signIn(page);
  const name = page.getByRole('banner').getByRole('button', { name: 'Dora Demo' });
  await name.focus();
  await page.keyboard.press('Enter');
  // The menu is named by its button.
  const menu = page.getByRole('menu', { name: 'Dora Demo' });
  await expect(menu).toBeVisible();
  const items = [...accountMenuRoutes().map((r) => ACCOUNT_LABELS[r.path] ?? r.path), 'Log out'];
  await expect(menu.getByRole('menuitem')).toHaveText(items);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expectAccessible(page);
  // Escape closes it and gives focus back to the name.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(name).toBeFocused();
  // ArrowDown opens it on the first item; arrow down to Fonts and open it. Each step waits for the
  // focus to move, so a press is never made while the menu is still opening.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (let i = 1; i <= items.indexOf('Fonts'); i++) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(i)).toBeFocused();
  }
  await expect(menu.getByRole('menuitem', { name: 'Fonts' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/fonts$/);
  await expect(menu).toBeHidden();
});

test('the account menu loads on first touch and opens from a press made while it loads (issue 18)', async ({
  page,
}) => {
  // The menu's code (React Aria's menu) is held back until released, as on a slow connection.
  const requested: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/AccountMenuPopup-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await signIn(page);
  const name = page.getByRole('banner').getByRole('button', { name: 'Dora Demo' });
  await expect(page.locator('smuc-dashboard')).toBeVisible();
  // Before paint and until touched, the name is a plain menu button and the menu's code is not fetched.
  await expect(name).toHaveAttribute('aria-haspopup', 'true');
  await expect(name).toHaveAttribute('aria-expanded', 'false');
  expect(requested).toEqual([]);
  await name.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => requested.length).toBe(1);
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  // It opens once there, focus on the first item as with the menu's own Enter; Escape gives it back.
  const menu = page.getByRole('menu', { name: 'Dora Demo' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(name).toBeFocused();
});

test('the packages page shows the four plans with the account’s marked', async ({ page }) => {
  await signIn(page, 'other@smuc.test');
  await page.goto('/packages');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText([
    'Free',
    'Basic',
    'Business',
    'Enterprise',
  ]);
  const current = plans.locator('[aria-current="true"]');
  await expect(current.getByRole('heading')).toHaveText('Free');
  await expect(current).toContainText('Current plan');
  // This server has no PRICING_URL: no upgrade call to action.
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the account menu switches the dashboard language, remembered on the account', async ({ page }) => {
  await signIn(page, 'other@smuc.test');
  const choose = async (account: string, language: string) => {
    await page.getByRole('banner').getByRole('button', { name: account }).click();
    await page.getByRole('menuitemradio', { name: language }).click();
  };
  const account = (await page.getByRole('banner').locator('.account-name').textContent()) ?? '';
  try {
    await choose(account, 'Magyar');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Új lejátszó' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    // Remembered on the account: a new page load still speaks Hungarian, the elements too.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Főmenü' })).toBeVisible();
    await expect(page.locator('smuc-dashboard')).toHaveAttribute('lang', 'hu');
    await choose(account, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  } finally {
    await choose(account, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});

test('a long menu label wraps beside its icon, not under it (issue 30 defect 13: hu, de)', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const setLanguage = (language: string) =>
    page.request.put('/smucrestapi/v2/user/language', {
      data: { language },
      headers: { origin: baseURL ?? '' },
    });
  try {
    for (const [language, label] of [
      ['hu', 'Csatlakoztatott platformok'],
      ['de', 'Verbundene Plattformen'],
    ] as const) {
      expect((await setLanguage(language)).status()).toBe(200);
      await page.reload();
      const link = page.locator('#main-menu a', { hasText: label });
      // Every label starts beside its icon, on the icon's row, however many lines it takes.
      for (const entry of await page.locator('#main-menu a').all()) {
        const icon = await entry.locator('svg').first().boundingBox();
        const text = await entry.locator('.menu-label').boundingBox();
        const name = (await entry.textContent()) ?? '';
        expect(icon && text, name).toBeTruthy();
        if (!icon || !text) continue;
        expect(text.x, `${name} starts after its icon`).toBeGreaterThanOrEqual(icon.x + icon.width);
        expect(text.y, `${name} starts on its icon's row`).toBeLessThan(icon.y + icon.height);
      }
      await expect(link).toBeVisible();
    }
  } finally {
    await setLanguage('en');
  }
});
