import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret, resolveSecretsKey, secretBoxFor } from './secrets';

describe('secrets at rest (AES-256-GCM)', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('round-trips a value and never stores it in the clear', () => {
    const sealed = box.seal('EAAB-page-token-123', 'connected_platform:1');
    expect(sealed).not.toContain('EAAB');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'connected_platform:1')).toBe('EAAB-page-token-123');
    // A fresh IV each time: the same secret seals differently.
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses another key, another context and a tampered value', () => {
    const sealed = box.seal('refresh-token', 'a');
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed, 'a')).toThrow();
    expect(() => box.open(sealed, 'b')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'a')).toThrow();
    expect(() => box.open('plain-text')).toThrow();
  });

  it('takes the key from SECRETS_KEY (hex, base64 or stretched text) or a 0600 key file', () => {
    const hex = 'ab'.repeat(32);
    expect(resolveSecretsKey(hex, '/nonexistent').toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(resolveSecretsKey(b64, '/nonexistent').equals(Buffer.alloc(32, 7))).toBe(true);
    expect(resolveSecretsKey('a long passphrase of some sort', '/nonexistent')).toHaveLength(32);

    const dir = mkdtempSync(join(tmpdir(), 'smuc-secrets-'));
    const first = resolveSecretsKey(undefined, dir);
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8')).toBe(first.toString('hex'));
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(resolveSecretsKey(undefined, dir).equals(first)).toBe(true);
  });

  it('gives one box per configuration and masks secrets to their last four characters', () => {
    const config = { secretsKey: 'x'.repeat(40), dataDir: '/nonexistent' };
    expect(secretBoxFor(config)).toBe(secretBoxFor(config));
    expect(maskSecret('sk_test_abcdef1234')).toBe('…1234');
    expect(maskSecret('abc')).toBe('…');
  });
});
