import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A random secret kept in the data directory (mode 600), made on first use: the JWT key without JWT_SECRET
 * (development only; production refuses to start), so that restarting the server does not log everybody out,
 * and the embedded PostgreSQL's password (`pg-password`).
 */
export async function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
