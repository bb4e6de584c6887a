/**
 * What other modules may use of 盐值 (module `points`): the ledger's three moves (every grant, spend and credit goes
 * through them, in the caller's transaction where it has one), the mall's routes, and an exchange as a pupil
 * makes it (demo seeds and fixtures).
 */
export { creditPoints, grantPoints, ruleOf, spendPoints, type GrantResult } from './ledger';
export { grantPurchasePoints, takeBackPurchasePoints } from './purchase-points';
export { definePointsJobs, POINTS_EXPIRY_JOB, sweepExpiredPoints } from './points-expiry';
export { pointsAdminRoutes } from './points-admin.routes';
export { exchangeAt, exchangeGoods } from './exchange.command';
export { pointsRoutes } from './points.routes';
export { consolePointsMallRoutes } from './console-points.routes';
