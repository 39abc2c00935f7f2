/**
 * Runs the platform stand-ins as a process for browser tests (component and e2e suites), seeded
 * with one Facebook user (`EAAuser`: an administered page and one without MANAGE) and one Google
 * code (`4/0Acode` → channel `UCchan`), with Stripe's and a transcription endpoint's stand-ins.
 * Prints `STANDINS <json>` with the URLs once listening.
 * Usage: `tsx serve.ts [port]`.
 */
import { startTranscribeStandIn } from '../../captions/testing/transcribe-stand-in';
import { startStripeStandIn } from '../../payments/testing/stripe-stand-in';
import { startPlatformStandIns } from './stand-ins';

const port = Number(process.argv[2] ?? 0);
const standIns = await startPlatformStandIns(
  {
    facebook: process.env.STANDIN_FB_INGEST ?? 'rtmps://127.0.0.1:1/rtmp/',
    youtube: process.env.STANDIN_YT_INGEST ?? 'rtmp://127.0.0.1:1/live2',
  },
  port,
);
standIns.facebookUsers.push({
  token: 'EAAuser',
  pages: [
    {
      id: '111',
      name: 'Shop Page',
      access_token: 'EAApage111secret',
      tasks: ['CREATE_CONTENT', 'MODERATE', 'MANAGE'],
    },
    { id: '222', name: 'Fan Page', access_token: 'EAApage222secret', tasks: ['ANALYZE', 'CREATE_CONTENT'] },
  ],
});
standIns.googleCodes.set('4/0Acode', {
  refreshToken: '1//refresh-yt-secret',
  channel: { id: 'UCchan', title: 'My Channel' },
});
// Stripe (issue 14): one secret key it knows, for adding a payment provider in browser tests.
const stripe = await startStripeStandIn();
stripe.accepted.add('sk_test_51BrowserStandInKey00004242');
// Its publishable key, with which the browser's Stripe.js stand-in confirms a PaymentIntent (issue 14 §2).
stripe.accepted.add('pk_test_51BrowserStandInKey00004242');
// The transcription endpoint (issue 34 §1): "Generate captions" is offered and answered.
const transcribe = await startTranscribeStandIn();
console.log(
  `STANDINS ${JSON.stringify({
    graphUrl: standIns.graphUrl,
    tokenUrl: standIns.tokenUrl,
    youtubeUrl: standIns.youtubeUrl,
    stripeHost: stripe.host,
    stripePort: stripe.port,
    transcribeUrl: transcribe.url,
  })}`,
);
process.on(
  'SIGTERM',
  () => void Promise.all([standIns.close(), stripe.close(), transcribe.close()]).then(() => process.exit(0)),
);
