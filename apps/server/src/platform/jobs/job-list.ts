import type pg from 'pg';
import { jobPageQuerySchema, type JobPage, type JobPageQuery, type JobRecord, type JobState } from '@salt/domain';

/** pg-boss keeps its tables in this schema (created and migrated by pg-boss itself, not by drizzle). */
export const JOB_SCHEMA = 'pgboss';

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
  output: Record<string, unknown> | null;
}

// Jobs move from `job` to `archive` some hours after they end (and are deleted after 7 days): both are "recent".
// pg-boss's own queues (`__pgboss__...`, cron hand-over) are not the app's jobs.
const FROM = `(
  select id, name, state, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output
  from ${JOB_SCHEMA}.job
  union all
  select id, name, state, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output
  from ${JOB_SCHEMA}.archive
) j
where j.name not like '\\_\\_pgboss\\_\\_%'
  and ($1::text is null or j.name = $1)
  and ($2::text is null or j.state::text = $2)`;

/** The newest jobs first, with what they reported or why they failed. */
export async function recentJobs(pool: pg.Pool, query: JobPageQuery): Promise<JobPage> {
  const { current, size, name, state } = jobPageQuerySchema.parse(query);
  const filter = [name ?? null, state ?? null];
  const [count, page] = await Promise.all([
    pool.query<{ total: number }>(`select count(*)::int as total from ${FROM}`, filter),
    pool.query<JobRow>(`select * from ${FROM} order by j.created_on desc, j.id limit $3 offset $4`, [
      ...filter,
      size,
      (current - 1) * size,
    ]),
  ]);
  return { records: page.rows.map(toRecord), total: count.rows[0]!.total, current, size };
}

function toRecord(r: JobRow): JobRecord {
  const failed = r.state === 'failed' || r.state === 'retry';
  const message = failed && typeof r.output?.message === 'string' ? r.output.message : null;
  return {
    id: r.id,
    name: r.name,
    state: r.state,
    retryCount: r.retry_count,
    retryLimit: r.retry_limit,
    createdAt: r.created_on.toISOString(),
    startAfter: r.start_after.toISOString(),
    startedAt: r.started_on?.toISOString() ?? null,
    completedAt: r.completed_on?.toISOString() ?? null,
    error: message ? message.slice(0, 500) : null,
    // A failure's output is the serialised error (with its stack): staff see the message, not the stack.
    output: failed ? null : (r.output ?? null),
  };
}
