import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { clientVersionRequestSchema, userClientInfoRequestSchema } from '@salt/domain';
import { userClientInfos, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { userInfoChanged } from './user-info-cache';

/** Records the device and client a user is on (one row per report, for support and client statistics). */
export async function recordClientInfo(
  ctx: AppContext,
  userId: number,
  info: z.infer<typeof userClientInfoRequestSchema>,
): Promise<void> {
  await ctx.db.insert(userClientInfos).values({ userId, ...info });
}

/** Sets the client version the user last ran. */
export async function setClientVersion(
  ctx: AppContext,
  userId: number,
  body: z.infer<typeof clientVersionRequestSchema>,
): Promise<void> {
  await ctx.db
    .update(users)
    .set({ clientVersion: body.clientVersion, client: body.client ?? null })
    .where(eq(users.id, userId));
  await userInfoChanged(ctx, [userId]);
}
