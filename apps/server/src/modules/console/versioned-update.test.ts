import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSOLE_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { examFactory, examPaperFactory } from '../../test/exam-factories';
import { exams } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { updateWithVersion } from './versioned-update';

/** Optimistic concurrency on a real console table (exam_exam.version): a stale save is 409 and changes nothing. */
let t: TestApp;
let examId: number;
beforeAll(async () => {
  t = await createTestApp();
  const paper = await examPaperFactory(t.ctx.db);
  examId = (await examFactory(t.ctx.db, { paperId: paper.paperId, now: t.clock.now(), title: '期中考试' })).id;
});
afterAll(() => t?.close());

const save = (version: number, title: string, id = examId) =>
  t.ctx.db.transaction((tx) => updateWithVersion(tx, exams, id, version, { title }));
const rowOf = async () => (await t.ctx.db.select().from(exams).where(eq(exams.id, examId)))[0]!;
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('updateWithVersion', () => {
  it('saves over the version read and bumps it; the stale form gets 409 and changes nothing', async () => {
    expect((await rowOf()).version).toBe(1);
    const saved = await save(1, '期中考试（修订）');
    expect(saved).toMatchObject({ id: examId, title: '期中考试（修订）', version: 2 });

    const stale = await errorOf(save(1, '别人的旧表单'));
    expect(stale).toBeInstanceOf(AppError);
    expect(stale).toMatchObject({
      statusCode: 409,
      errorCode: 'CONSOLE_STALE_VERSION',
      message: '数据已被他人修改，请刷新后重试',
    });
    expect(await rowOf()).toMatchObject({ title: '期中考试（修订）', version: 2 });
  });

  it('two saves of the same version at once: exactly one wins', async () => {
    const { version } = await rowOf();
    const results = await Promise.allSettled([save(version, '甲'), save(version, '乙')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ statusCode: 409, errorCode: CONSOLE_ERRORS.staleVersion.errorCode });
    const row = await rowOf();
    expect(row.version).toBe(version + 1);
    expect(['甲', '乙']).toContain(row.title);
  });

  it('a row that does not exist is 404, not a conflict', async () => {
    expect(await errorOf(save(1, '无', 2_000_000_000))).toMatchObject({
      statusCode: 404,
      errorCode: CONSOLE_ERRORS.recordNotFound.errorCode,
    });
  });

  it('rolls back with the transaction it runs in', async () => {
    const before = await rowOf();
    await errorOf(
      t.ctx.db.transaction(async (tx) => {
        await updateWithVersion(tx, exams, examId, before.version, { title: '回滚' });
        throw new Error('later step failed');
      }),
    );
    expect(await rowOf()).toMatchObject({ title: before.title, version: before.version });
  });
});
