import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2), the OWASP baseline.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so "no such user" is not distinguishable by timing. */
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hash('dummy-password-1');
  await verifyPassword(await dummyHash, plain);
}
