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
  /** Origins allowed to call the API with credentials; `CORS_ORIGINS` comma list, default any. */
  corsOrigins: string[] | true;
  /** Built host app to serve at `/`; `HOST_APP_DIR`. */
  hostAppDir: string;
  /** Built elements bundle to serve at `/embed/`; `ELEMENTS_DIR`. */
  elementsDir: string;
  /** Session lifetime in ms (30 days). */
  sessionTtlMs: number;
  /** Marks cookies `Secure` when the public URL is https. */
  secureCookies: boolean;
  /** RTMP ingest URL shown to streaming software (001 §2); `RTMP_URL`, default `rtmp://localhost:1935/live`. */
  rtmpUrl: string;
  /** Uploaded images, fonts and videos (local disk store); `MEDIA_DIR`, default `DATA_DIR/media`. */
  mediaDir: string;
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
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()) : true,
    hostAppDir: resolve(env.HOST_APP_DIR ?? new URL('../../host-app/dist', import.meta.url).pathname),
    elementsDir: resolve(env.ELEMENTS_DIR ?? new URL('../../components/dist', import.meta.url).pathname),
    sessionTtlMs: 30 * 24 * 3600 * 1000,
    secureCookies: publicUrl.startsWith('https://'),
    rtmpUrl: env.RTMP_URL || 'rtmp://localhost:1935/live',
    mediaDir: resolve(env.MEDIA_DIR ?? resolve(env.DATA_DIR ?? '.data', 'media')),
  };
}
