import { registerPageTree } from '../../lib/built-pages';
import { pageTree } from './route-table';

// Loading this registers the route table, so `isBuilt` (lib/built-pages) answers from the real table wherever it
// is asked. The app shell imports `isBuilt` from here, which guarantees the table is registered before any frame
// module uses it, even at import time; features import it from lib and ask while rendering, inside the router.
registerPageTree(pageTree);

export { isBuilt } from '../../lib/built-pages';
