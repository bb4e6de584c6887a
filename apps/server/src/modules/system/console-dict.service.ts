import { asc, eq } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  DICT_TYPE_LABELS,
  DICT_TYPES,
  type ConsoleDictCreate,
  type ConsoleDictList,
  type ConsoleDictUpdate,
} from '@salt/domain';
import { dictionaryItems } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';

const GREY = 'grey_switch';

/** Every dictionary with its entries in the order pages show them, and the grey switch's state. */
export async function consoleDictionaries(ctx: AppContext): Promise<ConsoleDictList> {
  const rows = await ctx.db
    .select()
    .from(dictionaryItems)
    .orderBy(asc(dictionaryItems.type), asc(dictionaryItems.sort), asc(dictionaryItems.id));
  const grey = rows.find((r) => r.type === GREY);
  return {
    grey: grey?.value === '1',
    greyVersion: grey?.version ?? 1,
    types: DICT_TYPES.filter((t) => t !== GREY).map((type) => ({
      type,
      label: DICT_TYPE_LABELS[type],
      items: rows
        .filter((r) => r.type === type)
        .map((r) => ({
          id: r.id,
          value: r.value,
          label: r.label,
          description: r.description,
          sort: r.sort,
          version: r.version,
        })),
    })),
  };
}

const fieldsOf = (r: typeof dictionaryItems.$inferSelect) => ({
  type: r.type,
  value: r.value,
  label: r.label,
  description: r.description,
  sort: r.sort,
});

export async function createDictItem(ctx: AppContext, actor: Actor, form: ConsoleDictCreate): Promise<{ id: number }> {
  const values = { ...form, description: form.description || null };
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(dictionaryItems).values(values).returning();
      await recordAudit(tx, actor, {
        action: 'dict.create',
        entity: 'dict',
        entityId: row!.id,
        before: null,
        after: fieldsOf(row!),
      });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'sys_dict_item_type_value_uq')) throw appError(CONSOLE_ERRORS.dictValueTaken);
    throw err;
  }
  await ctx.caches.invalidate('dictionary');
  return { id };
}

/** Name, note and order of an entry; its value stays (goods, classes and pupils store it). */
export async function updateDictItem(
  ctx: AppContext,
  actor: Actor,
  id: number,
  form: ConsoleDictUpdate,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, id));
    if (!before || before.type === GREY) throw appError(CONSOLE_ERRORS.recordNotFound);
    const after = await updateWithVersion(tx, dictionaryItems, id, form.version, {
      label: form.label,
      description: form.description || null,
      sort: form.sort,
      updatedAt: new Date(),
    });
    await recordAudit(tx, actor, {
      action: 'dict.update',
      entity: 'dict',
      entityId: id,
      before: fieldsOf(before),
      after: fieldsOf(after),
    });
  });
  await ctx.caches.invalidate('dictionary');
  return { id };
}

/** 首页置灰: the grey_switch entry's value '1' greys the home page (days of national mourning), '0' restores it. */
export async function setGreySwitch(
  ctx: AppContext,
  actor: Actor,
  form: { on: boolean; version: number },
): Promise<{ id: number }> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.type, GREY));
    if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
    const after = await updateWithVersion(tx, dictionaryItems, row.id, form.version, {
      value: form.on ? '1' : '0',
      updatedAt: new Date(),
    });
    await recordAudit(tx, actor, {
      action: 'dict.grey',
      entity: 'dict',
      entityId: row.id,
      before: fieldsOf(row),
      after: fieldsOf(after),
    });
    return row.id;
  });
  await ctx.caches.invalidate('dictionary');
  return { id };
}
