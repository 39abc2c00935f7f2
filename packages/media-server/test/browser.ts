/**
 * Test helpers: bundles test/page/page.ts with esbuild, serves it over HTTP on loopback and launches
 * Debian Chromium (`/usr/bin/chromium`, fake camera/microphone, headless) with playwright-core.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));

/** Bundled page script (IIFE). */
export async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [join(here, 'page/page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export interface TestBrowser {
  browser: Browser;
  pageUrl: string;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the page server and Chromium. */
export async function startBrowser(): Promise<TestBrowser> {
  const script = await bundlePage();
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>loading</title></head><body><script>${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`;
  const server: Server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--no-sandbox',
    ],
  });
  return {
    browser,
    pageUrl,
    newPage: async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(pageUrl);
      await page.waitForFunction(() => document.title === 'ready');
      return page;
    },
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
