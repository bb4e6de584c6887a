/**
 * The console's 用户 page: it gathers an account from the modules that own its parts (account, auth, learning,
 * shop-order) and writes through them with the console's audit log, so it is its own module above all of them.
 */
export { consoleUserRoutes } from './console-users.routes';
