import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LIVE_MESSAGES,
  LIVE_SOCKET_PATH,
  type LiveInfo,
  type LiveQuestionView,
  type LiveRank,
} from '@salt/domain';
import { liveAnswers, offerings, rollCallAnswers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory, type UserFixture } from '../../test/factories';
import { api, bearer, passwordLogin } from '../../test/requests';
import { enrol, liveClassFactory } from '../../test/live-factories';
import { connectWs, type TestSocket } from '../../test/ws-client';
import { reachableRedis, TEST_REDIS_URL } from '../../test/redis';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function joinInfo(t: TestApp, u: UserFixture, chapterId: number): Promise<LiveInfo> {
  const { access_token } = await passwordLogin(t.app, u.username, u.password);
  const res = await t.app.inject({
    method: 'GET',
    url: api(`${API_PATHS.liveInfo}?chapterId=${chapterId}`),
    headers: bearer(access_token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as LiveInfo;
}

async function join(t: TestApp, base: string, u: UserFixture, chapterId: number): Promise<TestSocket> {
  const info = await joinInfo(t, u, chapterId);
  const s = await connectWs(base + info.wsUrl);
  await s.next('hello');
  return s;
}

describe('live socket on one instance', () => {
  let t: TestApp;
  let base: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it('refuses the upgrade without a valid join token for the session', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    const live = cls.chapters[1]!.id;
    const info = await joinInfo(t, student, live);
    const path = `${base}/api${LIVE_SOCKET_PATH}`;
    await expect(connectWs(`${path}?chapterId=${live}`)).rejects.toThrow('401');
    await expect(connectWs(`${path}?chapterId=${live}&token=${info.token.slice(0, -3)}abc`)).rejects.toThrow('401');
    // A join token for another session of the same class.
    await expect(connectWs(`${path}?chapterId=${cls.chapters[0]!.id}&token=${info.token}`)).rejects.toThrow('401');
    // An access token is not a join token.
    const { access_token } = await passwordLogin(t.app, student.username, student.password);
    await expect(connectWs(`${path}?chapterId=${live}&token=${access_token}`)).rejects.toThrow('401');
    // Expired.
    t.clock.advance(25 * 3600_000);
    try {
      await expect(connectWs(base + info.wsUrl)).rejects.toThrow('401');
    } finally {
      t.clock.advance(-25 * 3600_000);
    }
    const ok = await connectWs(base + info.wsUrl);
    sockets.push(ok);
    const hello = await ok.next<{ role: string; userId: number }>('hello');
    expect(hello).toMatchObject({ role: 'student', userId: student.id });
  });

  it("refuses roll calls and questions while the class's 课堂互动 is off (直播间设置)", async () => {
    const cls = await liveClassFactory(t.ctx.db);
    await t.ctx.db.update(offerings).set({ interactionOpen: false }).where(eq(offerings.id, cls.offering.id));
    const teacher = await join(t, base, cls.teacher, cls.chapters[1]!.id);
    sockets.push(teacher);
    teacher.send({ type: 'rollcall.start', durationSec: 30 });
    expect(await teacher.next('error', (m: { ref?: string }) => m.ref === 'rollcall.start')).toMatchObject({
      code: 'interaction_off',
      msg: LIVE_MESSAGES.interactionClosed,
    });
    teacher.send({
      type: 'question.push',
      title: '1+1',
      options: [
        { key: 'A', text: '2' },
        { key: 'B', text: '3' },
      ],
    });
    expect(await teacher.next('error', (m: { ref?: string }) => m.ref === 'question.push')).toMatchObject({
      code: 'interaction_off',
      msg: LIVE_MESSAGES.interactionClosed,
    });
  });

  it('answers bad messages with an error and keeps the socket open; roles and windows are enforced', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const student = await userFactory(t.ctx.db);
    await enrol(t.ctx.db, student.id, cls.offering.id);
    const live = cls.chapters[1]!.id;
    const s = await join(t, base, student, live);
    const teacher = await join(t, base, cls.teacher, live);
    sockets.push(s, teacher);

    s.sendRaw('not json');
    expect(await s.next('error')).toMatchObject({ code: 'bad_message', msg: LIVE_MESSAGES.badMessage });
    s.send({ type: 'question.answer', questionId: 'x' });
    expect(await s.next('error', (m: { ref?: string }) => m.ref === 'question.answer')).toMatchObject({
      code: 'bad_message',
    });
    s.send({ type: 'rollcall.start', durationSec: 30 });
    expect(await s.next('error', (m: { ref?: string }) => m.ref === 'rollcall.start')).toMatchObject({
      code: 'forbidden',
      msg: LIVE_MESSAGES.staffOnly,
    });
    s.send({ type: 'ping' });
    await s.next('pong');

    teacher.send({ type: 'rollcall.start', durationSec: 5 });
    const started = await s.next<{ rollCallId: number; endsAt: string }>('rollcall.started');
    // After the window the answer is refused as late.
    t.clock.advance(6000);
    try {
      s.send({ type: 'rollcall.answer', rollCallId: started.rollCallId });
      expect(await s.next('error', (m: { ref?: string }) => m.ref === 'rollcall.answer')).toMatchObject({
        code: 'late',
        msg: LIVE_MESSAGES.rollCallClosed,
      });
    } finally {
      t.clock.advance(-6000);
    }
    // A poll takes one answer of the offered options.
    teacher.send({
      type: 'question.push',
      title: '喜欢今天的课吗',
      options: [
        { key: 'A', text: '喜欢' },
        { key: 'B', text: '一般' },
      ],
    });
    const pushed = await s.next<{ question: LiveQuestionView }>('question.pushed');
    expect(pushed.question).toMatchObject({ kind: 'poll', correct: null, stats: null });
    s.send({ type: 'question.answer', questionId: pushed.question.id, answer: ['C'] });
    expect(await s.next('error', (m: { code?: string }) => m.code === 'invalid')).toMatchObject({
      msg: LIVE_MESSAGES.answerInvalid,
    });
    s.send({ type: 'question.answer', questionId: pushed.question.id, answer: ['A'] });
    await s.next('question.ack');
    const stats = await teacher.next<{ stats: { counts: Record<string, number>; correctRate: null } }>(
      'question.stats',
    );
    expect(stats.stats).toMatchObject({ counts: { A: 1, B: 0 }, correctRate: null });
  });
});

const redisA = await reachableRedis('live-socket');
const redisUrl = TEST_REDIS_URL;

describe.skipIf(!redisA)('live interaction across two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redisB: Redis;
  let baseA: string;
  let baseB: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    redisB = new Redis(redisUrl);
    a = await createTestApp({ redis: redisA! });
    b = await createTestApp({ redis: redisB, shareDatabaseWith: a });
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.close();
    await a?.close();
    redisA?.disconnect();
    redisB?.disconnect();
  });

  it('roll call and a live question: teacher on A sees the answers of students on B; ranks follow', async () => {
    expect(a.ctx.live.fanout.name).toBe('redis');
    const cls = await liveClassFactory(a.ctx.db);
    const s1 = await userFactory(a.ctx.db, { realname: '王小明' });
    const s2 = await userFactory(a.ctx.db, { realname: '张三' });
    await enrol(a.ctx.db, s1.id, cls.offering.id);
    await enrol(a.ctx.db, s2.id, cls.offering.id);
    const live = cls.chapters[1]!.id;

    const teacher = await join(a, baseA, cls.teacher, live);
    const one = await join(b, baseB, s1, live);
    const two = await join(b, baseB, s2, live);
    // The same student also on instance A (a second tab): "once" must hold across instances.
    const oneOnA = await join(a, baseA, s1, live);
    sockets.push(teacher, one, two, oneOnA);

    // Roll call.
    teacher.send({ type: 'rollcall.start', durationSec: 30 });
    const started = await one.next<{ rollCallId: number; total: number }>('rollcall.started');
    expect(started.total).toBe(2);
    await two.next('rollcall.started');
    one.send({ type: 'rollcall.answer', rollCallId: started.rollCallId });
    oneOnA.send({ type: 'rollcall.answer', rollCallId: started.rollCallId });
    const answered = await teacher.next<{ userId: number; name: string; count: number; total: number }>(
      'rollcall.answered',
    );
    expect(answered).toMatchObject({ userId: s1.id, name: '王小明', count: 1, total: 2 });
    // Exactly one of the two concurrent answers (on different instances) was taken.
    const outcomes = await Promise.all(
      [one, oneOnA].map((s) =>
        Promise.race([
          s.next('rollcall.ack').then(() => 'ack'),
          s
            .next('error', (m: { ref?: string }) => m.ref === 'rollcall.answer')
            .then((m) => (m as { code: string }).code),
        ]),
      ),
    );
    expect(outcomes.sort()).toEqual(['ack', 'duplicate']);
    two.send({ type: 'rollcall.answer', rollCallId: started.rollCallId });
    await teacher.next('rollcall.answered', (m: { userId: number }) => m.userId === s2.id);
    const rows = await a.ctx.db
      .select()
      .from(rollCallAnswers)
      .where(eq(rollCallAnswers.rollCallId, started.rollCallId));
    expect(rows.map((r) => r.userId).sort()).toEqual([s1.id, s2.id].sort());

    // A live question.
    teacher.send({
      type: 'question.push',
      title: '3 + 4 = ?',
      options: [
        { key: 'A', text: '6' },
        { key: 'B', text: '7' },
        { key: 'C', text: '8' },
      ],
      correct: ['B'],
      durationSec: 60,
    });
    const forStudent = (await one.next<{ question: LiveQuestionView }>('question.pushed')).question;
    expect(forStudent).toMatchObject({ kind: 'single', correct: null, stats: null, closed: false });
    const forTeacher = (await teacher.next<{ question: LiveQuestionView }>('question.pushed')).question;
    expect(forTeacher.correct).toEqual(['B']);
    const qid = forStudent.id;

    one.send({ type: 'question.answer', questionId: qid, answer: ['B'] });
    await one.next('question.ack');
    two.send({ type: 'question.answer', questionId: qid, answer: ['C'] });
    await two.next('question.ack');
    const stats = await teacher.next<{
      stats: { answered: number; counts: Record<string, number>; correctRate: number };
    }>('question.stats', (m) => m.stats.answered === 2);
    expect(stats.stats).toEqual({ answered: 2, counts: { A: 0, B: 1, C: 1 }, correctCount: 1, correctRate: 0.5 });
    // Students see no aggregates while the question is open.
    expect(one.messages.some((m) => m.type === 'question.stats')).toBe(false);
    // A second answer is refused, on either instance.
    oneOnA.send({ type: 'question.answer', questionId: qid, answer: ['A'] });
    expect(await oneOnA.next('error', (m: { ref?: string }) => m.ref === 'question.answer')).toMatchObject({
      code: 'duplicate',
      msg: LIVE_MESSAGES.questionDuplicate,
    });
    const stored = await a.ctx.db
      .select()
      .from(liveAnswers)
      .where(and(eq(liveAnswers.questionId, qid), eq(liveAnswers.userId, s1.id)));
    expect(stored).toMatchObject([{ answer: 'B', correct: true }]);

    // Closing: results to the students, then ranks (others' names masked for students).
    teacher.send({ type: 'question.close', questionId: qid });
    const closed = await two.next<{ correct: string[]; stats: { correctRate: number } }>('question.closed');
    expect(closed).toMatchObject({ questionId: qid, correct: ['B'], stats: { correctRate: 0.5 } });
    const ranksTwo = (await two.next<{ ranks: LiveRank[] }>('ranks')).ranks;
    expect(ranksTwo.map((r) => [r.rank, r.userId, r.name, r.correct, r.self])).toEqual([
      [1, s1.id, '王**', 1, false],
      [2, s2.id, '张三', 0, true],
    ]);
    const ranksTeacher = (await teacher.next<{ ranks: LiveRank[] }>('ranks')).ranks;
    expect(ranksTeacher.map((r) => r.name)).toEqual(['王小明', '张三']);
    // After closing, answers are refused.
    two.send({ type: 'question.answer', questionId: qid, answer: ['B'] });
    expect(await two.next('error', (m: { ref?: string }) => m.ref === 'question.answer')).toMatchObject({
      code: 'closed',
      msg: LIVE_MESSAGES.questionClosed,
    });

    // History over HTTP, from either instance.
    const { access_token } = await passwordLogin(b.app, s2.username, s2.password);
    const res = await b.app.inject({
      method: 'GET',
      url: api(`${API_PATHS.liveQuestions}?chapterId=${live}`),
      headers: bearer(access_token),
    });
    expect(res.json().data.questions).toMatchObject([
      { id: qid, closed: true, correct: ['B'], myAnswer: ['C'], myCorrect: false, stats: { answered: 2 } },
    ]);
    const ranks = await a.app.inject({
      method: 'GET',
      url: api(`${API_PATHS.liveRanks}?chapterId=${live}`),
      headers: bearer(access_token),
    });
    expect((ranks.json().data.ranks as LiveRank[]).map((r) => r.name)).toEqual(['王**', '张三']);

    // A reconnecting student gets the open roll call in hello, with their answer state.
    const again = await join(b, baseB, s2, live);
    sockets.push(again);
    const hello = again.messages.find((m) => m.type === 'hello') as { rollCall: { answered: boolean } };
    expect(hello.rollCall).toMatchObject({ rollCallId: started.rollCallId, answered: true });
  });
});
