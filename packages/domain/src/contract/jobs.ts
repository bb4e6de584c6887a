import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { safeString } from './fields';

/** A background job's states (pg-boss): waiting, waiting to retry after a failure, running, and how it ended. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How the console's 后台任务 page names each state. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: '排队中',
  retry: '等待重试',
  active: '运行中',
  completed: '已完成',
  cancelled: '已取消',
  failed: '失败',
};

/**
 * Every background job the server defines, by queue name, with what staff call it. The server checks at start-up
 * that each job it defines has a name here (jobs.test), so the console never shows a bare queue name.
 */
export const JOB_LABELS: Record<string, string> = {
  'shop-order-sweep': '关闭超时未付订单、结束过期拼团',
  'shop-payment-reconcile': '支付对账',
  'shop-refund-sweep': '补查退费结果',
  'class-renewal-hold-sweep': '释放过期续报名额',
  'exam-attempt-sweep': '考试到时自动交卷',
  'points-expiry-sweep': '盐值到期清零',
  'referral-reward-sweep': '发放推荐奖励',
  'learning-report-sweep': '生成学习报告',
  'learning-recording-transcode': '录像转码',
};

/** What the jobs report (their output's keys), as the console's 后台任务 page names them; others show as they are. */
export const JOB_OUTPUT_LABELS: Record<string, string> = {
  closedOrders: '关闭订单',
  failedGroups: '拼团失败',
  committed: '自动交卷',
  moved: '推进推荐',
  releasedHolds: '释放名额',
  expired: '清零',
  finished: '完成退费',
  runId: '对账批次',
  checked: '核对',
  agreed: '一致',
  applied: '补记支付',
  refunded: '退回',
  flagged: '待人工核查',
  closed: '关闭',
  monthly: '月度报告',
  final: '结课报告',
  durationSec: '时长（秒）',
  skipped: '已跳过',
  failed: '失败原因',
};

export const jobPageQuerySchema = z.object({
  current: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(10_000).default(1),
  size: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(100).default(20),
  /** One queue, e.g. `shop-order-sweep`. */
  name: safeString().max(64).optional(),
  state: z.enum(JOB_STATES, { error: SERVER_MESSAGES.badRequest }).optional(),
});
export type JobPageQuery = z.input<typeof jobPageQuerySchema>;

/** One run of a background job (order sweeps, payment reconciliation, ...), for the staff console. */
export const jobRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts after the first; retries wait longer each time. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: z.string(),
  /** When it may run (a retry's backoff, a delayed send). */
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The last failure's message, if any. */
  error: z.string().nullable(),
  /** What the job reported (counts), if anything. */
  output: z.record(z.string(), z.unknown()).nullable(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

export const jobPageSchema = z.object({
  records: z.array(jobRecordSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type JobPage = z.infer<typeof jobPageSchema>;
