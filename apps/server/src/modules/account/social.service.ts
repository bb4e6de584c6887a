import { and, eq } from 'drizzle-orm';
import { ACCOUNT_ERRORS, AUTH_ERRORS } from '@salt/domain';
import { socialBindings } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/database-errors';
import { userInfoChanged } from './user-info-cache';

const PROVIDER = 'wx';

async function identityOf(ctx: AppContext, code: string) {
  let identity;
  try {
    identity = await ctx.wechat.exchangeCode(code);
  } catch (err) {
    ctx.log.error({ err }, 'wechat provider failed');
    throw appError(AUTH_ERRORS.wechatCodeInvalid);
  }
  if (!identity) throw appError(AUTH_ERRORS.wechatCodeInvalid);
  return identity;
}

/** The user bound to the WeChat identity behind `code`, or null when nobody is bound yet. */
export async function findUserByWechatCode(ctx: AppContext, code: string): Promise<number | null> {
  const identity = await identityOf(ctx, code);
  const [row] = await ctx.db
    .select({ userId: socialBindings.userId })
    .from(socialBindings)
    .where(and(eq(socialBindings.provider, PROVIDER), eq(socialBindings.openId, identity.openId)))
    .limit(1);
  return row?.userId ?? null;
}

/** Binds a WeChat identity to a user who has none yet. */
export async function bindWechat(ctx: AppContext, userId: number, code: string): Promise<void> {
  const identity = await identityOf(ctx, code);
  try {
    await ctx.db
      .insert(socialBindings)
      .values({ userId, provider: PROVIDER, openId: identity.openId, unionId: identity.unionId });
  } catch (err) {
    if (isUniqueViolation(err, 'open')) {
      const [owner] = await ctx.db
        .select({ userId: socialBindings.userId })
        .from(socialBindings)
        .where(and(eq(socialBindings.provider, PROVIDER), eq(socialBindings.openId, identity.openId)));
      if (owner?.userId === userId) return; // binding the same WeChat twice is a no-op
      throw appError(ACCOUNT_ERRORS.wechatAlreadyBound);
    }
    if (isUniqueViolation(err, 'user')) throw appError(ACCOUNT_ERRORS.wechatSelfBound);
    throw err;
  }
  await userInfoChanged(ctx, [userId]); // wxBound
}

/** Replaces the user's WeChat binding with the identity behind `code`, in one transaction. */
export async function changeWechatBinding(ctx: AppContext, userId: number, code: string): Promise<void> {
  const identity = await identityOf(ctx, code);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(socialBindings)
        .where(and(eq(socialBindings.provider, PROVIDER), eq(socialBindings.userId, userId)));
      await tx
        .insert(socialBindings)
        .values({ userId, provider: PROVIDER, openId: identity.openId, unionId: identity.unionId });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'open')) throw appError(ACCOUNT_ERRORS.wechatAlreadyBound);
    throw err;
  }
  await userInfoChanged(ctx, [userId]);
}
