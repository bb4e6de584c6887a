import { registerPageTree } from '../../lib/built-pages';
import { pageTree } from './route-table';

// Loading this registers the route table, so `isBuilt` (lib/built-pages) answers from the real table wherever it
// is asked. The router imports it at start, and the web tests' setup does too.
registerPageTree(pageTree);
