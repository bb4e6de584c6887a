/**
 * What other modules may use of 盐值 (module `points`): the ledger's three moves. Every grant, spend and credit goes
 * through them, in the caller's transaction where it has one.
 */
export { creditPoints, grantPoints, ruleOf, spendPoints, type GrantResult } from './ledger';
export { grantPurchasePoints, takeBackPurchasePoints } from './purchase-points';
export { definePointsJobs, POINTS_EXPIRY_JOB, sweepExpiredPoints } from './points-expiry';
export { pointsAdminRoutes } from './points-admin.routes';
