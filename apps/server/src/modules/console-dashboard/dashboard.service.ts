import { CONSOLE_DASHBOARD_TREND_DAYS, isAdmin, type ConsoleDashboard } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import type { Actor } from '../../platform/auth/actor';
import { dailyNewPupils } from '../account';
import { examAttemptsToMarkCount } from '../exam';
import { homeworkToMarkCount } from '../homework';
import { dailyNewClassMembers, sessionsToday } from '../learning';
import { dailySales } from '../shop-order';

/**
 * GET /api/console/dashboard: today's figures and the last 30 days, each read by the module that owns its tables.
 * Admins see the whole school. A teacher sees the classes they teach or tutor (the same classes the 阅卷 list
 * gives them, plus exams without a class there) and no sales: orders and revenue are null, and "new pupils" are
 * the pupils who joined their classes, since a registration belongs to no class.
 */
export async function consoleDashboard(ctx: AppContext, actor: Actor): Promise<ConsoleDashboard> {
  const now = ctx.clock.now();
  const days = CONSOLE_DASHBOARD_TREND_DAYS;
  const school = isAdmin(actor.roles);
  const classes = school
    ? undefined
    : [...new Set([...(await actor.classesTaught()), ...(await actor.classesTutored())])];
  const [sales, pupils, sessions, homeworkToMark, examsToMark] = await Promise.all([
    school ? dailySales(ctx, now, days) : null,
    classes === undefined ? dailyNewPupils(ctx, now, days) : dailyNewClassMembers(ctx, classes, now, days),
    sessionsToday(ctx, now, classes),
    homeworkToMarkCount(ctx, classes),
    examAttemptsToMarkCount(ctx, actor),
  ]);
  const trend = pupils.map((p, i) => ({
    day: p.day,
    orders: sales?.[i]?.orders ?? null,
    revenueFen: sales?.[i]?.revenueFen ?? null,
    newPupils: p.newPupils,
  }));
  const today = trend[trend.length - 1]!;
  return {
    scope: school ? 'school' : 'classes',
    today: today.day,
    ordersToday: today.orders,
    revenueTodayFen: today.revenueFen,
    newPupilsToday: today.newPupils,
    sessionsToday: sessions.sessions,
    liveNow: sessions.liveNow,
    homeworkToMark,
    examsToMark,
    // No approval entity exists yet: exam paper and essay approvals (product spec, staff: "Exam and essay approval
    // upload/list/get/put/revoke") arrive with the console's approvals page, a later item of issue 14.
    approvalsWaiting: 0,
    trend,
  };
}
