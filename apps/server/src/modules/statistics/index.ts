/** What other modules may use of statistics: everything else in this folder is its own business. */
export { statisticsRoutes } from './statistics.routes';
