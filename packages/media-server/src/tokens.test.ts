import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueMediaToken, verifyMediaToken } from './tokens.js';

describe('media tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token for its stream and role only', () => {
    const token = issueMediaToken('s3cret', 'abc', 'publish', 60_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyMediaToken('s3cret', token, 'abc', 'publish')).toBe(true);
    expect(verifyMediaToken('s3cret', token, 'abc', 'play')).toBe(false);
    expect(verifyMediaToken('s3cret', token, 'abd', 'publish')).toBe(false);
    expect(verifyMediaToken('other', token, 'abc', 'publish')).toBe(false);
  });

  it('expires after ttl', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const token = issueMediaToken('k', 'x', 'play', 1000);
    vi.setSystemTime(new Date('2026-01-01T00:00:00.999Z'));
    expect(verifyMediaToken('k', token, 'x', 'play')).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T00:00:01.000Z'));
    expect(verifyMediaToken('k', token, 'x', 'play')).toBe(false);
  });

  it('rejects tampered and malformed tokens without throwing', () => {
    const token = issueMediaToken('k', 'x', 'play', 60_000);
    const [expiry, mac] = token.split('.') as [string, string];
    const later = Buffer.from(String(Date.now() + 10 * 60_000)).toString('base64url');
    expect(verifyMediaToken('k', `${later}.${mac}`, 'x', 'play')).toBe(false);
    expect(verifyMediaToken('k', `${expiry}.${mac.slice(0, -2)}`, 'x', 'play')).toBe(false);
    for (const bad of ['', '.', 'a.b.c', 'not a token', `${expiry}`, `${expiry}.`, '!!.??']) {
      expect(verifyMediaToken('k', bad, 'x', 'play')).toBe(false);
    }
    expect(verifyMediaToken('', token, 'x', 'play')).toBe(false);
  });

  it('refuses to issue with an empty secret or a non-positive ttl', () => {
    expect(() => issueMediaToken('', 'x', 'play', 1000)).toThrow();
    expect(() => issueMediaToken('k', 'x', 'play', 0)).toThrow();
    expect(() => issueMediaToken('k', 'x', 'play', Number.NaN)).toThrow();
  });
});
