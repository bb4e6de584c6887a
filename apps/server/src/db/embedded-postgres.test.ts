import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EXIT_HOOK_EVENTS_REMOVED, startEmbeddedPostgres } from './embedded-postgres';
import { loadOrCreateSecret } from '../platform/auth/secret';

describe('embedded PostgreSQL process hooks', () => {
  it('leave the exit code, the exit and the signals to us', () => {
    const hooked = asyncExitHook.hookedEvents();
    for (const event of EXIT_HOOK_EVENTS_REMOVED) expect(hooked).not.toContain(event);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function canLogIn(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'salt', password, database: 'salt' });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe('embedded PostgreSQL password', () => {
  it("is the data directory's own random secret, and an old directory with the fixed one is switched to it", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-pg-pw-'));
    await fs.chmod(dataDir, 0o755);
    const dir = path.join(dataDir, 'pg');
    const port = await freePort();
    try {
      // A directory as earlier versions made it: password 'salt' and no marker.
      let db = await startEmbeddedPostgres({ dir, port, database: 'salt', persistent: true, password: 'salt' });
      await db.stop();
      await fs.rm(path.join(dataDir, '.pg-password-set'));

      const secret = await loadOrCreateSecret(dataDir, 'pg-password');
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect((await fs.stat(path.join(dataDir, 'pg-password'))).mode & 0o777).toBe(0o600);
      db = await startEmbeddedPostgres({ dir, port, database: 'salt', persistent: true, password: secret });
      try {
        expect(db.url).toContain(encodeURIComponent(secret));
        expect(await canLogIn(port, secret)).toBe(true);
        expect(await canLogIn(port, 'salt')).toBe(false);
      } finally {
        await db.stop();
      }
      // Later starts use the secret directly.
      db = await startEmbeddedPostgres({ dir, port, database: 'salt', persistent: true, password: secret });
      try {
        expect(await canLogIn(port, secret)).toBe(true);
      } finally {
        await db.stop();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
