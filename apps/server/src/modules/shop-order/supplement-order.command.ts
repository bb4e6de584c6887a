import { eq } from 'drizzle-orm';
import { SUPPLEMENT_PAY_DAYS } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { orderItems, orders, skus, spus } from '../../db/schema';
import { newOrderNo } from './order-number';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A 补差价 order for an approved 调班 to a dearer class, in the caller's transaction: one line naming the target
 * class at the difference, kind 'supplement'. It holds no seat (the change already moved the pupil), so paying it
 * enrols nobody and closing it unpaid returns no stock (`markOrderPaid`, `closeOrder`); it is paid through the
 * normal pay page and waits SUPPLEMENT_PAY_DAYS before the sweep closes it.
 */
export async function createSupplementOrder(
  tx: Transaction,
  p: { userId: number; skuId: number; amountFen: number; now: Date },
): Promise<{ id: number; orderNo: string }> {
  const [target] = await tx
    .select({ skuName: skus.name, spuId: spus.id, title: spus.title, coverUrl: spus.coverUrl })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(skus.id, p.skuId));
  if (!target) throw new Error(`supplement order: sku ${p.skuId} not found`);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(p.now, 'B'),
      kind: 'supplement',
      userId: p.userId,
      totalFen: p.amountFen,
      payFen: p.amountFen,
      payDeadline: new Date(p.now.getTime() + SUPPLEMENT_PAY_DAYS * DAY_MS),
      remark: '调班补差价',
      createdAt: p.now,
      updatedAt: p.now,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await tx.insert(orderItems).values({
    orderId: order!.id,
    skuId: p.skuId,
    spuId: target.spuId,
    title: `补差价 · ${target.title}`.slice(0, 100),
    skuName: `调至 ${target.skuName}`.slice(0, 100),
    coverUrl: target.coverUrl,
    priceFen: p.amountFen,
    quantity: 1,
    needLogistics: false,
  });
  return order!;
}

/** Whether an order is still waiting for payment (a closed 补差价 order is replaced by a new one). */
export async function isOrderUnpaid(tx: Transaction, orderId: number): Promise<boolean> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status === '0';
}
