import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { bankFactory, examFactory, examPaperFactory } from './exam-factories';
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
  return {
    paper,
    examId: toStart.id,
    open: await attempt((await exam()).id, false),
    toCommit: await attempt((await exam()).id, false),
    toExtend: await attempt((await exam()).id, false),
    committed: await attempt((await exam()).id, true),
    toReopen: await attempt((await exam()).id, true),
  };
}
