import { hash, verify } from '@node-rs/argon2';

/** Argon2id hash of a password (PHC string). */
export const hashPassword = (password: string) => hash(password);

/** Whether `password` matches the stored PHC `passwordHash`; a malformed hash is a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
