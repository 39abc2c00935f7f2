import { expect, type Page, test } from '@playwright/test';
import { BUILT_ROUTES } from './built-routes';
import { signIn } from './helpers';
import { ensureTutorialRecorded } from './tutorials';

/**
 * Every route of 000 §2 for the demo account (issue 12 "Done means"), but the
 * children of /profile that belong to money (their own issue) and /stream/new (it creates a player):
 * each must render its area (an h1 that is not "Page not found", or the editor's name field), log no
 * console error, and at 375 px never scroll sideways; in each editor the product manager's modal
 * must be drawn above every other layer.
 */

/** One demo player of each kind the editor shows differently (000 §2 /stream/{id}). */
const EDITOR_TITLES = [
  'Black Friday Live Shopping',
  'Kitchen Gadgets Replay',
  'How to Style a Scarf',
  'Winter Boots Video Ad',
  'Spring Lookbook Photo Ad',
  'Autumn Collection Launch',
];

async function editorRoutes(page: Page): Promise<string[]> {
  const res = await page.request.get('/smucrestapi/v2/my-streams?per_page=100');
  const body = (await res.json()) as { data: { items: { id: number; title: string }[] } };
  return EDITOR_TITLES.map((title) => {
    const player = body.data.items.find((p) => p.title === title);
    if (!player) throw new Error(`demo player ${title} is missing`);
    return `/stream/${player.id}`;
  });
}

/**
 * Issue 19 §1: an open overlay is painted above every other layer of the page (the host header, the
 * editor's sticky action bar). Opens the editor's product manager and hit-tests its top edge, its
 * middle and its lower edge on screen (where the action bar is) through every open shadow root.
 */
async function expectOverlayOnTop(page: Page, route: string) {
  const open = page.locator('smuc-product-manager').getByRole('button', { name: 'Manage products' });
  await expect(open, route).toBeEnabled();
  await open.click();
  const dialog = page
    .locator('smuc-product-manager')
    .getByRole('dialog', { name: 'Product management for this player' });
  await expect(dialog, route).toBeVisible();
  const under = await dialog.evaluate((d) => {
    const deepHit = (x: number, y: number) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const inside = (node: Node | null) => {
      for (let n = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null))
        if (n === d) return true;
      return false;
    };
    const r = d.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const points: [string, number, number][] = [
      ['top edge', x, Math.max(r.top, 0) + 6],
      ['middle', x, (Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2],
      ['lower edge', x, Math.min(r.bottom, innerHeight) - 6],
    ];
    return points
      .filter(([, px, py]) => !inside(deepHit(px, py)))
      .map(([name, px, py]) => `${name}: ${deepHit(px, py)?.outerHTML.slice(0, 80)}`);
  });
  expect(under, `${route}: the product manager is drawn under another layer`).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog, route).toBeHidden();
}

test.beforeAll(() => {
  test.setTimeout(240_000);
  // The tutorial page plays its recording; without one the page would request a missing video.
  ensureTutorialRecorded('dashboard-tour');
});

for (const width of [1280, 375]) {
  test(`every built route of 000 §2 renders at ${width} px without errors${width === 375 ? ' or sideways scrolling' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await signIn(page);
    const routes = [...BUILT_ROUTES, ...(await editorRoutes(page))];
    for (const route of routes) {
      await page.goto(route);
      if (route.startsWith('/stream/')) {
        await expect(page.getByLabel('Player name'), route).toBeVisible();
        await expectOverlayOnTop(page, route);
      } else {
        const heading = page.locator('h1').first();
        await expect(heading, route).toBeVisible();
        await expect(heading, route).not.toHaveText(/^\s*$/);
      }
      await expect(page.getByRole('heading', { name: 'Page not found' }), route).toHaveCount(0);
      // Let late requests (images, charts, players) settle before reading errors and widths.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      if (width === 375) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${route} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      }
    }
    expect(errors).toEqual([]);
  });
}
