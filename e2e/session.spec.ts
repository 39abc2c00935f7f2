import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a wrong password gets a clear message', async ({ page }) => {
  await page.goto('/login');
  // This server has demo accounts, so the page names the demo sign-in (a server without: the route's test).
  await expect(page.getByText('Demo account: demo@smuc.test / demo1234')).toBeVisible();
  await page.getByLabel('E-mail address').fill('demo@smuc.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('without the logged-in cookie the session-expired page sends you to the login page after 3 s', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
});

test('/ redirects to /dashboard and unknown routes say so', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/stream/not-a-number');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

// Issue 35 §2: the session check leaves from the entry's first module, and the shell's first
// render waits for its answer, so the signed-in shell renders at once: one `/user/me` for the shell
// and the dashboard, and no loading state rendered first (before, it always was).
test('/dashboard with a session: one session check, the shell renders signed in without a loading state first', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenStates: string[] }).seenStates = seen;
    new MutationObserver(() => {
      if (document.querySelector('.page-loading') && !seen.includes('loading')) seen.push('loading');
      if (document.querySelector('smuc-dashboard') && !seen.includes('dashboard')) seen.push('dashboard');
    }).observe(document, { childList: true, subtree: true });
  });
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/smucrestapi/v2/user/me') checks.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(
    page.locator('smuc-dashboard').getByRole('heading', { name: 'Dashboard', level: 1 }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates)).toEqual([
    'dashboard',
  ]);
  expect(checks).toHaveLength(1);
});

test('/stream/new?type=photo_ad creates the player and replaces the address', async ({ page }) => {
  await signIn(page);
  await page.goto('/stream/new?type=photo_ad');
  await expect(page).toHaveURL(/\/stream\/\d+$/);
  await expect(page.locator('.badge', { hasText: 'Photo Ad' })).toBeVisible();
  // The header's create button is hidden on the editor route (000 §2).
  await expect(page.getByRole('banner').getByRole('button', { name: 'New player' })).toHaveCount(0);
});

// Issue 30 defect 6: a reload, Back/Forward or a visit of /stream/new each left another player.
test('/stream/new creates one player per choice: the chooser without a type, once per history entry', async ({
  page,
}) => {
  await signIn(page);
  const total = async () =>
    (await (await page.request.get('/smucrestapi/v2/my-streams?per_page=1')).json()).data.total as number;
  const before = await total();
  // Without a type the page asks; visiting and reloading it creates nothing.
  await page.goto('/stream/new');
  const chooser = page.getByRole('dialog', { name: 'Choose a player type' });
  await expect(chooser).toBeVisible();
  await page.reload();
  await expect(chooser).toBeVisible();
  expect(await total()).toBe(before);
  await chooser.getByText('Photo Ad', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Setup Photo Ad' }).click();
  await expect(page).toHaveURL(/\/stream\/\d+$/);
  expect(await total()).toBe(before + 1);

  // With a type the address is the choice: made once, and Back, Forward and a reload do not repeat it.
  await page.goto('/dashboard');
  await page.goto('/stream/new?type=embed');
  await expect(page).toHaveURL(/\/stream\/\d+$/);
  const made = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(made);
  await page.reload();
  await expect(page).toHaveURL(made);
  expect(await total()).toBe(before + 2);
});

test('leaving the editor with unsaved changes asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/stream/1');
  await page.getByLabel('Player name').fill('Changed but not saved');
  // Record the prompt when it comes, and dismiss it.
  let asked = '';
  page.once('dialog', async (d) => {
    asked = d.message();
    await d.dismiss();
  });
  await page.getByRole('button', { name: 'Exit editor' }).click();
  await expect.poll(() => asked).toBe('Do you really want to leave? You have unsaved changes!');
  await expect(page).toHaveURL(/\/stream\/1$/);
});

test("the browser's Back from the editor with unsaved changes asks first too", async ({ page }) => {
  await signIn(page);
  // Into the editor within the app, so Back stays in this document.
  await page.locator('.player-card').first().click();
  await expect(page).toHaveURL(/\/stream\/\d+$/);
  const editor = page.url();
  await page.getByLabel('Player name').fill('Changed but not saved');
  await expect(page.getByRole('status').filter({ hasText: 'You have unsaved changes.' })).toBeVisible();
  let asked = '';
  page.once('dialog', async (d) => {
    asked = d.message();
    await d.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toBe('Do you really want to leave? You have unsaved changes!');
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('Player name')).toHaveValue('Changed but not saved');
  // Confirming goes back.
  page.once('dialog', (d) => void d.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout asks to confirm and ends the session', async ({ page }) => {
  await signIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Dora Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/smucrestapi/v2/user/me');
  expect(me.status()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the mobile menu opens and closes on navigation; the carousel shows 2 players', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('.player-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(nav).toBeHidden();
  });
});
