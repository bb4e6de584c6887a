import type { AppContext } from '../../platform/context';
import { sweepRefunds } from './refund-execution.service';

export const REFUND_SWEEP_JOB = 'shop-refund-sweep';
/** A refund left refunding this long is asked about (WeChat usually notifies within a minute or two). */
export const REFUND_SWEEP_GRACE_MS = 10 * 60_000;

/** Every 5 minutes (when sweeps run at all): finishes refunds a crash or a lost notification left refunding. */
export function defineRefundJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: REFUND_SWEEP_JOB,
    everySeconds: ctx.config.sweepIntervalMs > 0 ? 300 : undefined,
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async () => sweepRefunds(ctx, REFUND_SWEEP_GRACE_MS),
  });
}
