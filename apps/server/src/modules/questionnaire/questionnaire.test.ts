import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, API_PATHS, QUESTIONNAIRE_ERRORS, TEACHER_ROLE_ID, fillPath } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api } from '../../test/requests';
import { enrolments } from '../../db/schema';

/** 问卷调查 through the API on PostgreSQL: design, publish, answer (and edit), close, audiences and results. */

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [ADMIN_ROLE_ID] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const rows = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const HOUR = 3_600_000;

function design(over: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    title: '课程满意度调查',
    intro: '请如实填写',
    audience: { kind: 'all', offeringId: null, grade: null },
    opensAt: new Date(now - HOUR).toISOString(),
    closesAt: new Date(now + 24 * HOUR).toISOString(),
    anonymous: true,
    resultsPublic: true,
    questions: [
      {
        kind: 'single',
        title: '你对老师满意吗',
        required: true,
        options: [{ label: '满意' }, { label: '一般' }, { label: '不满意' }],
        minChoices: null,
        maxChoices: null,
        maxLength: null,
      },
      {
        kind: 'multiple',
        title: '你喜欢哪些环节',
        required: true,
        options: [{ label: '讲解' }, { label: '练习' }, { label: '互动' }],
        minChoices: 1,
        maxChoices: 2,
        maxLength: null,
      },
      {
        kind: 'rating',
        title: '总体评分',
        required: true,
        options: [],
        minChoices: null,
        maxChoices: null,
        maxLength: null,
      },
      { kind: 'text', title: '建议', required: false, options: [], minChoices: null, maxChoices: null, maxLength: 50 },
    ],
    ...over,
  };
}

async function published(over: Record<string, unknown> = {}) {
  const created = await call('POST', API_PATHS.consoleQuestionnaireCreate, admin, design(over));
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const res = await call('POST', fillPath(API_PATHS.consoleQuestionnairePublish, { id }), admin);
  expect(res.statusCode, res.body).toBe(200);
  const qs = res.json().data.questions as { id: number; options: { id: number }[] }[];
  return { id, qs };
}

const sheet = (qs: { id: number; options: { id: number }[] }[], text = '多一些练习') => ({
  answers: [
    { questionId: qs[0]!.id, optionIds: [qs[0]!.options[0]!.id] },
    { questionId: qs[1]!.id, optionIds: [qs[1]!.options[0]!.id, qs[1]!.options[2]!.id] },
    { questionId: qs[2]!.id, rating: 5 },
    { questionId: qs[3]!.id, text },
  ],
});
const answer = (id: number, h: Headers, body: unknown) =>
  call('PUT', fillPath(API_PATHS.questionnaireAnswer, { id }), h, body);
const pupil = async (realname = '李同学') => {
  const u = await userFactory(t.ctx.db, { realname });
  return { ...u, headers: await sessionFor(t.ctx, u) };
};
const tab = async (h: Headers, name: string) =>
  (
    (await call('GET', `${API_PATHS.questionnairePage}?tab=${name}&size=100`, h)).json().data.records as {
      id: number;
    }[]
  ).map((r) => r.id);

describe('answering', () => {
  it('answers once; a second submission edits the same response; the tabs follow', async () => {
    const { id, qs } = await published();
    const p = await pupil();
    expect(await tab(p.headers, 'open')).toContain(id);
    const first = await answer(id, p.headers, sheet(qs));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.updated).toBe(false);
    expect(await tab(p.headers, 'open')).not.toContain(id);
    expect(await tab(p.headers, 'answered')).toContain(id);
    t.clock.advance(1000);
    const second = await answer(id, p.headers, sheet(qs, '改一下'));
    expect(second.json().data.updated).toBe(true);
    const saved = await rows('select answers from qn_response where questionnaire_id = $1 and user_id = $2', [
      id,
      p.id,
    ]);
    expect(saved).toHaveLength(1);
    expect(saved[0].answers[3].text).toBe('改一下');
    const got = await call('GET', fillPath(API_PATHS.questionnaireDetail, { id }), p.headers);
    expect(got.statusCode, got.body).toBe(200);
    const detail = got.json().data;
    expect(detail.myAnswers[3].text).toBe('改一下');
    expect(detail.canSeeResult).toBe(true);
  });

  it('checks the sheet against the design with the question number', async () => {
    const { id, qs } = await published();
    const p = await pupil();
    const missing = await answer(id, p.headers, { answers: sheet(qs).answers.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('请回答第 1 题');
    const many = sheet(qs);
    many.answers[1] = { questionId: qs[1]!.id, optionIds: qs[1]!.options.map((o) => o.id) };
    expect((await answer(id, p.headers, many)).json().msg).toBe('第 2 题最多选择 2 项');
    const foreign = sheet(qs);
    foreign.answers[0] = { questionId: qs[0]!.id, optionIds: [99] };
    expect((await answer(id, p.headers, foreign)).json().msg).toBe('第 1 题的选项无效');
    const rating = await answer(id, p.headers, {
      answers: [...sheet(qs).answers.slice(0, 2), { questionId: qs[2]!.id, rating: 6 }],
    });
    expect(rating.statusCode).toBe(400);
  });

  it('two first submissions at once make one response', async () => {
    const { id, qs } = await published();
    const p = await pupil();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => answer(id, p.headers, sheet(qs, `并发${i}`))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await rows('select id from qn_response where questionnaire_id = $1', [id])).toHaveLength(1);
  });

  it('after the close (early or due) answers are refused; not yet open too; a draft is unknown', async () => {
    const { id, qs } = await published();
    const p = await pupil();
    const q = await pupil();
    expect((await answer(id, p.headers, sheet(qs))).statusCode).toBe(200);
    expect((await call('POST', fillPath(API_PATHS.consoleQuestionnaireClose, { id }), admin)).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await answer(id, p.headers, sheet(qs, '晚了'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ msg: '问卷已结束', errorCode: QUESTIONNAIRE_ERRORS.closed.errorCode });
    expect(await tab(p.headers, 'answered')).toContain(id);
    expect(await tab(q.headers, 'closed')).toContain(id);
    expect(await tab(q.headers, 'open')).not.toContain(id);

    const future = await published({
      opensAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
      closesAt: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
    });
    expect((await answer(future.id, p.headers, sheet(future.qs))).json().msg).toBe('问卷尚未开始');

    const draft = (await call('POST', API_PATHS.consoleQuestionnaireCreate, admin, design())).json().data.id;
    expect((await call('GET', fillPath(API_PATHS.questionnaireDetail, { id: draft }), p.headers)).statusCode).toBe(404);
  });
});

describe('audience', () => {
  it('a class questionnaire: its pupils only; outside 403; a grade one by the pupil grade', async () => {
    const { sku, spu } = await skuFactory(t.ctx.db, { priceFen: 100, stock: 5 });
    const cls = await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id });
    const member = await pupil();
    const outsider = await pupil();
    await t.ctx.db.insert(enrolments).values({ userId: member.id, offeringId: cls.offering.id });
    const { id, qs } = await published({ audience: { kind: 'class', offeringId: cls.offering.id, grade: null } });
    expect(await tab(member.headers, 'open')).toContain(id);
    expect(await tab(outsider.headers, 'open')).not.toContain(id);
    expect((await answer(id, member.headers, sheet(qs))).statusCode).toBe(200);
    const refused = await answer(id, outsider.headers, sheet(qs));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('你不在本问卷的调查范围内');
    expect((await call('GET', fillPath(API_PATHS.questionnaireDetail, { id }), outsider.headers)).statusCode).toBe(403);

    await rows(`update sys_user set grade = '9' where id = $1`, [member.id]);
    const grade = await published({ audience: { kind: 'grade', offeringId: null, grade: '9' } });
    expect(await tab(member.headers, 'open')).toContain(grade.id);
    expect((await answer(grade.id, outsider.headers, sheet(grade.qs))).statusCode).toBe(403);
  });
});

describe('results', () => {
  it('anonymous: aggregates with no names, to pupils and staff alike', async () => {
    const { id, qs } = await published();
    const a = await pupil('张三');
    const b = await pupil('李四');
    await answer(id, a.headers, sheet(qs, '建议甲'));
    const other = sheet(qs, '建议乙');
    other.answers[0] = { questionId: qs[0]!.id, optionIds: [qs[0]!.options[1]!.id] };
    other.answers[2] = { questionId: qs[2]!.id, rating: 4 };
    await answer(id, b.headers, other);
    const res = await call('GET', fillPath(API_PATHS.questionnaireResult, { id }), a.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.respondents).toBe(2);
    expect(data.questions[0].options.map((o: { count: number; percent: number }) => [o.count, o.percent])).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
    ]);
    expect(data.questions[2].average).toBe(4.5);
    expect(data.questions[2].distribution[3]).toEqual({ score: 4, count: 1, percent: 50 });
    expect(data.questions[3].texts.map((x: { name: string | null }) => x.name)).toEqual([null, null]);
    const staff = await call('GET', fillPath(API_PATHS.consoleQuestionnaireResult, { id }), admin);
    expect(staff.json().data.responses).toEqual([]);
    expect(staff.body).not.toContain('张三');
    expect(res.body).not.toContain('李四');
  });

  it('named: staff see who answered what; pupils still see no names', async () => {
    const { id, qs } = await published({ anonymous: false });
    const a = await pupil('王五');
    await answer(id, a.headers, sheet(qs, '王五的建议'));
    const staff = (await call('GET', fillPath(API_PATHS.consoleQuestionnaireResult, { id }), admin)).json().data;
    expect(staff.responses[0]).toMatchObject({ name: '王五', answers: ['满意', '讲解、互动', '5 分', '王五的建议'] });
    expect(staff.questions[3].texts[0].name).toBe('王五');
    const mine = await call('GET', fillPath(API_PATHS.questionnaireResult, { id }), a.headers);
    expect(mine.body).not.toContain('王五"');
    expect(mine.json().data.questions[3].texts[0].name).toBeNull();
  });

  it('hidden when not public, and until the pupil has answered', async () => {
    const hidden = await published({ resultsPublic: false });
    const p = await pupil();
    await answer(hidden.id, p.headers, sheet(hidden.qs));
    const res = await call('GET', fillPath(API_PATHS.questionnaireResult, { id: hidden.id }), p.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('该问卷不公开结果');
    const open = await published();
    const notYet = await call('GET', fillPath(API_PATHS.questionnaireResult, { id: open.id }), p.headers);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().msg).toBe('提交问卷后才能查看结果');
  });
});

describe('console designer', () => {
  it('edits and deletes drafts only; refuses a bad design with its reason; admins only; audited', async () => {
    const created = await call('POST', API_PATHS.consoleQuestionnaireCreate, admin, design());
    const id = created.json().data.id as number;
    const edited = await call(
      'PUT',
      fillPath(API_PATHS.consoleQuestionnaire, { id }),
      admin,
      design({ title: '改名' }),
    );
    expect(edited.json().data.title).toBe('改名');
    const bad = await call('PUT', fillPath(API_PATHS.consoleQuestionnaire, { id }), admin, design({ questions: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请至少添加一道题目');
    const oneOption = design();
    oneOption.questions[0]!.options = [{ label: '只有一个' }];
    expect((await call('POST', API_PATHS.consoleQuestionnaireCreate, admin, oneOption)).json().msg).toBe(
      '第 1 题至少需要 2 个选项',
    );
    const pub = await published();
    expect(
      (await call('PUT', fillPath(API_PATHS.consoleQuestionnaire, { id: pub.id }), admin, design())).statusCode,
    ).toBe(409);
    expect((await call('DELETE', fillPath(API_PATHS.consoleQuestionnaire, { id: pub.id }), admin)).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', fillPath(API_PATHS.consoleQuestionnaire, { id }), admin)).statusCode).toBe(200);
    expect(await rows('select id from qn_questionnaire where id = $1', [id])).toHaveLength(0);
    const actions = await rows(
      `select action from console_audit_log where entity = 'questionnaire' and entity_id = $1 order by id`,
      [id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'questionnaire.create',
      'questionnaire.update',
      'questionnaire.delete',
    ]);
    const teacher = await sessionFor(t.ctx, await userFactory(t.ctx.db, { roles: [TEACHER_ROLE_ID] }));
    expect((await call('GET', API_PATHS.consoleQuestionnairePage, teacher)).statusCode).toBe(403);
    const page = (await call('GET', `${API_PATHS.consoleQuestionnairePage}?status=published&size=100`, admin)).json()
      .data;
    expect(page.records.find((r: { id: number }) => r.id === pub.id)).toMatchObject({
      audienceText: '全体学员',
      questionCount: 4,
    });
  });
});
