import { Readable, pipeline } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import Cursor from 'pg-cursor';
import { redeemCodes, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

const BATCH = 500;

export const REDEEM_CSV_HEADER = ['兑换码', '状态', '兑换人手机号', '兑换时间'];

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection), as the order export does. */
export function escapeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const beijing = (d: Date | null) =>
  d ? new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

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

  async function* rows(): AsyncGenerator<string[]> {
    yield REDEEM_CSV_HEADER;
    const client = await ctx.db.$client.connect();
    try {
      const cursor = client.query(new Cursor<unknown[]>(query.sql, query.params, { rowMode: 'array' }));
      try {
        for (;;) {
          const batch = await cursor.read(BATCH);
          if (batch.length === 0) return;
          for (const [code, phone, at, by] of batch) {
            yield [
              String(code),
              by === null ? '未兑换' : '已兑换',
              phone == null ? '' : String(phone),
              beijing(at as Date | null),
            ].map(escapeCsvCell);
          }
        }
      } finally {
        await cursor.close();
      }
    } finally {
      client.release();
    }
  }

  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  return pipeline(Readable.from(rows()), csv, () => {});
}
