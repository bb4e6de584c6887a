import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { STUDENT_ROLE_ID } from '@salt/domain';
import type { Database } from '../client';
import { examAttempts, userRoles, users } from '../schema';
import { hashPassword } from '../../platform/auth/password';
import { insertCommittedAttempt, type PaperSnapshot, type SeedAnswer } from '../../modules/exam';

/**
 * Two classmates of the demo student who handed in the finished class-completion exam and whose oral answers
 * nobody has marked yet: the demo teacher's 阅卷 queue in the console has work in it from the first start. They
 * are pupils without a known password (nobody logs in as them); their recordings are made by the media step like
 * the demo student's.
 */
const CLASSMATES = [
  { username: 'demo_pupil_liuym', realname: '刘一鸣', wrongEvery: 4, lateMinutes: 0 },
  { username: 'demo_pupil_chensy', realname: '陈思雨', wrongEvery: 5, lateMinutes: 95 },
] as const;

export async function seedPendingClassmates(
  db: Database,
  o: {
    exam: { id: number; paperId: number; multiPartial: string };
    startedAt: Date;
    durationMinutes: number;
    answers: (snapshot: PaperSnapshot, pupilId: number, wrongEvery: number) => SeedAnswer[];
  },
): Promise<void> {
  for (const mate of CLASSMATES) {
    const pupilId = await pupilIdOf(db, mate.username, mate.realname);
    const [taken] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, o.exam.id), eq(examAttempts.userId, pupilId)))
      .limit(1);
    if (taken) continue;
    const startedAt = new Date(o.startedAt.getTime() + mate.lateMinutes * 60_000);
    await insertCommittedAttempt(db, {
      exam: o.exam,
      userId: pupilId,
      attemptNo: 1,
      startedAt,
      deadline: new Date(startedAt.getTime() + o.durationMinutes * 60_000),
      committedAt: new Date(startedAt.getTime() + (o.durationMinutes - 9) * 60_000),
      answers: (snapshot) => o.answers(snapshot, pupilId, mate.wrongEvery),
    });
  }
}

async function pupilIdOf(db: Database, username: string, realname: string): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
      realname,
      grade: '8',
      deptValue: '1',
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: created!.id, roleId: STUDENT_ROLE_ID }).onConflictDoNothing();
  return created!.id;
}
