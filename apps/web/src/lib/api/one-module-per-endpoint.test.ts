import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One endpoint, one web module (its fetcher, query options and hook) and so one query key: two copies of an
 * endpoint under two keys leave one page's cache stale when the other changes it (the cart count once did). Other
 * features reach an endpoint through its feature's `index.ts`. The API client's own token refresh is the one
 * other place a path may appear.
 */
const SRC = join(__dirname, '../..');
const ALLOWED = new Set(['API_PATHS.oauthToken lib/api/client.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function modulesByEndpoint(): Map<string, Set<string>> {
  const byEndpoint = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const name = relative(SRC, file).split('\\').join('/');
    for (const [, endpoint] of readFileSync(file, 'utf8').matchAll(/\b((?:LOOKUP_)?API_PATHS\.\w+)/g)) {
      if (ALLOWED.has(`${endpoint} ${name}`)) continue;
      byEndpoint.set(endpoint!, (byEndpoint.get(endpoint!) ?? new Set()).add(name));
    }
  }
  return byEndpoint;
}

describe('web api modules', () => {
  it('call each endpoint from one module only', () => {
    const endpoints = modulesByEndpoint();
    const shared = [...endpoints].filter(([, files]) => files.size > 1).map(([e, files]) => `${e}: ${[...files]}`);
    expect(shared).toEqual([]);
    // The scan sees the modules at all (a moved folder must not make this pass by finding nothing).
    expect(endpoints.get('API_PATHS.cartCount')).toEqual(new Set(['features/order/api/cart-count.ts']));
    expect(endpoints.size).toBeGreaterThan(50);
  });
});
