// Screenshots of the main screens at 1280 px and 375 px wide, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (the product must be running)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = process.argv[3] ?? '.test-output/screens';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [name, width, height] of [
  ['wide', 1280, 900],
  ['narrow', 375, 812],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${base}/login`);
  await page.screenshot({ path: `${out}/${name}-login.png` });
  await page.getByLabel('E-mail address').fill('demo@smuc.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}-dashboard.png`, fullPage: true });
  for (const [shot, path] of [
    ['streams', '/streams'],
    ['editor', '/stream/1'],
    ['products', '/products'],
    ['forms', '/forms'],
    ['report', '/report'],
    ['subscribers', '/subscribers'],
    ['learning-center', '/learning-center'],
    ['tutorial', '/learning-center/reports'],
    ['stream-tester', '/stream-tester'],
    ['profile', '/profile'],
    ['packages', '/packages'],
  ]) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-${shot}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
