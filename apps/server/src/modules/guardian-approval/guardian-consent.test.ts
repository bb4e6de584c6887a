import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, GUARDIAN_ERRORS, PARENT_ROLE_ID, REFUND_ERRORS, STUDENT_ROLE_ID } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';

/**
 * A guardian's consent: a pupil with a bound parent applies for a refund (or a class change); the request waits
 * for the parent (staff cannot review it yet), then goes on to review as today, or ends declined by the guardian
 * with the reason shown to the pupil. A pupil without a bound parent goes straight to review.
 */

let t: TestApp;
type H = Record<string, string>;
const heads: Record<string, H> = {};
const ids: Record<string, number> = {};
const q = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
const call = (method: 'GET' | 'POST', path: string, h: H = {}, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers: h, payload: payload as Record<string, unknown> });

/** A paid class starting in a week, and a refund application for it. */
async function applyRefund(who: string) {
  const c = await skuFactory(t.ctx.db, { stock: 10 });
  await offeringFactory(t.ctx.db, { skuId: c.sku.id, spuId: c.spu.id, offsetsMin: [7 * 24 * 60] });
  const placed = await placeOrder(t.app, heads[who]!, { items: [{ skuId: c.sku.id }] });
  await payOnDevPage(t.app, heads[who]!, placed.order.id);
  const res = await call('POST', '/shop/refund/apply', heads[who], {
    orderItemId: placed.order.items[0]!.id,
    reasonCode: 'other',
    reasonText: '时间冲突',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; status: string; statusText: string; awaitingGuardian?: boolean };
}
const guardianRowOf = async (kind: string, targetId: number) =>
  (await q('select id, status from guardian_request where kind = $1 and target_id = $2', [kind, targetId]))[0] as
    { id: number; status: string } | undefined;

beforeAll(async () => {
  t = await createTestApp();
  const make = async (name: string, roles: number[], realname: string) => {
    const u = await userFactory(t.ctx.db, { roles, realname });
    ids[name] = u.id;
    heads[name] = await sessionFor(t.ctx, u);
  };
  await make('child', [STUDENT_ROLE_ID], '王小明');
  await make('orphan', [STUDENT_ROLE_ID], '陈路人');
  await make('parent', [PARENT_ROLE_ID], '王爸爸');
  await make('admin', [ADMIN_ROLE_ID], '管理员');
  await q('insert into parent_student (parent_id, student_id) values ($1, $2)', [ids.parent, ids.child]);
});
afterAll(() => t?.close());

describe('refund consent', () => {
  it('waits for the parent; staff cannot approve until the parent agrees', async () => {
    const refund = await applyRefund('child');
    expect(refund).toMatchObject({ status: 'pending', statusText: '待家长同意', awaitingGuardian: true });
    const early = await call('POST', `/console/refund/${refund.id}/approve`, heads.admin, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe(REFUND_ERRORS.awaitingGuardian.errorCode);

    const list = (await call('GET', `/guardian/requests?studentId=${ids.child}`, heads.parent)).json().data;
    const asked = list.pending.find(
      (r: { kind: string; targetId: number }) => r.kind === 'refund' && r.targetId === refund.id,
    );
    expect(asked).toMatchObject({ kindText: '退费申请', detail: '时间冲突' });
    expect(asked.title).not.toBe('');
    expect(asked.amountFen).toBeGreaterThan(0);

    expect((await call('POST', `/guardian/requests/${asked.id}/approve`, heads.parent)).statusCode).toBe(200);
    const [row] = await q('select awaiting_guardian, status from shop_refund_request where id = $1', [refund.id]);
    expect(row).toEqual({ awaiting_guardian: false, status: 'pending' });
    const approved = await call('POST', `/console/refund/${refund.id}/approve`, heads.admin, {});
    expect(approved.statusCode).toBe(200);
  });

  it('declined by the parent: the request ends rejected with the reason the pupil sees', async () => {
    const refund = await applyRefund('child');
    const g = (await guardianRowOf('refund', refund.id))!;
    const res = await call('POST', `/guardian/requests/${g.id}/decline`, heads.parent, {
      reason: '课程很好，再坚持一下',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await call('GET', '/shop/refund/my', heads.child)).json().data;
    const seen = mine.find((r: { id: number }) => r.id === refund.id);
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: '家长未同意：课程很好，再坚持一下' });
  });

  it('withdrawn by the pupil: the consent request closes', async () => {
    const refund = await applyRefund('child');
    expect((await call('POST', `/shop/refund/${refund.id}/cancel`, heads.child)).statusCode).toBe(200);
    const list = (await call('GET', '/guardian/requests', heads.parent)).json().data;
    const g = list.history.find(
      (r: { kind: string; targetId: number }) => r.kind === 'refund' && r.targetId === refund.id,
    );
    expect(g.status).toBe('cancelled');
    const late = await call('POST', `/guardian/requests/${g.id}/approve`, heads.parent);
    expect(late.json().errorCode).toBe(GUARDIAN_ERRORS.alreadyDecided.errorCode);
  });

  it('a pupil without a bound parent goes straight to review', async () => {
    const refund = await applyRefund('orphan');
    expect(refund.awaitingGuardian).toBe(false);
    expect(await guardianRowOf('refund', refund.id)).toBeUndefined();
  });
});

describe('class change consent', () => {
  /** A pending class change of the child waiting for the parent (the apply rules are class-change's own tests). */
  async function pendingChange() {
    const a = await skuFactory(t.ctx.db, { stock: 10 });
    const b = await skuFactory(t.ctx.db, { stock: 10, spuId: a.spu.id });
    const placed = await placeOrder(t.app, heads.child!, { items: [{ skuId: a.sku.id }] });
    const [row] = await q(
      `insert into class_change_request (order_id, order_item_id, user_id, from_sku_id, to_sku_id, reason, awaiting_guardian)
       values ($1, $2, $3, $4, $5, '想换到周末班', true) returning id`,
      [placed.order.id, placed.order.items[0]!.id, ids.child, a.sku.id, b.sku.id],
    );
    const [g] = await q(
      `insert into guardian_request (kind, student_id, target_id) values ('class_change', $1, $2) returning id`,
      [ids.child, row.id],
    );
    return { changeId: row.id as number, requestId: g.id as number };
  }

  it('agreed: the change goes on to review; declined: it ends rejected with the reason', async () => {
    const agreed = await pendingChange();
    const list = (await call('GET', `/guardian/requests?studentId=${ids.child}`, heads.parent)).json().data;
    const shown = list.pending.find((r: { id: number }) => r.id === agreed.requestId);
    expect(shown).toMatchObject({ kindText: '调班申请', detail: '想换到周末班' });
    expect(shown.title).toContain('→');
    expect((await call('POST', `/guardian/requests/${agreed.requestId}/approve`, heads.parent)).statusCode).toBe(200);
    const [a] = await q('select awaiting_guardian, status from class_change_request where id = $1', [agreed.changeId]);
    expect(a).toEqual({ awaiting_guardian: false, status: 'pending' });

    const declined = await pendingChange();
    await call('POST', `/guardian/requests/${declined.requestId}/decline`, heads.parent, { reason: '' });
    const [d] = await q('select status, reject_reason from class_change_request where id = $1', [declined.changeId]);
    expect(d).toEqual({ status: 'rejected', reject_reason: '家长未同意' });
  });
});
