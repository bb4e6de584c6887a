import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { redeemCodes, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { beijingTime, escapeCsvCell, streamCsv } from '../../platform/csv-export';

export const REDEEM_CSV_HEADER = ['兑换码', '状态', '兑换人手机号', '兑换时间'];

/**
 * One batch's codes as CSV (UTF-8 with a BOM), read through a cursor and streamed: 兑换码, 状态 (未兑换/已兑换),
 * the redeemer's mobile and when. The pooled client is released when the stream ends, fails or is cancelled.
 */
export function redeemBatchCsv(ctx: AppContext, batchId: number): Readable {
  const query = ctx.db
    .select({ code: redeemCodes.code, phone: users.phone, at: redeemCodes.redeemedAt, by: redeemCodes.redeemedBy })
    .from(redeemCodes)
    .leftJoin(users, eq(users.id, redeemCodes.redeemedBy))
    .where(eq(redeemCodes.batchId, batchId))
    .orderBy(asc(redeemCodes.id))
    .toSQL();

  return streamCsv(ctx.db, query, REDEEM_CSV_HEADER, ([code, phone, at, by]) =>
    [
      String(code),
      by === null ? '未兑换' : '已兑换',
      phone == null ? '' : String(phone),
      beijingTime(at as Date | null),
    ].map(escapeCsvCell),
  );
}
