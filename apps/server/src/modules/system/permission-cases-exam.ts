import { ADMIN, get, OWNER, send, SIGNED_IN, status, type Case } from './permission-helpers';

/** Staff who may mark the class's exam (its teacher and tutor, staff); everyone else 403. */
const EXAM_MARKERS = status(403, { visitor: 401, tutor: 200, teacher: 200, admin: 200 });
/** An attempt's report: the pupil, the bound parent, its markers; anyone else an unknown attempt (404). */
const ATTEMPT_READERS = status(404, { visitor: 401, pupil: 200, parent: 200, tutor: 200, teacher: 200, admin: 200 });

/** 题库 and 试卷: console staff (admins and teachers); tutors, pupils, parents 403, visitors 401. */
const BANK_STAFF = status(403, { visitor: 401, teacher: 200, otherTeacher: 200, admin: 200 });
const QUESTION_FORM = {
  subject: '2',
  grade: '8',
  type: '4',
  stem: '0 是偶数',
  isTrue: true,
  score: 2,
  difficulty: 2,
  knowledgePoints: ['有理数'],
};
const paperForm = (questionId: number) => ({
  title: '权限测试卷',
  subject: '2',
  grade: '8',
  durationMinutes: 10,
  sections: [{ title: '一', items: [{ questionId, score: 2 }] }],
});

/** The exams' rows of the permission matrix (permission-cases.ts has the rest). */
export function examCases(): Case[] {
  return [
    { route: 'GET /api/em/exam/my/page', request: () => get('/em/exam/my/page?type=jieke'), expect: SIGNED_IN },
    // A class-completion exam: its pupils only (reading its start screen as much as starting it).
    {
      route: 'GET /api/em/quiz/exam/:id',
      request: (f) => get(`/em/quiz/exam/${f.exam.examId}`),
      expect: status(403, { visitor: 401, pupil: 200 }),
    },
    // A class-completion exam: its pupils only.
    {
      route: 'POST /api/em/quiz/session',
      request: (f) => send('POST', '/em/quiz/session', { examId: f.exam.examId }),
      expect: status(403, { visitor: 401, pupil: 200 }),
    },
    { route: 'GET /api/em/quiz/session/my/page', request: () => get('/em/quiz/session/my/page'), expect: SIGNED_IN },
    // One's own attempt: anyone else's is an unknown id.
    {
      route: 'PUT /api/em/quiz/session/:id/answer',
      request: (f) =>
        send('PUT', `/em/quiz/session/${f.exam.open}/answer`, {
          questionId: f.exam.paper.judge.id,
          answer: 'true',
          seq: 1,
        }),
      expect: OWNER,
    },
    {
      route: 'POST /api/em/quiz/session/:id/time',
      request: (f) => send('POST', `/em/quiz/session/${f.exam.open}/time`, { event: 'heartbeat' }),
      expect: OWNER,
    },
    {
      route: 'POST /api/em/quiz/session/:id/play',
      request: (f) => send('POST', `/em/quiz/session/${f.exam.open}/play`, { questionId: f.exam.paper.listening.id }),
      expect: OWNER,
    },
    {
      route: 'POST /api/em/quiz/session/:id/commit',
      request: (f) => send('POST', `/em/quiz/session/${f.exam.toCommit}/commit`, {}),
      expect: OWNER,
    },
    {
      route: 'GET /api/em/quiz/session/:id/report',
      request: (f) => get(`/em/quiz/session/${f.exam.committed}/report`),
      expect: ATTEMPT_READERS,
    },
    {
      route: 'GET /api/em/quiz/session/:id/analysis',
      request: (f) => get(`/em/quiz/session/${f.exam.committed}/analysis`),
      expect: ATTEMPT_READERS,
    },
    // Staff: the marking list for teachers, tutors and staff (each sees the exams they mark).
    {
      route: 'GET /api/em/marking/page',
      request: () => get('/em/marking/page'),
      expect: status(200, { visitor: 401, pupil: 403, otherPupil: 403, parent: 403 }),
    },
    {
      route: 'GET /api/em/marking/options',
      request: () => get('/em/marking/options'),
      expect: status(200, { visitor: 401, pupil: 403, otherPupil: 403, parent: 403 }),
    },
    {
      route: 'PUT /api/em/quiz/session/:id/mark',
      request: (f) =>
        send('PUT', `/em/quiz/session/${f.exam.committed}/mark`, {
          questionId: f.exam.paper.oral.id,
          score: 8,
          comment: '很好',
        }),
      expect: EXAM_MARKERS,
    },
    // One exam's attempts: whoever may give its pupils extra time.
    {
      route: 'GET /api/em/exam/:id/attempts',
      request: (f) => get(`/em/exam/${f.exam.examId}/attempts`),
      expect: EXAM_MARKERS,
    },
    {
      route: 'POST /api/em/quiz/session/:id/extra-time',
      request: (f) =>
        send('POST', `/em/quiz/session/${f.exam.toExtend}/extra-time`, { seconds: 60, reason: '网络中断' }),
      expect: EXAM_MARKERS,
    },
    {
      route: 'POST /api/em/quiz/session/:id/reopen',
      request: (f) => send('POST', `/em/quiz/session/${f.exam.toReopen}/reopen`, { seconds: 600, reason: '系统故障' }),
      expect: ADMIN,
    },
    { route: 'GET /api/console/question/page', request: () => get('/console/question/page'), expect: BANK_STAFF },
    {
      route: 'GET /api/console/question/:id',
      request: (f) => get(`/console/question/${f.exam.paper.judge.id}`),
      expect: BANK_STAFF,
    },
    {
      route: 'POST /api/console/question',
      request: () => send('POST', '/console/question', QUESTION_FORM),
      expect: BANK_STAFF,
    },
    {
      route: 'PUT /api/console/question/:id',
      request: async (f) =>
        send('PUT', `/console/question/${await f.exam.spareQuestion()}`, { ...QUESTION_FORM, version: 1 }),
      expect: BANK_STAFF,
    },
    {
      route: 'DELETE /api/console/question/:id',
      request: async (f) => send('DELETE', `/console/question/${await f.exam.spareQuestion()}`),
      expect: BANK_STAFF,
    },
    { route: 'GET /api/console/paper/page', request: () => get('/console/paper/page'), expect: BANK_STAFF },
    {
      route: 'GET /api/console/paper/:id',
      request: (f) => get(`/console/paper/${f.exam.paper.paperId}`),
      expect: BANK_STAFF,
    },
    {
      route: 'POST /api/console/paper',
      request: (f) => send('POST', '/console/paper', paperForm(f.exam.paper.judge.id)),
      expect: BANK_STAFF,
    },
    {
      route: 'PUT /api/console/paper/:id',
      request: async (f) =>
        send('PUT', `/console/paper/${await f.exam.sparePaper()}`, { ...paperForm(f.exam.paper.judge.id), version: 1 }),
      expect: BANK_STAFF,
    },
    {
      route: 'DELETE /api/console/paper/:id',
      request: async (f) => send('DELETE', `/console/paper/${await f.exam.sparePaper()}?version=1`),
      expect: BANK_STAFF,
    },
    // AI practice: anyone signed in practises.
    {
      route: 'POST /api/qb/ai/session',
      request: () => send('POST', '/qb/ai/session', { subject: '2', grade: '8', count: 5 }),
      expect: SIGNED_IN,
    },
  ];
}
