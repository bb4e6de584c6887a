import type { RouteObject } from 'react-router';
import { registerPageTree } from '../../lib/built-pages';
import { BUILT_PATHS, UNBUILT_PATHS } from './built-paths';

// Loading this registers the list of built pages, so `isBuilt` (lib/built-pages) answers wherever it is asked. The
// app shell imports `isBuilt` from here, which guarantees the list is registered before any frame module uses it,
// even at import time; features import it from lib and ask while rendering, inside the router. The list is flat
// (full patterns): matchRoutes ranks them as it ranks the nested table (built-paths.test.ts).
const flat = (paths: readonly string[], built: boolean): RouteObject[] =>
  paths.map((path) => ({ path, handle: { built } }));
registerPageTree([...flat(BUILT_PATHS, true), ...flat(UNBUILT_PATHS, false)]);

export { isBuilt } from '../../lib/built-pages';
