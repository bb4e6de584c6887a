import type { AppContext } from '../../platform/context';
import { settleReferrals } from './progress.service';

export const REFERRAL_SWEEP_JOB = 'referral-reward-sweep';

/** Moves referrals forward for everyone (first payments found, rewards made once the refund window has passed). */
export function defineReferralJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: REFERRAL_SWEEP_JOB,
    everySeconds: ctx.config.sweepIntervalMs > 0 ? 600 : undefined,
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async () => ({ moved: await settleReferrals(ctx) }),
  });
}
