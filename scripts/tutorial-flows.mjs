// The flows `scripts/record-tutorials.mjs` records, one per tutorial of
// packages/server/src/learning/tutorials.json (keyed by videoId). Each gets `{ page, caption,
// pause, posterHere, t }` on a signed-in demo account of a fresh product and only looks and clicks:
// no flow changes data, so the recordings match the seeded demo. Captions are the tutorial's
// spoken text, written here in English and shown in the recording's language
// (scripts/tutorial-captions.mjs); they also become its WebVTT captions. Controls are found by
// their names in that language: `t('players.search')` is the dashboard's catalogue text of a key
// (`host.…` for the host app's), so one flow records every language.

/** Scrolls the page's main area down in small steps so the viewer can follow. */
async function scrollThrough(page, steps = 4, px = 260) {
  for (let i = 0; i < steps; i += 1) {
    await page.mouse.wheel(0, px);
    await page.waitForTimeout(450);
  }
}

/** A catalogue text with `{{name}}` interpolations as a whole-name pattern (any text stands in for each). */
const namePattern = (text) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** Opens the editor of the demo player with this title. */
async function openPlayer(page, t, title) {
  await page.goto('/streams');
  await page.getByLabel(t('players.search')).fill(title);
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/stream\/\d+$/);
  await page.getByLabel(t('playerEditor.fields.title')).waitFor();
}

export const FLOWS = {
  async 'dashboard-tour'({ page, caption, pause, posterHere, t }) {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: t('host.menu.label') }).waitFor();
    // The widgets load after the menu: the first caption speaks of them, so they are on screen.
    const viewAll = page.getByRole('link', { name: t('dashboard.viewAll') }).first();
    await viewAll.waitFor();
    await caption('This is your dashboard: usage, players and statistics at a glance.');
    await posterHere();
    await viewAll.hover();
    await caption('The players widget shows your latest players; View all opens the full list.');
    await scrollThrough(page, 3);
    await caption('Statistics chart the last days; top products show what viewers click.');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('host.header.newPlayer') })
      .hover();
    await caption('New player in the header starts a new live stream, video or ad.');
    await pause();
  },

  async 'players-list'({ page, caption, pause, posterHere, t }) {
    await page.goto('/streams');
    await page.getByRole('heading', { name: t('players.title') }).waitFor();
    await caption('The players list holds every player of your account.');
    await posterHere();
    await page.getByLabel(t('players.search')).pressSequentially('Demo', { delay: 120 });
    await caption('Search by title, customer or campaign.');
    await page.getByLabel(t('players.search')).fill('');
    await caption('Filter by orientation and status; the list remembers your choice.');
    await scrollThrough(page, 2);
    await caption('Click a player to open it in the editor.');
    await pause();
  },

  async 'player-editor'({ page, caption, pause, posterHere, t }) {
    await openPlayer(page, t, 'Kitchen Gadgets Replay');
    await caption('The editor: general settings first, then details and notification.');
    await posterHere();
    await page.getByLabel(t('playerEditor.fields.title')).hover();
    await caption('Each change shows in the live preview on the right.');
    await scrollThrough(page, 4);
    await caption('Nothing reaches viewers until you press Save.');
    await page
      .getByRole('button', { name: t('playerEditor.save'), exact: true })
      .first()
      .hover();
    await pause();
  },

  async 'preview-devices'({ page, caption, pause, posterHere, t }) {
    await openPlayer(page, t, 'Kitchen Gadgets Replay');
    await caption('The preview is the real viewer player with your unsaved settings.');
    const mobile = page.getByRole('button', { name: t('playerEditor.preview.mobile'), exact: true });
    await mobile.scrollIntoViewIfNeeded();
    await mobile.click();
    await posterHere();
    await caption('Mobile lays it out at 375 pixels wide, as on a phone.');
    await page.getByRole('button', { name: t('playerEditor.preview.desktop'), exact: true }).click();
    await caption('Desktop shows it at 1024 pixels, with the product sidebar.');
    await pause();
  },

  async products({ page, caption, pause, posterHere, t }) {
    await page.goto('/products');
    await page.getByRole('heading', { name: t('products.title'), exact: true }).waitFor();
    await caption('Products are kept once for the whole account.');
    await posterHere();
    await scrollThrough(page, 2);
    await caption('Add them by hand, from a product page link, or from a Merchant feed.');
    await openPlayer(page, t, 'Kitchen Gadgets Replay');
    const manage = page.getByRole('button', { name: t('productManager.manage') });
    await manage.scrollIntoViewIfNeeded();
    await manage.hover();
    await caption('In the editor, Manage products picks this player’s products, in its currency.');
    await pause();
  },

  async 'embed-codes'({ page, caption, pause, posterHere, t }) {
    await openPlayer(page, t, 'Kitchen Gadgets Replay');
    const destinations = page.getByRole('heading', { name: t('playerEditor.destinations.title') });
    await destinations.scrollIntoViewIfNeeded();
    await caption('Destinations: the viewer link and the embed codes of this player.');
    await posterHere();
    await scrollThrough(page, 2, 200);
    await caption('Inline sits in your page; floating opens in a corner of every page.');
    await caption('Copy a code into your site’s HTML and the player loads by itself.');
    await pause();
  },

  async reports({ page, caption, pause, posterHere, t }) {
    await page.goto('/report');
    const chart = page.getByRole('button', { name: namePattern(t('reports.chart.chartPlayer')) }).first();
    await chart.waitFor();
    await caption('The report lists every player with viewers, impressions and clicks.');
    await posterHere();
    await chart.click();
    await caption('The chart button draws a player’s days, the previous period dashed.');
    await scrollThrough(page, 2);
    await caption('Narrow the period and download the table as CSV.');
    await pause();
  },

  async 'forms-subscribers'({ page, caption, pause, posterHere, t }) {
    await page.goto('/forms');
    await page.getByRole('heading', { name: t('forms.title'), level: 1 }).waitFor();
    await pause(1000);
    await posterHere();
    await caption('Forms collect subscribers inside your players.');
    await scrollThrough(page, 2);
    await page.goto('/subscribers');
    await page.getByRole('heading', { name: t('subscribers.title'), level: 1 }).waitFor();
    await pause(1000);
    await caption('Subscribers: download the list of each player as CSV.');
    await pause();
  },

  async 'profile-fonts'({ page, caption, pause, posterHere, t }) {
    await page.goto('/profile');
    await page.getByRole('navigation', { name: t('host.profileMenu.label') }).waitFor();
    await caption('Your profile: plan, renewal date and account details.');
    await posterHere();
    await scrollThrough(page, 3);
    await caption('Change your password at the bottom of the page.');
    await page
      .getByRole('navigation', { name: t('host.profileMenu.label') })
      .getByRole('link', { name: t('host.menu.fonts') })
      .click();
    await pause(1200);
    await caption('Fonts: upload your brand’s fonts once, use them in every player.');
    await pause();
  },
};
