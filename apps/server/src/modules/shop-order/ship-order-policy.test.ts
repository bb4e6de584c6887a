import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, TEACHER_ROLE_ID, TUTOR_ROLE_IDS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor, userFactory } from '../../test/factories';
import { addressFactory, skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api } from '../../test/requests';
import { payOnDevPage, placeOrder } from '../../test/shop-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (roles: number[]) => {
  const user = await userFactory(t.ctx.db, { roles });
  return { user, headers: await sessionFor(t.ctx, user) };
};

/** A class whose course posts a kit, taught by `teacherId`, and a pupil's paid order for it (待发货). */
async function paidOrderOfClass(teacherId: number, tutorId: number) {
  const { sku, spu } = await skuFactory(t.ctx.db, { needLogistics: true });
  await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id, teacherId, tutorId });
  const pupil = await login([2]);
  const address = await addressFactory(t.ctx.db, pupil.user.id);
  const { order } = await placeOrder(t.app, pupil.headers, { items: [{ skuId: sku.id }], addressId: address.id });
  await payOnDevPage(t.app, pupil.headers, order.id);
  return { orderId: order.id, pupil };
}

const ship = (headers: Record<string, string>, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: api('/shop/admin/order/ship'),
    headers,
    payload: { orderId, expressCompany: '顺丰', trackingNo: `SF${orderId}00` },
  });

describe('who ships an order (order.policy.ts)', () => {
  it('a teacher ships only orders for classes they teach; staff ship any; tutors and buyers none', async () => {
    const teacher = await login([TEACHER_ROLE_ID]);
    const otherTeacher = await login([TEACHER_ROLE_ID]);
    const tutor = await login([TUTOR_ROLE_IDS[0]]);
    const admin = await login([ADMIN_ROLE_ID]);
    const mine = await paidOrderOfClass(teacher.user.id, tutor.user.id);
    const theirs = await paidOrderOfClass(otherTeacher.user.id, tutor.user.id);

    // Before the fix any role-6 teacher shipped any order.
    expect((await ship(teacher.headers, theirs.orderId)).statusCode).toBe(403);
    expect((await ship(tutor.headers, mine.orderId)).statusCode).toBe(403);
    expect((await ship(mine.pupil.headers, mine.orderId)).statusCode).toBe(403);
    expect((await ship(teacher.headers, 999_999)).statusCode).toBe(404);

    expect((await ship(teacher.headers, mine.orderId)).statusCode).toBe(200);
    expect((await ship(admin.headers, theirs.orderId)).statusCode).toBe(200);
  });

  it('materials that belong to no class are shipped by staff, not by a teacher', async () => {
    const teacher = await login([TEACHER_ROLE_ID]);
    const admin = await login([ADMIN_ROLE_ID]);
    const { sku } = await skuFactory(t.ctx.db, { needLogistics: true, spuTitle: '教材' });
    const pupil = await login([2]);
    const address = await addressFactory(t.ctx.db, pupil.user.id);
    const { order } = await placeOrder(t.app, pupil.headers, { items: [{ skuId: sku.id }], addressId: address.id });
    await payOnDevPage(t.app, pupil.headers, order.id);
    expect((await ship(teacher.headers, order.id)).statusCode).toBe(403);
    expect((await ship(admin.headers, order.id)).statusCode).toBe(200);
  });
});
