import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets at rest (spec 000 §6 "secrets encrypted at rest"): platform tokens, payment keys. AES-256-GCM
 * with a 96-bit random IV per value; the sealed form is `v1.<iv>.<tag>.<ciphertext>` (base64url), so
 * a stored value is self-describing and a tampered one fails to open. An optional `context` (for
 * example `connected_platform:12`) is bound as additional authenticated data, so a sealed value
 * copied to another row does not open there.
 */
export interface SecretBox {
  /** Encrypts `plain` (UTF-8). */
  seal(plain: string, context?: string): string;
  /** Decrypts a value made by {@link SecretBox.seal}; throws on a wrong key, context or tampering. */
  open(sealed: string, context?: string): string;
}

const VERSION = 'v1';

/** A {@link SecretBox} with a 32-byte key. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      if (context) cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      if (context) decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The server's 32-byte secrets key:
 * - `SECRETS_KEY`: 64 hex digits or 44 base64 characters are used as the key itself; any other
 *   text is stretched with SHA-256 (give at least 32 random characters);
 * - otherwise a random key kept in `DATA_DIR/secrets.key` (mode 0600), made on first use, so the
 *   embedded default survives restarts;
 * - when the data directory cannot be written (tests), a random key for this process only.
 */
export function resolveSecretsKey(secretsKey: string | undefined, dataDir: string): Buffer {
  if (secretsKey) {
    if (/^[0-9a-f]{64}$/i.test(secretsKey)) return Buffer.from(secretsKey, 'hex');
    const b64 = Buffer.from(secretsKey, 'base64');
    if (b64.length === 32 && /^[A-Za-z0-9+/]{43}=$/.test(secretsKey)) return b64;
    return createHash('sha256').update(secretsKey, 'utf8').digest();
  }
  const file = join(dataDir, 'secrets.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    const key = randomBytes(32);
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs; no writable data directory: this process's key.
      try {
        return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
      } catch {}
    }
    return key;
  }
}

const boxes = new WeakMap<object, SecretBox>();

/**
 * The one {@link SecretBox} of a server configuration (made once per config object, so every
 * module that seals or opens a secret uses the same key).
 */
export function secretBoxFor(config: { secretsKey?: string; dataDir: string }): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox(resolveSecretsKey(config.secretsKey, config.dataDir));
    boxes.set(config, box);
  }
  return box;
}

/** `sk_live_…abcd` style display of a secret: never more than its last four characters. */
export function maskSecret(secret: string): string {
  return secret.length <= 4 ? '…' : `…${secret.slice(-4)}`;
}
