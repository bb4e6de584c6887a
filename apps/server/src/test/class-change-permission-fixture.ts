import { eq } from 'drizzle-orm';
import { classChangeRequests, offerings } from '../db/schema';
import type { TestApp } from './test-app';
import { sessionFor, userFactory, type UserFixture } from './factories';
import { twoClassCourseFactory } from './live-factories';
import { payOnDevPage, placeOrder } from './shop-requests';

/**
 * 调班 rows of the permission matrix: two courses of two classes each, taught and tutored by the matrix's class
 * teacher and tutor; the pupil bought the first class of each (one line to apply on, one with a pending request to
 * cancel). `spareRequest` makes a pending request of a fresh pupil for each approve or reject call.
 */
export async function classChangePermissionFixture(
  t: TestApp,
  o: { pupil: UserFixture; pupilHeaders: Record<string, string>; teacherId: number; tutorId: number },
) {
  const db = t.ctx.db;
  const course = async () => {
    const c = await twoClassCourseFactory(db, { seats: 100 });
    for (const off of [c.a.offering.id, c.b.offering.id])
      await db.update(offerings).set({ teacherId: o.teacherId, tutorId: o.tutorId }).where(eq(offerings.id, off));
    return c;
  };
  const buy = async (headers: Record<string, string>, skuId: number) => {
    const placed = await placeOrder(t.app, headers, { items: [{ skuId }] });
    if (placed.statusCode !== 200) throw new Error(`order ${placed.statusCode} ${placed.msg}`);
    await payOnDevPage(t.app, headers, placed.order.id);
    return { orderId: placed.order.id, lineId: placed.order.items[0]!.id };
  };
  const pending = async (userId: number, line: { orderId: number; lineId: number }, c: { a: number; b: number }) => {
    const [row] = await db
      .insert(classChangeRequests)
      .values({ orderId: line.orderId, orderItemId: line.lineId, userId, fromSkuId: c.a, toSkuId: c.b, reason: '矩阵' })
      .returning({ id: classChangeRequests.id });
    return row!.id;
  };
  const applyCourse = await course();
  const cancelCourse = await course();
  const applyLine = await buy(o.pupilHeaders, applyCourse.a.sku.id);
  const cancelLine = await buy(o.pupilHeaders, cancelCourse.a.sku.id);
  const cancelRequest = await pending(o.pupil.id, cancelLine, { a: cancelCourse.a.sku.id, b: cancelCourse.b.sku.id });
  // An approved change to a dearer class whose 补差价 is still owed (去支付 opens its order on first call).
  const [supplement] = await db
    .insert(classChangeRequests)
    .values({
      orderId: cancelLine.orderId,
      orderItemId: cancelLine.lineId,
      userId: o.pupil.id,
      fromSkuId: cancelCourse.a.sku.id,
      toSkuId: cancelCourse.b.sku.id,
      reason: '矩阵',
      status: 'approved',
      priceDiffFen: 1000,
      settlement: 'supplement',
      reviewedAt: new Date(),
    })
    .returning({ id: classChangeRequests.id });
  const supplementRequest = supplement!.id;
  const spareRequest = async () => {
    const u = await userFactory(db);
    const line = await buy(await sessionFor(t.ctx, u), applyCourse.a.sku.id);
    return pending(u.id, line, { a: applyCourse.a.sku.id, b: applyCourse.b.sku.id });
  };
  return { applyCourse, applyLine, cancelRequest, supplementRequest, spareRequest };
}
