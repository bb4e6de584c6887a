/**
 * The exam burst (issue 13): `pupils` real pupils start one class-completion exam within `startSeconds` and save
 * every answer, each spreading its saves over about `answerSeconds` as a pupil working through the paper would
 * (on a schedule of their own, one save in flight per pupil, as the answering page's queue sends them). The exam closes shortly after the last
 * planned save, so every attempt has the same deadline; then nobody hands in, and the server's own sweep job
 * (`exam-attempt-sweep`, every SWEEP_INTERVAL_MS, 30 s by default) must commit all of them once deadline + 10 s has
 * passed. The bench waits for that and reads from the database when each attempt was committed and what the job's
 * runs reported.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { API_PATHS, EXAM_QUESTION_TYPE, type ExamQuestionView, type ExamSession } from '@salt/domain';
import { connectDatabase } from '../apps/server/src/db/client';
import { burstPaper, createBurstExam, createPupils, type Pupil } from './exam-pupils';

export interface ExamBurstSettings {
  pupils: number;
  /** All starts fall within this many seconds. */
  startSeconds: number;
  /** Each pupil spreads its saves over about this many seconds after its start. */
  answerSeconds: number;
  /** The server's SWEEP_INTERVAL_MS: how long the bench may have to wait for the job's next run. */
  sweepIntervalMs: number;
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export interface ExamBurstResult {
  settings: ExamBurstSettings;
  /** CPU seconds of the server and its embedded PostgreSQL over the whole exam part (run-bench.ts fills it in). */
  serverCpuSeconds?: number;
  /** Seconds to create, enrol and log in the pupils (not part of the burst). */
  setupSeconds: number;
  questionsPerPaper: number;
  starts: LatencySummary;
  saves: LatencySummary & { perSecond: number };
  /** From the first start request to the last save's answer. */
  burstSeconds: number;
  /**
   * How late the bench's own event loop ran during the burst (p99, max): the client shares the CPUs with the
   * server, and a late loop reads a response late, so this much of any latency above may be the client's.
   */
  clientLoopDelayP99Ms: number;
  clientLoopDelayMaxMs: number;
  /** Requests that did not answer 200 with code 0 (each one fails the run). */
  failures: number;
  failureSamples: string[];
  answersInDatabase: number;
  /** Everything below is about the sweep; times in seconds after the attempts' common deadline. */
  deadline: string;
  /** The first sweep run that committed any of them started this long after the deadline (due at +10 s). */
  sweepStartedAfterDeadline: number | null;
  /** The bench first saw one of them committed this long after the deadline (polling every 100 ms). */
  firstCommitSeenAfterDeadline: number | null;
  /** The last of them was committed this long after the deadline. */
  allCommittedAfterDeadline: number | null;
  /** From the first sweep run's start to the last commit: how long the sweep took for all of them. */
  sweepSeconds: number | null;
  committed: number;
  committedByAuto: number;
  marked: number;
  sweepRuns: { startedAt: string; completedAt: string | null; committed: number | null }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function summarise(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    meanMs: sorted.length ? sum / sorted.length : 0,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (t: number) => sleep(Math.max(0, t - Date.now()));

/** What a pupil saves for one question: a plausible answer of the right shape (right or wrong does not matter). */
function answerFor(q: ExamQuestionView | ExamQuestionView['children'][number], pupilId: number, i: number) {
  const options = q.options.map((o) => String(o.optionId));
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
      return options[i % options.length] ?? '';
    case EXAM_QUESTION_TYPE.multiple:
      return options.filter((_, k) => (k + i) % 2 === 0);
    case EXAM_QUESTION_TYPE.trueFalse:
      return options.length ? (options[i % options.length] ?? '') : i % 2 === 0 ? 'true' : 'false';
    case EXAM_QUESTION_TYPE.fillIn:
      return Array.from({ length: Math.max(1, q.blanks) }, (_, k) => String((pupilId + k) % 10));
    default:
      // Oral (and photo) answers are the pupil's own private uploads (`/api/file/private/audio/<own id>/...`); the
      // engine checks the path's shape and owner, not the file, so the bench saves the path an upload would give.
      return [`/api/file/private/audio/${pupilId}/bench-${q.questionId}.webm`];
  }
}

/** The questions a pupil answers: every question, a combined one by its sub-questions. */
function leavesOf(session: ExamSession) {
  return session.sections.flatMap((s) => s.questions.flatMap((q) => (q.children.length ? q.children : [q])));
}

interface BurstRecord {
  starts: number[];
  saves: number[];
  problems: string[];
  lastAnswerAt: number;
  /** Answers one sitting takes (the same paper for all). */
  questions: number;
}

interface Call {
  ok: boolean;
  ms: number;
  problem?: string;
  body?: unknown;
}

async function call(base: string, token: string, method: string, path: string, body: unknown): Promise<Call> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    const parsed = JSON.parse(text) as { code?: number; data?: unknown };
    if (res.status !== 200 || parsed.code !== 0)
      return { ok: false, ms, problem: `${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}` };
    return { ok: true, ms, body: parsed.data };
  } catch (err) {
    return { ok: false, ms: performance.now() - t0, problem: `${method} ${path}: ${String(err)}` };
  }
}

/** One pupil: starts at `startAt`, then saves every answer in turn with a pause between saves. */
async function sitExam(
  base: string,
  examId: number,
  pupil: Pupil,
  startAt: number,
  answerMs: number,
  record: BurstRecord,
) {
  await sleepUntil(startAt);
  const started = await call(base, pupil.token, 'POST', API_PATHS.examSession, { examId });
  record.starts.push(started.ms);
  if (!started.ok) {
    record.problems.push(started.problem!);
    return;
  }
  const session = started.body as ExamSession;
  const leaves = leavesOf(session);
  record.questions = leaves.length;
  const gap = answerMs / leaves.length;
  const answeringFrom = Date.now();
  for (const [i, q] of leaves.entries()) {
    // The pupil changes answer i at about (i + 1/2) gaps after the start (±40 % of a gap, so pupils drift apart
    // instead of saving in lock-step), whatever the server's pace; the page sends its saves one at a time, so a
    // save waits for the one before it when the server is slower than the pupil.
    await sleepUntil(answeringFrom + gap * (i + 0.1 + 0.8 * Math.random()));
    const path = API_PATHS.examSessionAnswer.replace(':id', String(session.sessionId));
    const saved = await call(base, pupil.token, 'PUT', path, {
      questionId: q.questionId,
      answer: answerFor(q, pupil.id, i),
      seq: 1,
    });
    record.saves.push(saved.ms);
    if (!saved.ok) record.problems.push(saved.problem!);
  }
  record.lastAnswerAt = Math.max(record.lastAnswerAt, Date.now());
}

interface SweepRunRow {
  started_on: Date;
  completed_on: Date | null;
  output: { committed?: number } | null;
}

/**
 * Waits until every attempt of the exam is committed (or `timeoutMs` passes), polling the table, and reads the
 * sweep job's runs from pg-boss's own tables (a run moves to the archive some time after it ends).
 */
async function watchSweep(client: pg.Client, examId: number, expected: number, deadline: Date, timeoutMs: number) {
  const stopAt = deadline.getTime() + timeoutMs;
  let allAt: number | null = null;
  let firstAt: number | null = null;
  while (Date.now() < stopAt) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from exam_attempt where exam_id = $1 and status = 'committed'`,
      [examId],
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0 && firstAt === null) firstAt = Date.now();
    if (n >= expected) {
      allAt = Date.now();
      break;
    }
    await sleep(100);
  }
  const runs = await client.query<SweepRunRow>(
    `select started_on, completed_on, output from (
       select name, started_on, completed_on, output from pgboss.job
       union all select name, started_on, completed_on, output from pgboss.archive
     ) j where name = 'exam-attempt-sweep' and started_on >= $1 order by started_on`,
    [deadline],
  );
  const counts = await client.query<{ committed: number; auto: number; marked: number }>(
    `select count(*) filter (where status = 'committed')::int as committed,
            count(*) filter (where committed_by = 'auto')::int as auto,
            count(*) filter (where earned_tenths is not null)::int as marked
       from exam_attempt where exam_id = $1`,
    [examId],
  );
  return { allAt, firstAt, runs: runs.rows, counts: counts.rows[0]! };
}

export async function examBurst(base: string, dbUrl: string, settings: ExamBurstSettings): Promise<ExamBurstResult> {
  const handle = connectDatabase(dbUrl, 8);
  const client = new pg.Client({ connectionString: dbUrl });
  // A database that goes away mid-run fails the next query (and the run, with cleanup) instead of the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const setupStarted = performance.now();
    const paper = await burstPaper(handle.db);
    const pupils = await createPupils(handle.db, base, paper.offeringId, settings.pupils);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // The last planned save is before startSeconds + answerSeconds; the close leaves 15 s on top for a slow server.
    // Saves still count 10 s past it, so only a server more than 25 s behind the pupils loses answers (failures).
    const t0 = Date.now() + 2_000;
    const closesAt = new Date(t0 + (settings.startSeconds + settings.answerSeconds + 15) * 1000);
    const examId = await createBurstExam(handle.db, paper, closesAt);

    const record: BurstRecord = { starts: [], saves: [], problems: [], lastAnswerAt: 0, questions: 0 };
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    // Starts evenly spread over the window (pupil i at i/N of it), in random order of pupils.
    const order = pupils.map((p) => ({ p, r: Math.random() })).sort((a, b) => a.r - b.r);
    await Promise.all(
      order.map(({ p }, i) =>
        sitExam(
          base,
          examId,
          p,
          t0 + (i / pupils.length) * settings.startSeconds * 1000,
          settings.answerSeconds * 1000,
          record,
        ),
      ),
    );
    loopDelay.disable();
    const burstSeconds = (record.lastAnswerAt - t0) / 1000;
    const { rows: answerRows } = await client.query<{ n: number; q: number }>(
      `select count(*)::int as n from exam_answer a join exam_attempt t on t.id = a.attempt_id where t.exam_id = $1`,
      [examId],
    );
    const { rows: deadlineRows } = await client.query<{ deadline: Date; n: number }>(
      `select deadline, count(*)::int as n from exam_attempt where exam_id = $1 group by deadline`,
      [examId],
    );
    if (deadlineRows.length !== 1) throw new Error(`the attempts have ${deadlineRows.length} different deadlines`);
    const deadline = deadlineRows[0]!.deadline;
    const attempts = deadlineRows[0]!.n;
    const watched = await watchSweep(client, examId, attempts, deadline, 10_000 + settings.sweepIntervalMs + 180_000);
    const after = (t: number | null) => (t === null ? null : (t - deadline.getTime()) / 1000);
    const firstRun = watched.runs.find((r) => (r.output?.committed ?? 0) > 0) ?? watched.runs[0];
    const sweepStart = firstRun ? firstRun.started_on.getTime() : null;

    const saves = summarise(record.saves);
    const savesSpan = burstSeconds > 0 ? burstSeconds : 1;
    return {
      settings,
      setupSeconds,
      questionsPerPaper: record.questions,
      starts: summarise(record.starts),
      saves: { ...saves, perSecond: saves.count / savesSpan },
      burstSeconds,
      // The histogram is in nanoseconds and includes the sampling resolution (10 ms).
      clientLoopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - 10),
      clientLoopDelayMaxMs: Math.max(0, loopDelay.max / 1e6 - 10),
      failures: record.problems.length,
      failureSamples: record.problems.slice(0, 5),
      answersInDatabase: answerRows[0]?.n ?? 0,
      deadline: deadline.toISOString(),
      sweepStartedAfterDeadline: after(sweepStart),
      firstCommitSeenAfterDeadline: after(watched.firstAt),
      allCommittedAfterDeadline: after(watched.allAt),
      sweepSeconds: watched.allAt !== null && sweepStart !== null ? (watched.allAt - sweepStart) / 1000 : null,
      committed: watched.counts.committed,
      committedByAuto: watched.counts.auto,
      marked: watched.counts.marked,
      sweepRuns: watched.runs.map((r) => ({
        startedAt: r.started_on.toISOString(),
        completedAt: r.completed_on?.toISOString() ?? null,
        committed: typeof r.output?.committed === 'number' ? r.output.committed : null,
      })),
    };
  } finally {
    await client.end();
    await handle.close();
  }
}
