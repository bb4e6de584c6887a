import { eq } from 'drizzle-orm';
import { CONSOLE_ERRORS, type ConsoleLiveSettings, type ConsoleLiveSettingsUpdate } from '@salt/domain';
import { offerings, skus } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { learningPolicy } from './learning.policy';

/**
 * 直播间设置 of a class (课程 → 编辑 → 直播间): stored on the class (learn_offering) beside its live room, read by
 * `requireChapterAccess` for the live page, playback and the socket, and by the class lists for their buttons.
 */

type Offering = typeof offerings.$inferSelect;

const settingsOf = (o: Offering) => ({
  entryLeadMinutes: o.entryLeadMinutes,
  playbackOpen: o.playbackOpen,
  interactionOpen: o.interactionOpen,
});

async function classOfSku(ctx: AppContext, actor: Actor, skuId: number) {
  const [row] = await ctx.db
    .select({ offering: offerings, skuName: skus.className })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .where(eq(offerings.skuId, skuId));
  if (!row) throw appError(CONSOLE_ERRORS.recordNotFound);
  await learningPolicy.authorize(actor, 'class.liveSettings', { offeringId: row.offering.id });
  return row;
}

const viewOf = (skuId: number, o: Offering, skuName: string | null): ConsoleLiveSettings => ({
  skuId,
  offeringId: o.id,
  className: skuName ?? o.title,
  liveRoom: o.liveRoom,
  ...settingsOf(o),
  version: o.version,
});

export async function liveSettings(ctx: AppContext, actor: Actor, skuId: number): Promise<ConsoleLiveSettings> {
  const { offering, skuName } = await classOfSku(ctx, actor, skuId);
  return viewOf(skuId, offering, skuName);
}

/** Saves the three settings over the version the form read (409 when stale), audited with before and after. */
export async function updateLiveSettings(
  ctx: AppContext,
  actor: Actor,
  skuId: number,
  form: ConsoleLiveSettingsUpdate,
): Promise<ConsoleLiveSettings> {
  const { offering, skuName } = await classOfSku(ctx, actor, skuId);
  const next = {
    entryLeadMinutes: form.entryLeadMinutes,
    playbackOpen: form.playbackOpen,
    interactionOpen: form.interactionOpen,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await tx.select().from(offerings).where(eq(offerings.id, offering.id)).for('update');
    const after = await updateWithVersion(tx, offerings, offering.id, form.version, next);
    await recordAudit(tx, actor, {
      action: 'class.liveSettings',
      entity: 'liveRoom',
      entityId: offering.id,
      before: before[0] ? settingsOf(before[0]) : null,
      after: settingsOf(after),
    });
    return after;
  });
  return viewOf(skuId, saved, skuName);
}
