import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { examPapers } from '../db/schema';
import { bankFactory, examFactory, examPaperFactory, questionFactory } from './exam-factories';
import { examCalls } from './exam-requests';

/**
 * The permission matrix's exams: the every-type paper as five exams of the pupil's class, each holding one attempt
 * of the pupil for one kind of call (open ones to answer, time, play and commit, and to extend; committed ones
 * with a recorded oral answer to read, mark and reopen), and a practice bank for AI sets.
 */
export async function examPermissionFixture(
  db: Database,
  app: FastifyInstance,
  offeringId: number,
  pupil: { id: number; headers: Record<string, string> },
) {
  const calls = examCalls(app);
  const paper = await examPaperFactory(db);
  await bankFactory(db, { subject: '2', grade: '8', points: ['一次函数', '勾股定理'], perPoint: 3 });
  const exam = () => examFactory(db, { paperId: paper.paperId, offeringId, maxAttempts: null });
  const attempt = async (examId: number, commit: boolean) => {
    const res = await calls.start(pupil.headers, examId);
    if (res.statusCode !== 200) throw new Error(`exam start ${res.statusCode} ${res.body}`);
    const id: number = res.json().data.sessionId;
    if (commit) {
      await calls.answer(pupil.headers, id, {
        questionId: paper.oral.id,
        answer: [`/api/file/private/audio/${pupil.id}/a.webm`],
        seq: 1,
      });
      await calls.commit(pupil.headers, id);
    }
    return id;
  };
  const toStart = await exam();
  // 题库 and 试卷: a question and a paper of their own for each versioned edit or delete (version 1 each time).
  const spareQuestion = async () => (await questionFactory(db, { type: '4', isTrue: true })).id;
  const sparePaper = async () => {
    const [row] = await db
      .insert(examPapers)
      .values({
        key: `perm-${process.pid}-${Date.now()}-${Math.random()}`.slice(0, 60),
        title: '权限测试卷',
        subject: '2',
        grade: '8',
        durationSeconds: 600,
        totalTenths: 20,
        sections: [{ title: '一', items: [{ questionId: paper.judge.id, scoreTenths: 20 }] }],
      })
      .returning({ id: examPapers.id });
    return row!.id;
  };
  return {
    paper,
    spareQuestion,
    sparePaper,
    examId: toStart.id,
    open: await attempt((await exam()).id, false),
    toCommit: await attempt((await exam()).id, false),
    toExtend: await attempt((await exam()).id, false),
    committed: await attempt((await exam()).id, true),
    toReopen: await attempt((await exam()).id, true),
  };
}
