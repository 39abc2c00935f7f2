import { resolve } from 'node:path';

/** Runtime settings, all from the environment with embedded defaults. */
export interface Config {
  /** HTTP port; `PORT`, default 8080. */
  port: number;
  /** Interface to bind; `HOST`, default 0.0.0.0. */
  host: string;
  /** Where PGlite and uploads live; `DATA_DIR`, default `./.data`. */
  dataDir: string;
  /** `DATABASE_URL` (postgres://…) switches from PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** Public origin used in links and embed codes; `PUBLIC_URL`, default `http://localhost:PORT`. */
  publicUrl: string;
  /**
   * Origins whose pages may use the signed-in session (credentialed CORS, cookie writes): the
   * product's own (`PUBLIC_URL`) plus the `CORS_ORIGINS` comma list. Any origin may still call the
   * API with a bearer token (issue 13 §2).
   */
  corsOrigins: string[];
  /** Built host app to serve at `/`; `HOST_APP_DIR`. */
  hostAppDir: string;
  /** Built elements bundle to serve at `/embed/`; `ELEMENTS_DIR`. */
  elementsDir: string;
  /** Built viewer player bundle (`packages/player/dist`) served at `/embed/player.js`; `PLAYER_DIR`. */
  playerDir: string;
  /** Whether `*.map` files are served (issue 29 §6): never with `NODE_ENV=production`. */
  sourceMaps: boolean;
  /**
   * The learning center's recordings (`{videoId}.webm` and `.jpg`, made by `pnpm tutorials:record`),
   * served at `/tutorials/`; `TUTORIALS_DIR`, default `packages/server/tutorials` (build output).
   */
  tutorialsDir: string;
  /**
   * Which proxies' `X-Forwarded-For` the server believes (issue 29 §1), as Fastify's `trustProxy`:
   * `false` (default: the client's address is the connection's, the header changes nothing) or the
   * proxies' addresses and CIDRs. `TRUST_PROXY`: unset or `off`; or a comma list (`10.0.0.0/8,::1`).
   */
  trustProxy: false | string[];
  /** Session lifetime in ms (30 days). */
  sessionTtlMs: number;
  /** Marks cookies `Secure` when the public URL is https. */
  secureCookies: boolean;
  /**
   * Whether this server has demo accounts: seeded on first start and named on the sign-in page.
   * Never with `NODE_ENV=production`; `SEED_DEMO=0` turns them off elsewhere.
   */
  demoAccounts: boolean;
  /** RTMP ingest URL shown to streaming software (001 §2); `RTMP_URL`, default `rtmp://localhost:RTMP_PORT/live` (port 1935). */
  rtmpUrl: string;
  /** Uploaded images, fonts and videos (local disk store); `MEDIA_DIR`, default `DATA_DIR/media`. */
  mediaDir: string;
  /**
   * Facebook Graph API base for the video check of `GET /tool/facebook-video-check` (001 §5);
   * `FACEBOOK_GRAPH_URL`, default `https://graph.facebook.com/v19.0`.
   */
  facebookGraphUrl: string;
  /** Access token (`app-id|client-token`) for Facebook's oEmbed; `FACEBOOK_ACCESS_TOKEN`. */
  facebookAccessToken: string | undefined;
  /**
   * Key of the secrets stored encrypted (platform tokens, payment keys); `SECRETS_KEY` (64 hex digits,
   * base64 of 32 bytes, or a passphrase). Unset: a key file in `DATA_DIR` (see `crypto/secrets.ts`).
   */
  secretsKey: string | undefined;
  /**
   * The pricing page the upgrade call to action and the upgrade-plan modal open (000 §2, §4);
   * `PRICING_URL`, an http(s) address. Unset: the packages page hides its upgrade button and the
   * modal links to the packages page.
   */
  pricingUrl: string | undefined;
  /** Connected platforms (000 §2, issue 15): provider addresses and OAuth clients, all from the environment. */
  platforms: PlatformsConfig;
  /**
   * Where the server's Stripe client calls (issue 14): `STRIPE_API_HOST`, `STRIPE_API_PORT`,
   * `STRIPE_API_PROTOCOL` (`http` for a local stand-in); unset: Stripe's own API.
   */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /**
   * The product's own Stripe account for billing its accounts (000 §2 Profile orders, subscription,
   * payment methods; issue 14 §3): `STRIPE_SECRET_KEY` (server only, never answered or logged) and
   * `STRIPE_PUBLISHABLE_KEY` (handed to the add-card Payment Element), and `STRIPE_WEBHOOK_SECRET`
   * (the signing secret of `POST /webhooks/stripe-billing`; unset: that webhook answers 404). Unset
   * keys: no card payments, the billing lists are empty and adding a card is refused.
   */
  billingStripe: { secretKey: string; publishableKey: string; webhookSecret: string | undefined } | undefined;
  /**
   * Media store (images, fonts, posters, tus videos): `STORAGE=local` (default, `MEDIA_DIR`) or
   * `s3` with `S3_BUCKET` (required), `S3_ENDPOINT` (S3-compatible services, path-style),
   * `S3_REGION` (default `us-east-1`), `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`.
   */
  storage: 'local' | 's3';
  s3: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } | null;
}

/** The media-store part of {@link Config}; `STORAGE=s3` without `S3_BUCKET` is a startup error. */
function storageConfig(env: NodeJS.ProcessEnv): Pick<Config, 'storage' | 's3'> {
  const kind = (env.STORAGE || 'local').toLowerCase();
  if (kind !== 's3') {
    if (kind !== 'local') throw new Error(`STORAGE must be local or s3, not ${env.STORAGE}`);
    return { storage: 'local', s3: null };
  }
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    storage: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    },
  };
}

/**
 * Provider settings of the connected platforms: `FACEBOOK_APP_ID`, `FACEBOOK_SDK_URL` (the browser
 * SDK, default Facebook's), `FACEBOOK_GRAPH_URL` (shared with the video check), `YOUTUBE_API_URL`
 * (default `https://www.googleapis.com/youtube/v3`), `GOOGLE_OAUTH_URL` (consent page),
 * `GOOGLE_TOKEN_URL`, `GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`. Tests point the URLs at stand-ins.
 */
export interface PlatformsConfig {
  facebookAppId: string | undefined;
  facebookSdkUrl: string;
  youtubeApiUrl: string;
  googleOAuthUrl: string;
  googleTokenUrl: string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
}

function platformsConfig(env: NodeJS.ProcessEnv): PlatformsConfig {
  const trim = (url: string) => url.replace(/\/$/, '');
  return {
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookSdkUrl: env.FACEBOOK_SDK_URL || 'https://connect.facebook.net/en_US/sdk.js',
    youtubeApiUrl: trim(env.YOUTUBE_API_URL || 'https://www.googleapis.com/youtube/v3'),
    googleOAuthUrl: env.GOOGLE_OAUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    googleTokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
  };
}

/** `PRICING_URL` checked: empty is none; anything but an http(s) address stops the start. */
function pricingUrlOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^https?:\/\//.test(text) || !URL.canParse(text))
    throw new Error(`PRICING_URL is not an http(s) address: ${text}`);
  return text;
}

/**
 * `TRUST_PROXY` checked: off by default, or the proxies' addresses and CIDRs (and `proxy-addr`'s
 * names `loopback`, `linklocal`, `uniquelocal`). Refused: `true` (every hop trusted, so the
 * client's own left-most value: the hole this setting closes) and a hop count, which cannot tell a
 * proxy from a client that reaches the server directly (Fastify 5 ignores one for that reason).
 * @throws Error for anything else (the start stops)
 */
export function trustProxyOf(value: string | undefined): false | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text || text === 'off' || text === 'false') return false;
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const isProxy = (entry: string) =>
    /^(loopback|linklocal|uniquelocal)$/.test(entry) ||
    (/^[0-9a-f.:]+(\/\d{1,3})?$/.test(entry) && /[.:]/.test(entry));
  if (list.every(isProxy)) return list;
  throw new Error(
    `TRUST_PROXY must be off or a comma list of the proxies' addresses/CIDRs (a hop count cannot tell a proxy from a direct client), not ${value}`,
  );
}

/**
 * `SECRETS_KEY`, required in production on PostgreSQL: there several replicas share the stored
 * secrets, and a replica without the setting would seal them with a key of its own (generated into
 * its `DATA_DIR`) that the others cannot open. Elsewhere it is optional (`crypto/secrets.ts`).
 * @throws Error naming the setting and how to make one (the start stops)
 */
export function secretsKeyOf(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SECRETS_KEY) return env.SECRETS_KEY;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL)
    throw new Error(
      'SECRETS_KEY is required in production with DATABASE_URL: every replica must seal and open stored secrets with the same key. Generate one with `openssl rand -hex 32` and set it on every replica.',
    );
  return undefined;
}

/** Reads {@link Config} from `env` (default `process.env`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    corsOrigins: [
      new URL(publicUrl).origin,
      ...(env.CORS_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ],
    hostAppDir: resolve(env.HOST_APP_DIR ?? new URL('../../host-app/dist', import.meta.url).pathname),
    elementsDir: resolve(env.ELEMENTS_DIR ?? new URL('../../components/dist', import.meta.url).pathname),
    playerDir: resolve(env.PLAYER_DIR ?? new URL('../../player/dist', import.meta.url).pathname),
    sourceMaps: env.NODE_ENV !== 'production',
    tutorialsDir: resolve(env.TUTORIALS_DIR ?? new URL('../tutorials', import.meta.url).pathname),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    sessionTtlMs: 30 * 24 * 3600 * 1000,
    secureCookies: publicUrl.startsWith('https://'),
    demoAccounts: env.NODE_ENV !== 'production' && env.SEED_DEMO !== '0',
    // Follows the embedded engine's RTMP_PORT (live/README.md) unless RTMP_URL names the ingest.
    rtmpUrl:
      env.RTMP_URL || `rtmp://localhost:${/^\d+$/.test(env.RTMP_PORT ?? '') ? env.RTMP_PORT : 1935}/live`,
    mediaDir: resolve(env.MEDIA_DIR ?? resolve(env.DATA_DIR ?? '.data', 'media')),
    facebookGraphUrl: (env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com/v19.0').replace(/\/$/, ''),
    facebookAccessToken: env.FACEBOOK_ACCESS_TOKEN || undefined,
    secretsKey: secretsKeyOf(env),
    pricingUrl: pricingUrlOf(env.PRICING_URL),
    platforms: platformsConfig(env),
    stripeApi: env.STRIPE_API_HOST
      ? {
          host: env.STRIPE_API_HOST,
          port: Number(env.STRIPE_API_PORT || (env.STRIPE_API_PROTOCOL === 'http' ? 80 : 443)),
          protocol: env.STRIPE_API_PROTOCOL === 'http' ? 'http' : 'https',
        }
      : undefined,
    billingStripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
          }
        : undefined,
    ...storageConfig(env),
  };
}
