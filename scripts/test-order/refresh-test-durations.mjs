// Writes scripts/test-order/test-durations.json from Vitest's results cache after a full `npm test`, so a fresh
// clone orders its test files longest-first (duration-sequencer.ts). Durations are rounded to 100 ms: the order
// matters, not the figure, and rounding keeps the diff small when the list is refreshed.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheRoot = new URL('../../node_modules/.vite/vitest/', import.meta.url);
const target = new URL('./test-durations.json', import.meta.url);

if (!existsSync(cacheRoot)) {
  console.error('No Vitest results cache: run `npm test` once first.');
  process.exit(1);
}
const newest = readdirSync(cacheRoot)
  .map((dir) => join(cacheRoot.pathname, dir, 'results.json'))
  .filter((file) => existsSync(file))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) {
  console.error('No results.json in the Vitest cache: run `npm test` once first.');
  process.exit(1);
}
const { results } = JSON.parse(readFileSync(newest, 'utf8'));
const durations = Object.fromEntries(
  results
    .filter(
      ([key]) =>
        !key.includes('/wt/') && existsSync(new URL(`../../${key.slice(key.indexOf(':') + 1)}`, import.meta.url)),
    )
    .map(([key, { duration }]) => [key, Math.round(duration / 100) * 100])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files' durations written to scripts/test-order/test-durations.json`);
