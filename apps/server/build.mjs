// Bundles the server into dist/main.js with esbuild: our TypeScript (and @salt/domain's source) goes in,
// npm dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cp, readFile, rm, stat } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
const { size } = await stat('dist/main.js');
console.log(`server bundle: dist/main.js ${(size / 1024).toFixed(1)} KB`);
