import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_STRIPE_KEYS } from '../packages/server/src/payments/testing/e2e-keys';

/** Where the e2e Stripe stand-in listens (started by playwright.config.ts next to the server). */
export const STRIPE_STAND_IN_PORT = Number(process.env.E2E_PORT ?? 18180) + 3;
export { E2E_STRIPE_KEYS };

const standInScript = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8');

/**
 * Stripe in the browser, offline: `https://js.stripe.com/**` answers the Stripe.js stand-in
 * (e2e/stripe-js-stand-in.js) and `https://api.stripe.com/**` is sent to the local Stripe stand-in
 * the server also calls, so what the browser confirms is what the server then reads.
 */
export async function routeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standInScript }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    const response = await fetch(`http://127.0.0.1:${STRIPE_STAND_IN_PORT}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: {
        authorization: request.headers().authorization ?? '',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    await route.fulfill({
      status: response.status,
      contentType: 'application/json',
      headers: cors,
      body: await response.text(),
    });
  });
}
