import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONSOLE_ERRORS, type ConsoleClassForm, type ClassSchedule } from '@salt/domain';
import { skus, spus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { createClass } from '../learning';

/** A class code nobody types: the goods id and a random tail (the unique index refuses the improbable repeat). */
const newSkuCode = (spuId: number) => `S${spuId}-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * 新增班级: the sku, its class (offering) and every session generated from the timetable, with the class period
 * the shop shows derived from those sessions, all in one transaction: the schedule sold is the schedule taught.
 */
export async function createGoodsClass(
  ctx: AppContext,
  actor: Actor,
  spuId: number,
  form: ConsoleClassForm,
): Promise<{ id: number }> {
  const id = await ctx.db.transaction(async (tx) => {
    const [goods] = await tx.select({ id: spus.id }).from(spus).where(eq(spus.id, spuId)).for('update');
    if (!goods) throw appError(CONSOLE_ERRORS.recordNotFound);
    const fields = {
      spuId,
      skuCode: newSkuCode(spuId),
      name: form.name,
      className: form.name.slice(0, 64),
      priceFen: form.priceFen,
      originalPriceFen: form.originalPriceFen ?? null,
      stock: form.stock,
      needLogistics: form.needLogistics,
      isGroup: form.isGroup,
      groupMemberNum: form.isGroup ? (form.groupMemberNum ?? null) : null,
      groupPriceFen: form.isGroup ? (form.groupPriceFen ?? null) : null,
      groupHoursValid: form.isGroup ? (form.groupHoursValid ?? null) : null,
    };
    const [sku] = await tx.insert(skus).values(fields).returning({ id: skus.id });
    const topics = form.topics.map((t) => t.trim());
    const { offeringId } = await createClass(tx, {
      skuId: sku!.id,
      schedule: form.schedule as ClassSchedule,
      topics,
    });
    await tx.update(spus).set({ updatedAt: new Date() }).where(eq(spus.id, spuId));
    await recordAudit(tx, actor, {
      action: 'goods.classCreate',
      entity: 'goods',
      entityId: spuId,
      before: null,
      after: { skuId: sku!.id, offeringId, ...fields, schedule: form.schedule, topics },
    });
    return sku!.id;
  });
  await ctx.caches.invalidate('catalogue');
  return { id };
}
