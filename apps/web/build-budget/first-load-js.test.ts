import { describe, expect, it } from 'vitest';
import { firstLoad, overBudget, staticClosure, type Manifest } from './first-load-js';

/** A small build: a shared vendor chunk, a lazily loaded page with its own import, and a chunk only loaded later. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_vendor.js', '_react.js'],
    dynamicImports: ['src/shop.tsx', 'src/heavy.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/shop.tsx': {
    file: 'assets/shop.js',
    src: 'src/shop.tsx',
    imports: ['_react.js', '_list.js'],
    dynamicImports: ['src/heavy.tsx'],
  },
  '_list.js': { file: 'assets/list.js', imports: ['_vendor.js'] },
  'src/heavy.tsx': { file: 'assets/heavy.js', src: 'src/heavy.tsx' },
  '_style.css': { file: 'assets/style.css' },
};

const sizes: Record<string, number> = {
  'assets/main.js': 10 * 1024,
  'assets/vendor.js': 50 * 1024,
  'assets/react.js': 40 * 1024,
  'assets/shop.js': 5 * 1024,
  'assets/list.js': 15 * 1024,
  'assets/heavy.js': 500 * 1024,
};
const gzip = (file: string) => sizes[file] ?? 0;

describe('first-load JavaScript', () => {
  it('counts the entry, the page and their static imports once each, never a dynamic import', () => {
    const files = staticClosure(manifest, ['index.html', 'src/shop.tsx']);
    expect(files.sort()).toEqual([
      'assets/list.js',
      'assets/main.js',
      'assets/react.js',
      'assets/shop.js',
      'assets/vendor.js',
    ]);
    expect(firstLoad(manifest, { route: '/shop', entry: 'index.html', pages: ['src/shop.tsx'] }, gzip).gzipKb).toBe(
      120,
    );
  });

  it('fails a route over its budget and passes one within it', () => {
    const { failures, results } = overBudget(
      manifest,
      [
        { route: '/shop', entry: 'index.html', pages: ['src/shop.tsx'], budgetKb: 119 },
        { route: '/heavy', entry: 'index.html', pages: ['src/heavy.tsx'], budgetKb: 700 },
      ],
      gzip,
    );
    expect(results.map((r) => r.gzipKb)).toEqual([120, 600]);
    expect(failures).toEqual(['/shop: first-load JavaScript 120 KB gzip is over its budget of 119 KB']);
  });

  it('refuses a budget naming a module the build does not have (a renamed page must not pass silently)', () => {
    expect(() => staticClosure(manifest, ['index.html', 'src/renamed.tsx'])).toThrow(/no chunk "src\/renamed.tsx"/);
  });
});
