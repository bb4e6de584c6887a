import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  API_PATHS,
  CONSOLE_ERRORS,
  HOMEWORK_ERRORS,
  fillPath,
  type ConsoleHomeworkSaveInput,
  type ConsoleSessionHomework,
  type HomeworkQuiz,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { api } from '../../test/requests';
import { consoleAuditLog, notices } from '../../db/schema';

/** 布置作业 in the console: staff set, replace and remove a session's homework; pupils see exactly that. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let otherTeacher: Record<string, string>;
let pupil: Record<string, string>;
let classmate: Record<string, string>;
let ids: number[];
let offeringId: number;

const DAY_MIN = 24 * 60;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: api(url), payload: payload as never, headers });
const path = (id: number) => fillPath(API_PATHS.consoleSessionHomework, { id });
const read = async (id: number, headers = admin) =>
  (await call('GET', path(id), undefined, headers)).json().data as ConsoleSessionHomework;
const pupilView = async (id: number, headers = pupil) =>
  (await t.app.inject({ method: 'GET', url: api(`/quiz/homework/byChapter?chapterId=${id}`), headers })).json()
    .data as HomeworkQuiz;

const BODY: ConsoleHomeworkSaveInput = {
  title: '第1讲 三角形的三边关系 课后作业',
  version: null,
  files: [{ fileName: '第1讲作业解析.pdf', fileType: 'pdf', url: '/uploads/material/1/key.pdf' }],
  questions: [
    {
      type: 'single_select',
      number: '1',
      title: '下列各组线段能组成三角形的是',
      score: 40,
      options: [
        { title: '1cm、2cm、3cm', right: false },
        { title: '3cm、4cm、5cm', right: true },
        { title: '2cm、2cm、5cm', right: false },
      ],
    },
    {
      type: 'fill_blank',
      number: '2',
      title: '三角形两边长为 3 和 7，第三边可取的整数有___个',
      score: 60,
      options: [],
      rightAnswer: '5',
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const cls = await liveClassFactory(db, { offsetsMin: [-2 * DAY_MIN, -DAY_MIN, 2 * DAY_MIN] });
  const other = await liveClassFactory(db);
  ids = cls.chapters.map((c) => c.id);
  offeringId = cls.offering.id;
  const p = await userFactory(db);
  const m = await userFactory(db);
  await enrol(db, p.id, offeringId);
  await enrol(db, m.id, offeringId);
  pupil = await sessionFor(t.ctx, p);
  classmate = await sessionFor(t.ctx, m);
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, cls.teacher);
  otherTeacher = await sessionFor(t.ctx, other.teacher);
});
afterAll(() => t.close());

describe('console homework', () => {
  it('a session without homework reads as none; the pupil is told there is none', async () => {
    const view = await read(ids[0]!);
    expect(view).toMatchObject({ chapterId: ids[0], state: 'done', enrolled: 2, homework: null });
    const res = await t.app.inject({
      method: 'GET',
      url: api(`/quiz/homework/byChapter?chapterId=${ids[0]}`),
      headers: pupil,
    });
    expect(res.json().errorCode).toBe(HOMEWORK_ERRORS.noQuiz.errorCode);
  });

  it('sets homework: the pupil opens exactly those questions; the class is told; audited', async () => {
    const res = await call('PUT', path(ids[0]!), BODY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(1);
    const quiz = await pupilView(ids[0]!);
    expect(quiz.quizTitle).toBe(BODY.title);
    expect(quiz.totalScore).toBe(100);
    const questions = quiz.sections.flatMap((s) => s.questions);
    expect(questions.map((q) => [q.questionType, q.questionNumber, q.questionTitle, q.score])).toEqual([
      ['single_select', '1', '下列各组线段能组成三角形的是', 40],
      ['fill_blank', '2', '三角形两边长为 3 和 7，第三边可取的整数有___个', 60],
    ]);
    expect(questions[0]!.options.map((o) => o.optionTitle)).toEqual([
      '1cm、2cm、3cm',
      '3cm、4cm、5cm',
      '2cm、2cm、5cm',
    ]);
    // Not revealed before submission.
    expect(questions[0]!.options.some((o) => 'optionIsRight' in o)).toBe(false);
    expect(quiz.quizAnalysis).toBeNull();
    const told = await t.ctx.db.select().from(notices).where(eq(notices.offeringId, offeringId));
    expect(told.map((n) => n.title)).toEqual(['新的课后作业']);
    const audit = await t.ctx.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.entity, 'homework'), eq(consoleAuditLog.action, 'homework.set')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toBeNull();
    expect((audit[0]!.after as { chapterId: number; totalScore: number }).totalScore).toBe(100);
  });

  it('reads it back for the editor with the keys and files', async () => {
    const view = await read(ids[0]!);
    expect(view.homework).toMatchObject({ title: BODY.title, version: 1, totalScore: 100, submitted: 0 });
    expect(view.homework!.questions[0]!.options.map((o) => o.right)).toEqual([false, true, false]);
    expect(view.homework!.questions[1]!.rightAnswer).toBe('5');
    expect(view.homework!.files).toEqual(BODY.files);
  });

  it('refuses bad homework with the rule’s message and changes nothing', async () => {
    const res = await call('PUT', path(ids[1]!), {
      ...BODY,
      questions: [
        {
          ...BODY.questions[0]!,
          options: [
            { title: 'A', right: true },
            { title: 'B', right: true },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('单选题须有且只有一个正确选项');
    const empty = await call('PUT', path(ids[1]!), { ...BODY, questions: [] });
    expect(empty.json().msg).toBe('至少添加一道题');
    const file = await call('PUT', path(ids[1]!), {
      ...BODY,
      files: [{ fileName: 'x.pdf', fileType: 'pdf', url: 'https://evil/x.pdf' }],
    });
    expect(file.json().errorCode).toBe(HOMEWORK_ERRORS.fileUrlInvalid.errorCode);
    expect((await read(ids[1]!)).homework).toBeNull();
  });

  it('replaces the questions at the version read; a stale save is 409', async () => {
    const replaced = {
      ...BODY,
      version: 1,
      questions: [{ type: 'image_question', number: '1', title: '拍照上传解题过程', score: 10, options: [] }],
    };
    const res = await call('PUT', path(ids[0]!), replaced);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(2);
    const quiz = await pupilView(ids[0]!, classmate);
    expect(quiz.sections.flatMap((s) => s.questions).map((q) => q.questionType)).toEqual(['image_question']);
    expect(quiz.totalScore).toBe(10);
    const stale = await call('PUT', path(ids[0]!), { ...BODY, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    // Creating over an existing one is stale too.
    expect((await call('PUT', path(ids[0]!), BODY)).json().errorCode).toBe(CONSOLE_ERRORS.staleVersion.errorCode);
  });

  it('after a submission the questions stay: only title and files change; it cannot be removed', async () => {
    await call('PUT', path(ids[0]!), { ...BODY, version: 2 });
    const quiz = await pupilView(ids[0]!);
    const [single, blank] = quiz.sections.flatMap((s) => s.questions);
    const right = (await read(ids[0]!)).homework!.questions[0]!.options.findIndex((o) => o.right);
    const answers = [
      { questionId: single!.questionId, answer: String(single!.options[right]!.optionId) },
      { questionId: blank!.questionId, answer: '5' },
    ].map((a) => ({ ...a, quizId: quiz.quizId, quizAnswerId: quiz.quizAnswer!.quizAnswerId }));
    const saved = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.homeworkSave),
      payload: answers,
      headers: pupil,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: api(`${API_PATHS.homeworkSend}?quizAnswerId=${quiz.quizAnswer!.quizAnswerId}`),
      headers: pupil,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const view = await read(ids[0]!);
    expect(view.homework!.submitted).toBe(1);
    const changed = await call('PUT', path(ids[0]!), {
      ...BODY,
      version: view.homework!.version,
      questions: [{ ...BODY.questions[0]!, score: 100 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().msg).toBe('已有学员提交作业，题目不能再修改');
    const retitled = await call('PUT', path(ids[0]!), {
      title: '第1讲 课后作业（含解析）',
      version: view.homework!.version,
      questions: view.homework!.questions,
      files: [],
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await pupilView(ids[0]!)).quizTitle).toBe('第1讲 课后作业（含解析）');
    const removed = await call('DELETE', `${path(ids[0]!)}?version=${retitled.json().data.version}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().msg).toBe('已有学员提交作业，不能删除作业');
  });

  it('the class’s teacher sets and removes homework of their class; another teacher may not', async () => {
    const other = await call('PUT', path(ids[2]!), BODY, otherTeacher);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe(HOMEWORK_ERRORS.notYourClass.errorCode);
    expect((await call('GET', path(ids[2]!), undefined, otherTeacher)).statusCode).toBe(403);
    expect((await call('GET', path(ids[2]!), undefined, pupil)).statusCode).toBe(403);
    const set = await call('PUT', path(ids[2]!), BODY, teacher);
    expect(set.statusCode, set.body).toBe(200);
    // An upcoming session: nobody is told yet (the homework shows with the session).
    const told = await t.ctx.db.select().from(notices).where(eq(notices.offeringId, offeringId));
    expect(told).toHaveLength(1);
    expect((await call('DELETE', `${path(ids[2]!)}?version=2`, undefined, teacher)).statusCode).toBe(409);
    const removed = await call('DELETE', `${path(ids[2]!)}?version=1`, undefined, teacher);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await read(ids[2]!)).homework).toBeNull();
    const actions = (
      await t.ctx.db
        .select({ action: consoleAuditLog.action })
        .from(consoleAuditLog)
        .where(eq(consoleAuditLog.entity, 'homework'))
    ).map((r) => r.action);
    expect(actions).toEqual([
      'homework.set',
      'homework.update',
      'homework.update',
      'homework.update',
      'homework.set',
      'homework.remove',
    ]);
  });

  it('explanation files: staff upload a PDF as public material; pupils may not, and a PDF is no answer', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const boundary = '----hw';
    const upload = (purpose: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${api(API_PATHS.fileUpload)}?purpose=${purpose}`,
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="key.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const res = await upload('material', teacher);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/uploads\/material\/\d+\/[0-9a-f]{64}\.pdf$/);
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(pdf)).toBe(true);
    expect((await upload('material', pupil)).statusCode).toBe(403);
    expect((await upload('answer', teacher)).statusCode).toBe(400);
    // The uploaded file goes into the homework as it is.
    const set = await call(
      'PUT',
      path(ids[1]!),
      { ...BODY, files: [{ fileName: '解析.pdf', fileType: 'pdf', url }] },
      teacher,
    );
    expect(set.statusCode, set.body).toBe(200);
  });

  it('an unknown session is 404', async () => {
    expect((await call('GET', path(999_999))).statusCode).toBe(404);
  });
});
