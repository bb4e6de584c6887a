import type { Database } from '../../db/client';

/**
 * The answer save as ONE statement, a named prepared one (the exam's hottest call: a whole class saves every few
 * seconds near the bell). It checks, in this order, what the save used to check in five round trips (the
 * token-family check, `BEGIN`, the attempt `FOR SHARE`, the upsert, `COMMIT`): the caller's token family is not
 * revoked (logout), the attempt is the caller's, open and within its deadline plus the grace; then upserts the
 * answer only when its `seq` is newer. The attempt row is share-locked for the statement, so a save cannot
 * interleave with the commit's update (it lands before the commit marks, or finds the attempt committed).
 * Nothing is written unless every check passes; the caller reads which one failed from the row.
 */
const SAVE_ANSWER = {
  name: 'exam_answer_save',
  text: `
with fam as (
  select exists (select 1 from auth_token_family where id = $1::uuid and revoked_at is null) as live
), att as (
  select a.id, a.status, a.deadline from exam_attempt a, fam
  where a.id = $2 and a.user_id = $3 and fam.live
  for share of a
), up as (
  insert into exam_answer as x (attempt_id, question_id, answer, seq, saved_at)
  select att.id, $4, $5::jsonb, $6, $7 from att
  where att.status = 'open' and att.deadline >= $8
  on conflict (attempt_id, question_id) do update
    set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
    where x.seq < excluded.seq
  returning x.seq, x.saved_at
)
select fam.live, att.status, att.deadline, up.seq as applied_seq, up.saved_at as applied_at,
  kept.seq as kept_seq, kept.saved_at as kept_at
from fam
left join att on true
left join up on true
left join exam_answer kept on kept.attempt_id = att.id and kept.question_id = $4 and up.seq is null`,
};

export interface SaveRow {
  live: boolean;
  /** Null: no such attempt of the caller's (or the family is revoked, which `live` says). */
  status: string | null;
  deadline: Date | null;
  /** Set when this save was stored. */
  applied_seq: number | null;
  applied_at: Date | null;
  /**
   * The stored answer when this save was not (a newer seq is kept), as of the statement's start: null or older
   * than this save's seq only when another save of the same question landed meanwhile (read it again then).
   */
  kept_seq: number | null;
  kept_at: Date | null;
}

export async function runSaveAnswer(
  db: Database,
  p: {
    familyId: string;
    attemptId: number;
    userId: number;
    questionId: number;
    answer: string[];
    seq: number;
    now: Date;
    /** The deadline may be no earlier than this: now minus the grace. */
    deadlineFrom: Date;
  },
): Promise<SaveRow> {
  const { rows } = await db.$client.query<SaveRow>({
    ...SAVE_ANSWER,
    values: [p.familyId, p.attemptId, p.userId, p.questionId, JSON.stringify(p.answer), p.seq, p.now, p.deadlineFrom],
  });
  return rows[0]!;
}
