/** What other modules may use of system: everything else in this folder is its own business. */
export { loadDictionaries } from './dictionary.service';
export { systemRoutes } from './system.routes';
export { consoleDictRoutes } from './console-dict.routes';
