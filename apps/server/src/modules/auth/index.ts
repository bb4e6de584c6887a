/** What other modules may use of auth: everything else in this folder is its own business. */
export { passwordRoutes } from './password.routes';
export { registerRoutes } from './register.routes';
export { startSession } from './session.service';
export { tokenRoutes } from './token.routes';
