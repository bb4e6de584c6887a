// `npm start` on a built tree must not rebuild (issue 19: serving within 5 s). Like make: a part is rebuilt when
// one of its inputs is newer than the stamp its last *successful* build left (a failed build, e.g. over the
// bundle budget, leaves no stamp, so the next start tries again). `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
const PARTS = [
  {
    name: 'web',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/console.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...shared,
    ],
    build: ['run', 'build', '-w', 'apps/web'],
  },
  {
    name: 'server',
    stamp: 'apps/server/dist/.build-stamp',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
    build: ['run', 'build', '-w', 'apps/server'],
  },
];
// Tests and test helpers are not part of a build.
const IGNORED = /(\.test\.tsx?$|(^|\/)test\/|(^|\/)node_modules\/)/;

/** Newest modification time among the files under `rel` (a file or a folder), 0 when it does not exist. */
function newestMtime(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return 0;
  const stat = statSync(abs);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(abs, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (IGNORED.test(path.relative(root, file))) continue;
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

const force = process.argv.includes('--force');
for (const part of PARTS) {
  const stampPath = path.join(root, part.stamp);
  const built = existsSync(stampPath) ? statSync(stampPath).mtimeMs : 0;
  const changed = Math.max(...part.inputs.map(newestMtime));
  if (!force && built > 0 && changed <= built) {
    console.log(`${part.name}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${part.name}: ${force ? 'rebuilding (--force)' : built ? 'sources changed' : 'no build yet'}, building`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, part.build, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampPath, `${new Date().toISOString()}\n`);
}
