import { expect, type Page } from '@playwright/test';

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, email = 'demo@smuc.test', password = 'demo1234') {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Creates a player of a kind through the header's "New player" type selector; answers its id. */
export async function createThroughSelector(page: Page, kindLabel: string): Promise<number> {
  await page.getByRole('banner').getByRole('button', { name: 'New player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a player type' });
  await dialog.getByRole('radio', { name: new RegExp(`^${kindLabel}`) }).check();
  await dialog.getByRole('button', { name: `Setup ${kindLabel}` }).click();
  await expect(page).toHaveURL(/\/stream\/\d+$/);
  return Number(page.url().split('/').pop());
}

/**
 * Chromium's flags for a page that broadcasts from the studio: the usual headless set plus a fake
 * camera and microphone (Chromium's test pattern and beep) with permission granted.
 */
export const FAKE_MEDIA_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Adds the studio element (registered by the dashboard's elements bundle) for a stream, in a mode. */
export function openStudio(page: Page, streamId: number, mode: 'streamer' | 'moderator') {
  return page.evaluate(
    ([id, as]) => {
      const element = document.createElement('smuc-studio');
      element.setAttribute('stream-id', String(id));
      element.setAttribute('mode', as);
      document.body.append(element);
    },
    [streamId, mode] as const,
  );
}

/** Types digits into a React Aria date or time field, starting at its first segment (focused, not clicked). */
export async function typeSegments(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().focus();
  await page.keyboard.type(digits);
}
