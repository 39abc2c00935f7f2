/**
 * Runs the Stripe stand-in as a process for the end-to-end suite (issue 14): `tsx serve-stripe.ts
 * PORT` listens on 127.0.0.1:PORT and knows the keys of `E2E_STRIPE_KEYS` (the product's own test
 * secret and publishable key; the browser's Stripe.js stand-in confirms with the publishable one).
 * Prints `STRIPE <port>` once listening; stops on SIGTERM.
 */
import { E2E_STRIPE_KEYS } from './e2e-keys';
import { startStripeStandIn } from './stripe-stand-in';

const stripe = await startStripeStandIn(Number(process.argv[2] ?? 0));
for (const key of Object.values(E2E_STRIPE_KEYS)) stripe.accepted.add(key);
console.log(`STRIPE ${stripe.port}`);
process.on('SIGTERM', () => void stripe.close().then(() => process.exit(0)));
