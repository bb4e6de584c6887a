/** What other modules may use of 家长端 (module `parent`): its routes. */
export { parentRoutes } from './parent.routes';
