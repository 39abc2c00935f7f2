import { expect, type Page, test } from '@playwright/test';
import { signIn, typeSegments } from './helpers';

// The browser runs in New York; the player is scheduled in Tokyo (001 §5: dates are read in the
// stream's time zone, not the browser's).
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const saveError = (page: Page) => page.locator('.save-error');
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

async function openSection(page: Page, name: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

test('player editor: save checks, values kept across a reload, type change, leave prompt, duplicate and delete', async ({
  page,
}) => {
  // Eight saves, two reloads and a duplicate: past the default 60 s on a loaded 2-core machine.
  test.slow();
  await signIn(page);

  // Check 4: a new playback has no uploaded video yet.
  await page.goto('/stream/new?type=playback');
  await expect(page).toHaveURL(/\/stream\/\d+$/);
  await save(page);
  await expect(saveError(page)).toHaveText(
    'You have to upload a video for your playback stream before saving!',
  );

  // A seeded playback (with its video) whose start has passed.
  const found = await page.request.get('/smucrestapi/v2/my-streams?search=kitchen%20gadgets');
  const id = (await found.json()).data.items[0].id as number;
  await page.goto(`/stream/${id}`);
  await expect(page.getByLabel('Player name')).toHaveValue('Kitchen Gadgets Replay');

  // Its start is not checked again: a replay that has played saves its other fields as they are.
  await save(page);
  await expect(page.getByText('Successful saving.')).toBeVisible();
  await expect(saveError(page)).toHaveCount(0);

  // Check 3: a start the save sets must be later than now.
  await typeSegments(page, 'Start date', '01012020');
  await save(page);
  await expect(saveError(page)).toHaveText('Stream start date must be later than the current time!');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Toky');
  await page.getByRole('option', { name: '(GMT+09:00) Asia/Tokyo' }).click();
  await typeSegments(page, 'Start date', '12252030');
  await typeSegments(page, 'Start time', '2230');
  // An end before the start rolls to the next day, with the warning.
  await typeSegments(page, 'End time', '0100');
  await expect(page.getByText('the playback ends on the next day')).toBeVisible();

  // Check 5: custom size bounds.
  await page.getByLabel('Orientation').selectOption('2');
  await page.getByLabel('Maximum width (px)').fill('100');
  await page.getByLabel('Maximum height (px)').fill('100');
  await save(page);
  await expect(saveError(page)).toHaveText(
    'Invalid maximum width specified. Value must be between 320 and 2000.',
  );
  await page.getByLabel('Maximum width (px)').fill('800');
  await save(page);
  await expect(saveError(page)).toHaveText(
    'Invalid maximum height specified. Value must be between 180 and 2000.',
  );
  await page.getByLabel('Maximum height (px)').fill('450');

  // Check 6: the countdown box needs the notification email.
  await openSection(page, 'Notification');
  await page.getByLabel('Show the countdown box').check();
  await page.getByLabel('Notification email subject').fill('We are live');
  await save(page);
  await expect(saveError(page)).toHaveText(
    'The countdown box can only be enabled if you enter a notification email subject and text',
  );
  await page.getByLabel('Notification email text').fill('Join us for the replay.');

  // Check 7: then the privacy policy URL; http:// is prefixed on blur.
  await save(page);
  await expect(saveError(page)).toHaveText('You have to enter the Privacy Policy URL');
  await openSection(page, 'Details');
  await page.getByLabel('Privacy policy URL').fill('shop.example/privacy');
  await page.getByLabel('Privacy policy URL').blur();
  await expect(page.getByLabel('Privacy policy URL')).toHaveValue('http://shop.example/privacy');

  // Check 8: a customer needs a campaign.
  await page.getByRole('combobox', { name: 'Customer' }).fill('E2E Customer');
  await page.getByRole('combobox', { name: 'Customer' }).press('Escape');
  await page.getByRole('combobox', { name: 'Campaign' }).fill('');
  await save(page);
  await expect(saveError(page)).toHaveText(
    'If the Customer field is provided, the Campaign field is also required!',
  );
  await page.getByRole('combobox', { name: 'Campaign' }).fill('E2E Campaign');
  await page.getByRole('combobox', { name: 'Campaign' }).press('Escape');

  await save(page);
  await expect(page.getByText('Successful saving.').first()).toBeVisible();
  await expect(saveError(page)).toHaveCount(0);

  // Everything is kept, dates in the player's zone (not New York's).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('(GMT+09:00) Asia/Tokyo');
  await expect(page.getByRole('group', { name: 'Start date' })).toHaveText(/12\D*25\D*2030/);
  await expect(page.getByRole('group', { name: 'Start time' })).toHaveText(/22\D*30/);
  await expect(page.getByRole('group', { name: 'End time' })).toHaveText(/01\D*00/);
  await expect(page.getByText('the playback ends on the next day')).toBeVisible();
  await expect(page.getByLabel('Maximum width (px)')).toHaveValue('800');
  await expect(page.getByLabel('Maximum height (px)')).toHaveValue('450');
  const api = await (await page.request.get(`/smucrestapi/v2/stream/${id}`)).json();
  expect(api.data).toMatchObject({
    timezone: 'Asia/Tokyo',
    start_date: '2030-12-25T13:30:00.000Z',
    end_date: '2030-12-25T16:00:00.000Z',
    orientation: 2,
    max_width: 800,
    max_height: 450,
    show_countdown_box: true,
    notification_email_subject: 'We are live',
    notification_email_text: 'Join us for the replay.',
    privacy_policy_url: 'http://shop.example/privacy',
    customer: 'E2E Customer',
    campaign: 'E2E Campaign',
  });
  await openSection(page, 'Notification');
  await expect(page.getByLabel('Show the countdown box')).toBeChecked();
  await expect(page.getByLabel('Notification email text')).toHaveValue('Join us for the replay.');
  await openSection(page, 'Details');
  await expect(page.getByRole('combobox', { name: 'Campaign' })).toHaveValue('E2E Campaign');

  // Type change: live clears the end, playback sets it one hour after the start.
  await openSection(page, 'General');
  await page.getByLabel('Type').selectOption('0');
  await expect(page.getByRole('group', { name: 'End time' })).toHaveCount(0);
  await page.getByLabel('Type').selectOption('1');
  await expect(page.getByRole('group', { name: 'End time' })).toHaveText(/23\D*30/);

  // Leaving with unsaved changes asks first; dismissing stays.
  let prompt = '';
  page.once('dialog', (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => prompt).toBe('Do you really want to leave? You have unsaved changes!');
  await expect(page).toHaveURL(new RegExp(`/stream/${id}$`));

  // Saved again, it can be duplicated: the copy opens.
  await save(page);
  await expect(page.getByText('Successful saving.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Successful duplicating.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/stream/${id}$`));
  await expect(page.getByLabel('Player name')).toHaveValue('Kitchen Gadgets Replay (copy)');
  const copyId = Number(page.url().split('/').pop());

  // Delete the copy after the confirmation.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete player' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Stream deleted successfully.')).toBeVisible();
  expect((await page.request.get(`/smucrestapi/v2/stream/${copyId}`)).status()).toBe(404);
});

test('player editor on mobile: the header carries Duplicate and Delete (000 §2)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  const created = await page.request.post('/smucrestapi/v2/stream', {
    data: { kind: 'embed', title: 'Mobile header player', timezone: 'Europe/Budapest' },
  });
  const id = (await created.json()).data.id as number;
  await page.goto(`/stream/${id}`);
  const header = page.getByRole('banner');
  await expect(page.getByLabel('Player name')).toHaveValue('Mobile header player');
  // The action bar hides Delete on mobile; the header offers both.
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Successful duplicating.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/stream/${id}$`));
  await expect(page.getByLabel('Player name')).toHaveValue('Mobile header player (copy)');

  await header.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete player' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Stream deleted successfully.')).toBeVisible();
});
