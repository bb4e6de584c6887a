import { sql } from 'drizzle-orm';
import {
  addDays,
  chinaDateOf,
  chinaRangeInstants,
  daysInRange,
  type SummaryFigures,
  type TutorSummary,
  type TutorSummaryQuery,
} from '@salt/domain';
import { enrolments } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import { addTally, emptyTally, figuresOfClasses, ratesOf } from './class-figures.service';
import { classesInScope, type Ctx } from './scope';

interface MoveRow extends Record<string, unknown> {
  offering_id: number;
  user_id: number;
  created_at: string | Date;
  ended_at: string | Date | null;
  status: string;
  moved_in: boolean;
}

/**
 * 数据汇总 over China days [from, to]: from learn_enrolment, a pupil's enrolment made in the range is new unless a
 * class change made it (an enrolment of theirs was 'moved' at that very instant: 转入); an enrolment 'moved' away in
 * the range is 转出, one 'ended' (退费, or ended by staff) is 退费. Attendance and homework rates are the reports'
 * figures of the sessions that ended in the range, over the classes' current pupils.
 */
export async function tutorSummary(ctx: Ctx, actor: Actor, q: TutorSummaryQuery): Promise<TutorSummary> {
  const { start, end } = chinaRangeInstants(q.from, q.to);
  const ids = await classesInScope(ctx, actor);
  const classes = await figuresOfClasses(ctx, ids, { start, end });
  const s = start.toISOString();
  const e = end.toISOString();
  const rows =
    ids.length === 0
      ? []
      : (
          await ctx.db.execute<MoveRow>(sql`
    select x.offering_id, x.user_id, x.created_at, x.ended_at, x.status,
      exists (select 1 from ${enrolments} m where m.user_id = x.user_id and m.status = 'moved'
        and m.ended_at = x.created_at and m.offering_id <> x.offering_id) as moved_in
    from ${enrolments} x
    where x.offering_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and ((x.created_at >= ${s}::timestamptz and x.created_at < ${e}::timestamptz)
        or (x.ended_at >= ${s}::timestamptz and x.ended_at < ${e}::timestamptz))`)
        ).rows;
  const inRange = (d: string | Date | null) => d !== null && new Date(d) >= start && new Date(d) < end;
  const figuresOf = (list: MoveRow[]) => ({
    newPupils: list.filter((r) => inRange(r.created_at) && !r.moved_in).length,
    changesIn: list.filter((r) => inRange(r.created_at) && r.moved_in).length,
    changesOut: list.filter((r) => r.status === 'moved' && inRange(r.ended_at)).length,
    refunds: list.filter((r) => r.status === 'ended' && inRange(r.ended_at)).length,
  });
  let total = emptyTally();
  const perClass = classes.map((c) => {
    const tally = [...c.perPupil.values()].reduce((t, p) => addTally(t, p.tally), emptyTally());
    total = addTally(total, tally);
    const { attendanceRate, homeworkRate } = ratesOf(tally);
    return {
      offeringId: c.cls.offeringId,
      title: c.cls.title,
      ...figuresOf(rows.filter((r) => Number(r.offering_id) === c.cls.offeringId)),
      attendanceRate,
      homeworkRate,
    };
  });
  const totals: SummaryFigures = { ...figuresOf(rows), ...pick(ratesOf(total)) };
  const perDay = new Map<string, number>();
  for (const r of rows)
    if (inRange(r.created_at) && !r.moved_in) {
      const day = chinaDateOf(new Date(r.created_at));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  const days = Array.from({ length: daysInRange(q.from, q.to) }, (_, i) => {
    const day = addDays(q.from, i);
    return { day, newPupils: perDay.get(day) ?? 0 };
  });
  return { from: q.from, to: q.to, totals, classes: perClass, days };
}

const pick = (r: ReturnType<typeof ratesOf>) => ({ attendanceRate: r.attendanceRate, homeworkRate: r.homeworkRate });

const CSV_HEAD = ['班级', '新增学员', '调班转入', '调班转出', '退费', '出勤率', '作业完成率'];
const pct = (n: number | null) => (n === null ? '' : `${n}%`);
/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
const cell = (v: string | number) => {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The summary as CSV with a BOM, so Excel opens the Chinese headings correctly. */
export function summaryCsv(s: TutorSummary): string {
  const line = (f: SummaryFigures, name: string) =>
    [name, f.newPupils, f.changesIn, f.changesOut, f.refunds, pct(f.attendanceRate), pct(f.homeworkRate)]
      .map(cell)
      .join(',');
  const lines = [
    CSV_HEAD.join(','),
    ...s.classes.map((c) => line(c, c.title)),
    line(s.totals, `合计（${s.from} 至 ${s.to}）`),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
