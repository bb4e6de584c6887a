/**
 * What other modules may use of 推荐有礼 (module `referral`): the registration hooks (a share code checked before
 * the SMS code is spent, the referral made once the account exists), the refund hook (a referred friend's refund
 * takes the reward back), the sweep job, the routes, and the pieces demo seeds use.
 */
export { attributeReferral, checkShareCode } from './attribution.service';
export { revokeReferralForOrder, settleReferrals } from './progress.service';
export { defineReferralJobs, REFERRAL_SWEEP_JOB } from './referral-jobs';
export { referralRoutes } from './referral.routes';
export { consoleReferralRoutes } from './console-referral.routes';
export { shareCodeOf } from './share-code.service';
export { receiveReward } from './reward.service';
