import type { AppContext } from '../../platform/context';
import { sweepReports } from './report-make.service';

export const REPORT_SWEEP_JOB = 'learning-report-sweep';

/**
 * Reports made without anyone asking: every day at 01:00 China time, last month's reports once the month is over
 * (that is, on the 1st) and each class's final report once its last session has ended. A run finds nothing to do
 * when everything is reported; staff see each run (and a failure's message) on the console's 后台任务 page.
 */
export function defineReportJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: REPORT_SWEEP_JOB,
    cron: ctx.config.sweepIntervalMs > 0 ? '0 1 * * *' : undefined,
    retryLimit: 1,
    expireInSeconds: 10 * 60,
    oneAtATime: true,
    handler: async () => sweepReports(ctx),
  });
}
