import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { overBudget, type Manifest, type RouteBudget } from './first-load-js';

/** The gzip size of a built file: its .gz twin when the compression plugin made one, else gzipped here. */
export function gzipSizeIn(outDir: string): (file: string) => number {
  return (file) => {
    const full = path.join(outDir, file);
    if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
    return gzipSync(fs.readFileSync(full), { level: 9 }).length;
  };
}

/**
 * After the bundle is written (and compressed), prints each budgeted route's first-load JavaScript and fails the
 * build when one is over its budget. Needs `build.manifest: true` (read from `<outDir>/.vite/manifest.json`).
 */
export function firstLoadBudget(budgets: RouteBudget[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'salt:first-load-budget',
    apply: 'build',
    // After vite-plugin-compression2's writeBundle, so the .gz files it makes are there to be measured.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const manifestFile = path.join(outDir, '.vite/manifest.json');
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
        const { results, failures } = overBudget(manifest, budgets, gzipSizeIn(outDir));
        console.log('\nFirst-load JavaScript (gzip) per route, budget in build-budget/route-budgets.ts:');
        for (const r of results) {
          console.log(`  ${r.route.padEnd(32)} ${String(r.gzipKb).padStart(7)} KB  (budget ${r.budgetKb} KB)`);
        }
        if (failures.length) throw new Error(`First-load JavaScript budget exceeded:\n${failures.join('\n')}`);
      },
    },
  };
}
