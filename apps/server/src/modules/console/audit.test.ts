import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, API_PATHS, CONSOLE_ERRORS, TEACHER_ROLE_ID, type ConsoleAuditEntry } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { api, errorBodyOf } from '../../test/requests';
import { consoleAuditLog } from '../../db/schema';
import { createActor } from '../../platform/auth/actor';
import { recordAudit, type AuditChange } from './audit.service';

/** The audit log: entries commit with their write, and the admin's page pages and filters them on the server. */
let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let alice: { id: number };
let bob: { id: number };
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  admin = await sessionFor(t.ctx, await userFactory(db, { roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID] }));
  teacher = await sessionFor(t.ctx, await userFactory(db, { roles: [TEACHER_ROLE_ID] }));
  // Names unique to this file, so the filters find only its entries.
  alice = await userFactory(db, { roles: [TEACHER_ROLE_ID], realname: '审计甲老师' });
  bob = await userFactory(db, { roles: [ADMIN_ROLE_ID], realname: '审计乙主管' });
  const write = async (who: { id: number }, change: AuditChange, at: string) => {
    await db.transaction((tx) =>
      recordAudit(tx, createActor(db, { userId: who.id, roles: [] }, { requestId: 'req-1', ip: '10.0.0.1' }), change),
    );
    const [row] = await db.select().from(consoleAuditLog).orderBy(desc(consoleAuditLog.id)).limit(1);
    await db
      .update(consoleAuditLog)
      .set({ at: new Date(at) })
      .where(eq(consoleAuditLog.id, row!.id));
    ids.push(row!.id);
  };
  const mark = (entityId: number, score: number): AuditChange => ({
    action: 'exam.mark',
    entity: 'examAttempt',
    entityId,
    before: { score: null },
    after: { score },
  });
  // Asia/Shanghai days: 11-20 08:00, 11-21 23:30 (still the 21st), 11-22 00:30 (the 22nd begins at 16:00 UTC).
  await write(alice, mark(501, 6), '2026-11-20T00:00:00Z');
  await write(alice, mark(502, 7.5), '2026-11-21T15:30:00Z');
  await write(
    bob,
    {
      action: 'exam.reopen',
      entity: 'examAttempt',
      entityId: 501,
      before: { status: 'committed' },
      after: { status: 'open' },
    },
    '2026-11-21T16:30:00Z',
  );
});
afterAll(() => t?.close());

const page = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: api(`${API_PATHS.consoleAuditPage}?${query}`), headers });
async function records(query: string) {
  const res = await page(admin, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { records: ConsoleAuditEntry[]; total: number };
}

describe('recordAudit', () => {
  it("keeps the actor's name, the request and before/after", async () => {
    const { records: rows } = await records('actor=审计甲');
    expect(rows[0]).toMatchObject({
      actorId: alice.id,
      actorName: '审计甲老师',
      action: 'exam.mark',
      entity: 'examAttempt',
      entityId: 502,
      before: { score: null },
      after: { score: 7.5 },
      requestId: 'req-1',
      ip: '10.0.0.1',
    });
  });

  it('rolls back with the write: a failed transaction leaves no entry', async () => {
    const count = async () => (await t.ctx.db.select().from(consoleAuditLog)).length;
    const before = await count();
    await t.ctx.db
      .transaction(async (tx) => {
        await recordAudit(tx, createActor(t.ctx.db, { userId: alice.id, roles: [] }), {
          action: 'exam.mark',
          entity: 'examAttempt',
          entityId: 9,
          before: null,
          after: { score: 1 },
        });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    expect(await count()).toBe(before);
  });
});

describe('GET /console/audit/page', () => {
  it('newest first, paged on the server', async () => {
    const first = await records('actor=审计&size=2&current=1');
    expect(first.total).toBe(3);
    expect(first.records.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const second = await records('actor=审计&size=2&current=2');
    expect(second.records.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('filters by actor (name or id), action, entity and Shanghai days', async () => {
    const idsOf = async (q: string) => (await records(q)).records.map((r) => r.id);
    expect(await idsOf(`actor=${bob.id}`)).toEqual([ids[2]]);
    expect(await idsOf('actor=审计&action=exam.mark')).toEqual([ids[1], ids[0]]);
    expect(await idsOf('actor=审计&entity=examAttempt&entityId=501')).toEqual([ids[2], ids[0]]);
    expect(await idsOf('actor=审计&from=2026-11-21&to=2026-11-21')).toEqual([ids[1]]);
    expect(await idsOf('actor=审计&from=2026-11-22')).toEqual([ids[2]]);
    expect(await idsOf('actor=审计&to=2026-11-20')).toEqual([ids[0]]);
    // A LIKE wildcard typed in the box is a plain character.
    expect(await idsOf('actor=%25')).toEqual([]);
  });

  it('admins only: a teacher is refused; bad filters are a 400', async () => {
    const refused = await page(teacher, '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBodyOf(CONSOLE_ERRORS.adminOnly));
    for (const q of [
      'from=2026-02-30',
      'entityId=0',
      'entityId=x',
      'actor=%00',
      'from=2026-11-22&to=2026-11-21',
      'action=drop',
      'entity=x',
      'size=0',
    ]) {
      const res = await page(admin, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe(1);
    }
  });
});
