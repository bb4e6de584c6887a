import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  classSeatsProblem,
  type ClassSchedule,
  type ConsoleClassForm,
  type ConsoleClassUpdate,
} from '@salt/domain';
import { skus, spus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
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
      materialPriceFen: form.needLogistics ? (form.materialPriceFen ?? 0) : 0,
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

/**
 * 编辑班级: name, prices, total seats, posted materials and group-buy settings, saved over the version read (409
 * when someone saved in between). The sku row is locked first, so the places taken cannot move while the seats
 * left are worked out as the new total less them; a total below them is refused (class-edit-rules). Prices apply
 * to orders placed from now on; an order keeps what it was placed at. Switching the group buy off keeps the last
 * group settings, so a group already forming can still fill.
 */
export async function updateGoodsClass(
  ctx: AppContext,
  actor: Actor,
  spuId: number,
  skuId: number,
  form: ConsoleClassUpdate,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(skus)
      .where(and(eq(skus.id, skuId), eq(skus.spuId, spuId)))
      .for('update');
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    if (classSeatsProblem(form.seats, before.sold)) throw appError(CONSOLE_ERRORS.classSeatsBelowTaken);
    const group = form.isGroup
      ? {
          groupMemberNum: form.groupMemberNum ?? null,
          groupPriceFen: form.groupPriceFen ?? null,
          groupHoursValid: form.groupHoursValid ?? null,
        }
      : {};
    const after = await updateWithVersion(tx, skus, skuId, form.version, {
      name: form.name,
      priceFen: form.priceFen,
      originalPriceFen: form.originalPriceFen ?? null,
      stock: form.seats - before.sold,
      needLogistics: form.needLogistics,
      // An older form without the field keeps the price; without posted materials there is none.
      ...(form.materialPriceFen !== undefined || !form.needLogistics
        ? { materialPriceFen: form.needLogistics ? (form.materialPriceFen ?? 0) : 0 }
        : {}),
      isGroup: form.isGroup,
      ...group,
      updatedAt: new Date(),
    });
    await tx.update(spus).set({ updatedAt: new Date() }).where(eq(spus.id, spuId));
    await recordAudit(tx, actor, {
      action: 'goods.classUpdate',
      entity: 'goods',
      entityId: spuId,
      before: saleFieldsOf(before),
      after: saleFieldsOf(after),
    });
  });
  await ctx.caches.invalidate('catalogue');
}

const saleFieldsOf = (s: typeof skus.$inferSelect) => ({
  skuId: s.id,
  name: s.name,
  priceFen: s.priceFen,
  originalPriceFen: s.originalPriceFen,
  stock: s.stock,
  sold: s.sold,
  needLogistics: s.needLogistics,
  materialPriceFen: s.materialPriceFen,
  isGroup: s.isGroup,
  groupMemberNum: s.groupMemberNum,
  groupPriceFen: s.groupPriceFen,
  groupHoursValid: s.groupHoursValid,
  version: s.version,
});
