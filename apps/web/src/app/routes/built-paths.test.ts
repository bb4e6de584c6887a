import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/route-title';
import { pageTree } from './route-table';
import { BUILT_PATHS, UNBUILT_PATHS } from './built-paths';

/** Every matchable route of the tree as its full pattern and whether its page is built (isBuilt's rule). */
function flatten(routes: RouteObject[], parent = ''): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const route of routes) {
    const full = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
    if (route.children) for (const [p, b] of flatten(route.children, full)) out.set(p, b);
    const built = (route.handle as RouteHandle | undefined)?.built !== false;
    // An index route outranks its group at the same path (matchRoutes), so the index's answer is the one kept.
    if (route.index || (route.path && !out.has(full))) out.set(full, built);
  }
  return out;
}

describe('built-paths', () => {
  it('lists exactly the route table’s pages, built and not built', () => {
    const all = flatten(pageTree);
    const built = [...all].filter(([, b]) => b).map(([p]) => p);
    const unbuilt = [...all].filter(([, b]) => !b).map(([p]) => p);
    // On a change of the route table, paste the expected lists below into built-paths.ts.
    expect([...BUILT_PATHS]).toEqual(built.sort());
    expect([...UNBUILT_PATHS]).toEqual(unbuilt.sort());
  });
});
