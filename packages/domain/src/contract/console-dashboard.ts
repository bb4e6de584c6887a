import { z } from 'zod';

/**
 * The console's dashboard (首页): today's figures and the last 30 days' trends. Days are Asia/Shanghai calendar
 * days, money integer fen. Admins see the whole school (`scope: 'school'`); a teacher sees their own classes
 * (`scope: 'classes'`: the classes they teach or tutor) and no sales figures: orders and revenue are `null`,
 * because an order buys a course, not a class's time, and the school's takings are the admins' business.
 */
export const CONSOLE_DASHBOARD_TREND_DAYS = 30;

export const consoleDashboardDaySchema = z.object({
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  day: z.string(),
  /** Orders paid that day; null for a teacher. */
  orders: z.number().int().nullable(),
  /** Fen paid that day less that day's refunds of paid orders; null for a teacher. */
  revenueFen: z.number().int().nullable(),
  /** Admin: pupil accounts registered that day; teacher: pupils who joined their classes that day. */
  newPupils: z.number().int(),
});
export type ConsoleDashboardDay = z.infer<typeof consoleDashboardDaySchema>;

export const consoleDashboardSchema = z.object({
  scope: z.enum(['school', 'classes']),
  /** Today, 'YYYY-MM-DD' (Asia/Shanghai). */
  today: z.string(),
  ordersToday: z.number().int().nullable(),
  revenueTodayFen: z.number().int().nullable(),
  newPupilsToday: z.number().int(),
  /** Class sessions (课次) starting today, and how many are on air now. */
  sessionsToday: z.number().int(),
  liveNow: z.number().int(),
  /** Submitted homework with no feedback yet. */
  homeworkToMark: z.number().int(),
  /** Handed-in exam attempts with points still to be given (the 阅卷 list's 待批改). */
  examsToMark: z.number().int(),
  /** Exam paper and essay approvals waiting (0 until approvals exist). */
  approvalsWaiting: z.number().int(),
  /** The last 30 days, oldest first, today last; a quiet day is 0. */
  trend: z.array(consoleDashboardDaySchema),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
