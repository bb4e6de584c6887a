import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/route-title';

/*
 * The app's pages (a flat list of patterns checked against the route table), registered by the app shell. Features ask `isBuilt` through
 * here instead of importing the app shell (imports go app -> features -> lib, never back).
 */
let pageTree: RouteObject[] | null = null;

export function registerPageTree(tree: RouteObject[]): void {
  pageTree = tree;
}

/**
 * Whether the page at `path` is built: the route table's switch (a page without its own component, or one marked
 * `built: false`, is not). Menus, footers, tab bars, banners and cards leave out entries whose page is not built,
 * so no click in the main navigation ends on 功能建设中. Query and hash do not matter; unknown paths are not built.
 */
export function isBuilt(path: string): boolean {
  if (!pageTree) throw new Error('isBuilt: the page tree is not registered (import app/routes/route-built first)');
  const pathname = path.split(/[?#]/)[0] || '/';
  const leaf = matchRoutes(pageTree, pathname)?.at(-1)?.route;
  if (!leaf) return false;
  return (leaf.handle as RouteHandle | undefined)?.built !== false;
}
