/**
 * What other modules may use of 盐值 (module `points`): the ledger's three moves (every grant, spend and credit goes
 * through them, in the caller's transaction where it has one), the mall's routes, and an exchange as a pupil
 * makes it (demo seeds and fixtures).
 */
export { creditPoints, grantPoints, ruleOf, spendPoints, type GrantResult } from './ledger';
export { exchangeAt, exchangeGoods } from './exchange.command';
export { pointsRoutes } from './points.routes';
export { consolePointsMallRoutes } from './console-points.routes';
