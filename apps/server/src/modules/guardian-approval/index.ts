/** What other modules may use of 家长审批 (module `guardian-approval`): its routes. */
export { guardianApprovalRoutes } from './guardian-approval.routes';
