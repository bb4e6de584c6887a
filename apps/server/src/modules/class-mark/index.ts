/** What other modules may use of 课堂评价 (module `class-mark`): its routes. */
export { classMarkRoutes } from './class-mark.routes';
export { consoleClassMarkRoutes } from './console-class-mark.routes';
