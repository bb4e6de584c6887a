/** What other modules may use of class-change (调班, 老生续报): everything else in this folder is its own business. */
export { classChangeRoutes } from './class-change.routes';
