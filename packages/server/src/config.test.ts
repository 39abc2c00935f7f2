import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SECRETS_KEY', () => {
  const postgres = { DATABASE_URL: 'postgres://smuc@db.internal/smuc' };

  it('is required in production on PostgreSQL, where replicas share the stored secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...postgres })).toThrow(
      /SECRETS_KEY is required in production with DATABASE_URL.*openssl rand -hex 32/,
    );
  });

  it('is taken when set, and optional on the embedded database or outside production', () => {
    const key = 'a'.repeat(64);
    expect(loadConfig({ NODE_ENV: 'production', ...postgres, SECRETS_KEY: key }).secretsKey).toBe(key);
    expect(loadConfig({ NODE_ENV: 'production' }).secretsKey).toBeUndefined();
    expect(loadConfig({ ...postgres }).secretsKey).toBeUndefined();
  });
});
