import { sql } from 'drizzle-orm';
import { chapters, quizAnswers } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * Submitted homework still waiting for the tutor's or teacher's feedback (submitted, no reply yet: what the
 * learning centre lists under 待批改), in the whole school (`undefined`) or in these classes. Served by the partial
 * index quiz_answer_to_mark_idx, which holds only such rows.
 */
export async function homeworkToMarkCount(
  ctx: AppContext,
  offeringIds: readonly number[] | undefined,
): Promise<number> {
  if (offeringIds !== undefined && offeringIds.length === 0) return 0;
  const classes =
    offeringIds === undefined
      ? sql``
      : sql`and exists (select 1 from ${chapters} c where c.id = ${quizAnswers.chapterId} and c.offering_id in (${sql.join(
          offeringIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  const { rows } = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${quizAnswers}
    where ${quizAnswers.kind} = 'homework' and ${quizAnswers.quizAnswerType} = '2' and ${quizAnswers.replyOver} is null
      ${classes}`);
  return Number(rows[0]?.n ?? 0);
}
