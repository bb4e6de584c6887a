import { couponTemplates, couponUsers, skus, spus, userAddresses } from '../db/schema';
import type { Database } from '../db/client';

let seq = 0;

/** A course on sale with one class (sku). Price 19900 fen and 10 seats unless given. */
export async function skuFactory(
  db: Database,
  o: Partial<typeof skus.$inferInsert> & { spuTitle?: string; onSale?: boolean } = {},
) {
  seq += 1;
  const [spu] = await db
    .insert(spus)
    .values({ title: o.spuTitle ?? `测试课程${seq}`, subject: '2', grade: '8', term: '秋季', onSale: o.onSale ?? true })
    .returning();
  const { spuTitle: _t, onSale: _o, ...skuFields } = o;
  const [sku] = await db
    .insert(skus)
    .values({
      spuId: spu!.id,
      skuCode: `T${process.pid}-${seq}`,
      name: `测试班${seq}`,
      priceFen: 19900,
      stock: 10,
      ...skuFields,
    })
    .returning();
  return { spu: spu!, sku: sku! };
}

export async function couponFactory(
  db: Database,
  userId: number,
  o: Partial<typeof couponTemplates.$inferInsert> = {},
): Promise<{ templateId: number; couponUserId: number }> {
  const [tpl] = await db
    .insert(couponTemplates)
    .values({
      name: '满100减20',
      amountFen: 2000,
      thresholdFen: 10000,
      totalQuantity: 100,
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 7 * 86_400_000),
      ...o,
    })
    .returning();
  const [cu] = await db.insert(couponUsers).values({ templateId: tpl!.id, userId }).returning();
  return { templateId: tpl!.id, couponUserId: cu!.id };
}

export async function addressFactory(db: Database, userId: number) {
  const [a] = await db
    .insert(userAddresses)
    .values({
      userId,
      receiverName: '王建国',
      mobile: '13800000004',
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      detail: '中关村大街1号',
      isDefault: true,
    })
    .returning();
  return a!;
}
