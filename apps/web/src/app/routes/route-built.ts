import { matchRoutes } from 'react-router';
import type { RouteHandle } from '../../components/route-title';
import { pageTree } from './route-table';

/**
 * Whether the page at `path` is built: the route table's switch (a page without its own component, or one marked
 * `built: false`, is not). Menus, footers, tab bars, banners and cards leave out entries whose page is not built,
 * so no click in the main navigation ends on 功能建设中. Query and hash do not matter; unknown paths are not built.
 */
export function isBuilt(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || '/';
  const leaf = matchRoutes(pageTree, pathname)?.at(-1)?.route;
  if (!leaf) return false;
  return (leaf.handle as RouteHandle | undefined)?.built !== false;
}
