import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devPayTrades } from '../../db/schema';
import type {
  DevPaymentStore,
  DevRefundOutcome,
  DevRefundRecord,
  DevTradeRecord,
} from '../../platform/payment/dev-payment-store';

type Row = typeof devPayTrades.$inferSelect;

function toRecord(row: Row): DevTradeRecord {
  const refunds = (row.refunds as (Omit<DevRefundRecord, 'createdAt'> & { createdAt: string })[]).map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
  }));
  return {
    outTradeNo: row.outTradeNo,
    amountFen: row.amountFen,
    description: row.description,
    state: row.state as DevTradeRecord['state'],
    transactionId: row.transactionId,
    paidAt: row.paidAt,
    refunds,
  };
}

/** The dev provider's trades in PostgreSQL, so several app instances (and restarts) share them. */
export class DbDevPaymentStore implements DevPaymentStore {
  constructor(private readonly db: Database) {}

  async get(outTradeNo: string) {
    const [row] = await this.db.select().from(devPayTrades).where(eq(devPayTrades.outTradeNo, outTradeNo));
    return row ? toRecord(row) : null;
  }

  async create(trade: { outTradeNo: string; amountFen: number; description: string }) {
    await this.db.insert(devPayTrades).values(trade).onConflictDoNothing();
    return (await this.get(trade.outTradeNo))!;
  }

  async markPaid(outTradeNo: string, payment: { transactionId: string; paidAt: Date }) {
    await this.db
      .update(devPayTrades)
      .set({ state: 'paid', transactionId: payment.transactionId, paidAt: payment.paidAt })
      .where(and(eq(devPayTrades.outTradeNo, outTradeNo), eq(devPayTrades.state, 'unpaid')));
    return this.get(outTradeNo);
  }

  async markClosed(outTradeNo: string) {
    await this.db
      .update(devPayTrades)
      .set({ state: 'closed' })
      .where(and(eq(devPayTrades.outTradeNo, outTradeNo), eq(devPayTrades.state, 'unpaid')));
    return this.get(outTradeNo);
  }

  async listSince(since: Date) {
    const rows = await this.db.select().from(devPayTrades).where(gte(devPayTrades.createdAt, since));
    return rows.map(toRecord);
  }

  async markRefunded(outTradeNo: string, refund: DevRefundRecord): Promise<DevRefundOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(devPayTrades).where(eq(devPayTrades.outTradeNo, outTradeNo)).for('update');
      if (!row) return { ok: false, reason: 'not_found' } as const;
      const trade = toRecord(row);
      const same = trade.refunds.find((r) => r.outRefundNo === refund.outRefundNo);
      if (same) return { ok: true, refund: same } as const;
      if (trade.state !== 'paid') return { ok: false, reason: 'not_paid' } as const;
      const refunded = trade.refunds.reduce((s, r) => s + r.refundFen, 0);
      if (refunded + refund.refundFen > trade.amountFen) return { ok: false, reason: 'exceeds_amount' } as const;
      const entry = { ...refund, createdAt: refund.createdAt.toISOString() };
      await tx
        .update(devPayTrades)
        .set({ refunds: sql`${devPayTrades.refunds} || ${JSON.stringify([entry])}::jsonb` })
        .where(eq(devPayTrades.outTradeNo, outTradeNo));
      return { ok: true, refund } as const;
    });
  }
}
