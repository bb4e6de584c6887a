/**
 * The exam burst's cast, made through the server's own code against the bench's scratch database: pupils are real
 * accounts (`createUser`, the account module's own insert with the student role), enrolled in the demo maths class
 * (a `learn_enrolment` row, as a paid order makes), logged in through the real password grant; the exam is a row of
 * the server's `exam_exam` table for the demo's open class-completion paper, with a window the bench can reach.
 * Nothing here is a route of the product: it runs only in the bench process.
 */
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { STUDENT_ROLE_ID } from '@salt/domain';
import type { Database } from '../apps/server/src/db/client';
import { enrolments, examPapers, exams } from '../apps/server/src/db/schema';
// The service itself, not the module's index: the index brings the routes (and their Fastify plugins' types).
import { createUser } from '../apps/server/src/modules/account/user.service';

/** The demo's open class-completion paper (apps/server/src/db/seed/exam-bank/demo-papers.ts). */
export const BURST_PAPER_KEY = 'math8-jieke-autumn';

/**
 * argon2id with the smallest parameters (as the server's test factories use): the parameters travel inside the
 * hash, so each login still runs the real check, in well under a millisecond instead of 15-40 ms; 2,000 logins
 * with production parameters would take minutes of the server's CPU before the burst even starts.
 */
const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const PASSWORD = 'Bench1234';

export interface Pupil {
  id: number;
  username: string;
  token: string;
}

/** Runs `fn` over `items` with at most `width` at once, in order of the items. */
export async function inBatches<T, R>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

/** The demo's open class-completion exam: its paper and the class it belongs to. */
export async function burstPaper(db: Database): Promise<{ paperId: number; offeringId: number }> {
  const [row] = await db
    .select({ paperId: examPapers.id, offeringId: exams.offeringId })
    .from(examPapers)
    .innerJoin(exams, and(eq(exams.paperId, examPapers.id), eq(exams.kind, 'jieke')))
    .where(eq(examPapers.key, BURST_PAPER_KEY))
    .limit(1);
  if (!row?.offeringId) throw new Error(`the demo has no class-completion exam of paper ${BURST_PAPER_KEY}`);
  return { paperId: row.paperId, offeringId: row.offeringId };
}

/**
 * `count` student accounts (`createUser`, cheap argon2 as above), each with a bearer token from
 * POST /api/auth/oauth/token. Usernames (`<prefix>_<tag>_<i>`) and phones carry a per-run tag so a rerun against the
 * same database never collides.
 */
export async function createStudents(db: Database, base: string, count: number, prefix: string): Promise<Pupil[]> {
  const tag = Date.now().toString(36).slice(-5);
  const passwordHash = await hash(PASSWORD, CHEAP_ARGON2);
  // 11-digit mainland numbers from the 162 range (virtual operators; no demo account uses it), unique per run.
  const phoneBase = 16_200_000_000 + (Date.now() % 90_000) * 1000;
  const made = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    8,
    (i) =>
      createUser(db, {
        username: `${prefix}_${tag}_${i}`,
        phone: String(phoneBase + i),
        password: PASSWORD,
        passwordHash,
        realname: `压测学生${i + 1}`,
        grade: '8',
        roles: [STUDENT_ROLE_ID],
      }),
  );
  return inBatches(made, 16, async (u) => ({
    id: u.id,
    username: u.username,
    token: await login(base, u.username, PASSWORD),
  }));
}

/** `count` pupils in the class (a `learn_enrolment` row each, as a paid order makes), logged in. */
export async function createPupils(db: Database, base: string, offeringId: number, count: number): Promise<Pupil[]> {
  const pupils = await createStudents(db, base, count, 'exam');
  for (let i = 0; i < pupils.length; i += 500) {
    await db
      .insert(enrolments)
      .values(pupils.slice(i, i + 500).map((u) => ({ userId: u.id, offeringId, status: 'active' })));
  }
  return pupils;
}

/**
 * The burst's exam: the open paper, for the same class, opened a minute ago and closing at `closesAt`. The paper
 * takes 90 minutes, so every attempt's deadline is the close (`setBy: 'close'`): one deadline for all.
 */
export async function createBurstExam(
  db: Database,
  paper: { paperId: number; offeringId: number },
  closesAt: Date,
): Promise<number> {
  const [exam] = await db
    .insert(exams)
    .values({
      paperId: paper.paperId,
      kind: 'jieke',
      title: '压测：初二数学结课考试',
      subject: '2',
      grade: '8',
      offeringId: paper.offeringId,
      opensAt: new Date(Date.now() - 60_000),
      closesAt,
      maxAttempts: 1,
    })
    .returning({ id: exams.id });
  return exam!.id;
}

async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`bench login failed for ${username}: HTTP ${res.status}`);
  return body.access_token;
}
