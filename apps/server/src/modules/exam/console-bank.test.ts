import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  EXAM_ERRORS,
  QUESTION_BANK_MESSAGES,
  TEACHER_ROLE_ID,
  fillPath,
  type ConsoleExamOptions,
  type ConsolePaperCreate,
  type ConsolePaperDetail,
  type ConsoleQuestionCreate,
  type ConsoleQuestionDetail,
  type ConsoleQuestionPage,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api } from '../../test/requests';
import { consoleAuditLog, examPapers, examQuestions } from '../../db/schema';
import { examFactory } from '../../test/exam-factories';

/** 题库 and 试卷 in the console: every question type, versioned edits, papers with computed totals. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const base = {
  subject: '2',
  grade: '8',
  difficulty: 3,
  knowledgePoints: ['一次函数'],
  analysis: '解析',
  analysisFiles: [],
  options: [],
  blanks: [],
  isTrue: null,
  reference: null,
  manual: false,
  score: 2,
  children: [],
};
const FORMS: Record<string, ConsoleQuestionCreate> = {
  single: {
    ...base,
    type: '0',
    stem: '单选：1+1=?',
    options: [
      { text: '1', isRight: false },
      { text: '2', isRight: true },
    ],
  },
  multiple: {
    ...base,
    type: '1',
    stem: '多选：偶数',
    options: [
      { text: '2', isRight: true },
      { text: '3', isRight: false },
      { text: '4', isRight: true },
    ],
  },
  oral: { ...base, type: '2', stem: '朗读', reference: 'Good morning' },
  fill: { ...base, type: '3', stem: 'x=____，y=＿＿', blanks: [['1'], ['2', '二']], score: 4 },
  judge: { ...base, type: '4', stem: '0 是偶数', isTrue: true },
  combined: {
    ...base,
    type: '100',
    stem: '阅读短文',
    score: 0,
    children: [
      { ...base, id: null, type: '4', stem: '第一小题', isTrue: false, score: 1.5 },
      { ...base, id: null, type: '0', stem: '第二小题', options: choices(), score: 2 },
    ],
  },
};
function choices() {
  return [
    { text: 'A', isRight: true },
    { text: 'B', isRight: false },
  ];
}
const create = async (form: ConsoleQuestionCreate, headers = admin) => {
  const res = await call('POST', API_PATHS.consoleQuestionCreate, form, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const detail = async (id: number) =>
  (await call('GET', fillPath(API_PATHS.consoleQuestionDetail, { id: String(id) }))).json()
    .data as ConsoleQuestionDetail;
const audits = (entity: string, id: number) =>
  t.ctx.db
    .select()
    .from(consoleAuditLog)
    .where(and(eq(consoleAuditLog.entity, entity), eq(consoleAuditLog.entityId, id)));

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
});
afterAll(async () => t?.close());

describe('题库', () => {
  it('creates a question of every type, reads it back as saved, and audits each write', async () => {
    for (const form of Object.values(FORMS)) {
      const id = await create(form);
      const d = await detail(id);
      expect(d.type).toBe(form.type);
      expect(d.stem).toBe(form.stem);
      expect(d.options).toEqual(form.options);
      expect(d.blanks).toEqual(form.blanks);
      expect(d.isTrue).toBe(form.isTrue);
      expect(await audits('examQuestion', id)).toHaveLength(1);
    }
  });

  it('a photo question (拍照作答) keeps its reference and no blanks, and stays out of the practice bank', async () => {
    const id = await create({
      ...base,
      type: '3',
      stem: '写出解题过程并拍照上传',
      manual: true,
      reference: '列方程 4 分，解出 4 分',
      blanks: [['不会保存']],
      score: 10,
    });
    const d = await detail(id);
    expect(d).toMatchObject({ type: '3', manual: true, reference: '列方程 4 分，解出 4 分', blanks: [] });
    const [row] = await t.ctx.db.select().from(examQuestions).where(eq(examQuestions.id, id));
    expect(row).toMatchObject({ manual: true, inBank: false, blanks: null });
  });

  it('a combined question round-trips its sub-questions: kept by id, added, removed; points are their sum', async () => {
    const id = await create(FORMS.combined!);
    const d = await detail(id);
    expect(d.children.map((c) => c.stem)).toEqual(['第一小题', '第二小题']);
    const page = (await call('GET', `${API_PATHS.consoleQuestionPage}?keyword=阅读短文`)).json()
      .data as ConsoleQuestionPage;
    expect(page.records.find((r) => r.id === id)).toMatchObject({ score: 3.5, childCount: 2 });
    const [first, second] = d.children;
    const res = await call('PUT', fillPath(API_PATHS.consoleQuestionUpdate, { id: String(id) }), {
      ...d,
      version: d.version,
      children: [
        { ...second!, stem: '第二小题（改）' },
        { ...base, id: null, type: '2', stem: '新小题', reference: '参考', score: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(id);
    expect(after.children.map((c) => c.stem)).toEqual(['第二小题（改）', '新小题']);
    expect(after.children[0]!.id).toBe(second!.id);
    const gone = await t.ctx.db.select().from(examQuestions).where(eq(examQuestions.id, first!.id!));
    expect(gone).toHaveLength(0);
  });

  it('an edit at a stale version answers 409 and changes nothing; a teacher may edit', async () => {
    const id = await create(FORMS.judge!);
    const d = await detail(id);
    const url = fillPath(API_PATHS.consoleQuestionUpdate, { id: String(id) });
    expect((await call('PUT', url, { ...d, stem: '第一次' }, teacher)).statusCode).toBe(200);
    const stale = await call('PUT', url, { ...d, stem: '第二次' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    expect((await detail(id)).stem).toBe('第一次');
    expect(await audits('examQuestion', id)).toHaveLength(2);
  });

  it('bad input is a Chinese 400 and saves nothing', async () => {
    const before = await t.ctx.db.$count(examQuestions);
    const res = await call('POST', API_PATHS.consoleQuestionCreate, { ...FORMS.fill!, blanks: [['1']] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(QUESTION_BANK_MESSAGES.blanksMatch);
    const single = await call('POST', API_PATHS.consoleQuestionCreate, {
      ...FORMS.single!,
      options: [
        { text: '1', isRight: true },
        { text: '2', isRight: true },
      ],
    });
    expect(single.json().msg).toBe(QUESTION_BANK_MESSAGES.singleOneRight);
    expect(await t.ctx.db.$count(examQuestions)).toBe(before);
  });

  it('filters by type, difficulty and knowledge point', async () => {
    await create({ ...FORMS.single!, stem: '筛选题', difficulty: 5, knowledgePoints: ['勾股定理'] });
    const page = (await call('GET', `${API_PATHS.consoleQuestionPage}?type=0&difficulty=5&knowledgePoint=勾股`)).json()
      .data as ConsoleQuestionPage;
    expect(page.records.map((r) => r.stem)).toEqual(['筛选题']);
  });
});

describe('试卷', () => {
  it('builds a paper, totals it on the server, edits it, lists it for the exam form; deleting a used question is refused', async () => {
    const a = await create(FORMS.single!);
    const b = await create(FORMS.combined!);
    const form: ConsolePaperCreate = {
      title: '八年级数学单元卷',
      subject: '2',
      grade: '8',
      durationMinutes: 40,
      sections: [
        { title: '一、选择题', items: [{ questionId: a, score: 2.5 }] },
        { title: '二、阅读', items: [{ questionId: b, score: 6 }] },
      ],
    };
    const res = await call('POST', API_PATHS.consolePaperCreate, form, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const [row] = await t.ctx.db.select().from(examPapers).where(eq(examPapers.id, id));
    expect(row).toMatchObject({ totalTenths: 85, durationSeconds: 2400 });

    const options = (await call('GET', API_PATHS.consoleExamOptions)).json().data as ConsoleExamOptions;
    expect(options.papers.find((p) => p.id === id)).toMatchObject({ totalScore: 8.5, questionCount: 2 });

    const url = fillPath(API_PATHS.consolePaperUpdate, { id: String(id) });
    const got = await call('GET', url);
    expect(got.statusCode, got.body).toBe(200);
    const d = got.json().data as ConsolePaperDetail;
    expect(d.sections[1]!.items[0]).toMatchObject({ type: '100', stem: '阅读短文' });
    const edited = {
      ...form,
      sections: [{ title: '全卷', items: [{ questionId: a, score: 10 }] }],
      version: d.version,
    };
    expect((await call('PUT', url, edited)).statusCode).toBe(200);
    expect((await call('PUT', url, edited)).statusCode).toBe(409);
    const [saved] = await t.ctx.db.select().from(examPapers).where(eq(examPapers.id, id));
    expect(saved!.totalTenths).toBe(100);
    expect(await audits('examPaper', id)).toHaveLength(2);

    const del = await call('DELETE', fillPath(API_PATHS.consoleQuestionDelete, { id: String(a) }));
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe('该题已被试卷使用，请先从试卷中移除后再删除');
    expect((await call('DELETE', fillPath(API_PATHS.consoleQuestionDelete, { id: String(b) }))).statusCode).toBe(200);
  });

  it('refuses a duplicate question, an empty section and an unknown question, changing nothing', async () => {
    const a = await create(FORMS.judge!);
    const before = await t.ctx.db.$count(examPapers);
    const post = (sections: ConsolePaperCreate['sections']) =>
      call('POST', API_PATHS.consolePaperCreate, {
        title: '卷',
        subject: '2',
        grade: '8',
        durationMinutes: 30,
        sections,
      });
    const dup = await post([
      {
        title: '一',
        items: [
          { questionId: a, score: 1 },
          { questionId: a, score: 1 },
        ],
      },
    ]);
    expect(dup.json().msg).toBe(QUESTION_BANK_MESSAGES.duplicate);
    expect((await post([{ title: '一', items: [] }])).json().msg).toBe(QUESTION_BANK_MESSAGES.emptySection);
    const unknown = await post([{ title: '一', items: [{ questionId: 99_999_999, score: 1 }] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('EXAM_PAPER_QUESTION_MISSING');
    expect(await t.ctx.db.$count(examPapers)).toBe(before);
  });

  it('deletes a paper no exam uses at the version read; a scheduled or edited one is kept', async () => {
    const q = await create(FORMS.single!);
    const paper = async (title: string) =>
      (
        await call('POST', API_PATHS.consolePaperCreate, {
          title,
          subject: '2',
          grade: '8',
          durationMinutes: 20,
          sections: [{ title: '一', items: [{ questionId: q, score: 5 }] }],
        })
      ).json().data.id as number;
    const spare = await paper('草稿卷');
    const scheduled = await paper('已排考试卷');
    await examFactory(t.ctx.db, { paperId: scheduled, kind: 'mock' });
    const del = (id: number, version: number, headers = admin) =>
      call(
        'DELETE',
        `${fillPath(API_PATHS.consolePaperDelete, { id: String(id) })}?version=${version}`,
        undefined,
        headers,
      );

    expect((await del(spare, 7)).json()).toMatchObject({ errorCode: 'CONSOLE_STALE_VERSION' });
    const inUse = await del(scheduled, 1);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      errorCode: EXAM_ERRORS.paperInUse.errorCode,
      msg: '该试卷已安排考试，不能删除',
    });
    expect(await t.ctx.db.$count(examPapers, eq(examPapers.id, scheduled))).toBe(1);

    const ok = await del(spare, 1, teacher);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.ctx.db.$count(examPapers, eq(examPapers.id, spare))).toBe(0);
    expect((await audits('examPaper', spare)).map((a) => a.action)).toEqual(['exam.paperCreate', 'exam.paperDelete']);
    expect((await del(spare, 1)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `${fillPath(API_PATHS.consolePaperDelete, { id: String(scheduled) })}`)).statusCode,
    ).toBe(400);
  });
});
