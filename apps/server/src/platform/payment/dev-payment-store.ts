/**
 * The dev provider plays the vendor, so it needs the vendor's memory: which trades exist, which are paid,
 * closed or refunded. The real store will be a table owned by the orders module; every method below is
 * one conditional statement there, which is why they return the row *after* the attempt instead of a
 * boolean: the caller decides from the resulting state, with no read-then-write race.
 */

export type DevTradeState = 'unpaid' | 'paid' | 'closed';

export interface DevRefundRecord {
  outRefundNo: string;
  refundId: string;
  refundFen: number;
  createdAt: Date;
}

export interface DevTradeRecord {
  outTradeNo: string;
  amountFen: number;
  description: string;
  state: DevTradeState;
  transactionId: string | null;
  paidAt: Date | null;
  refunds: DevRefundRecord[];
}

export type DevRefundOutcome =
  { ok: true; refund: DevRefundRecord } | { ok: false; reason: 'not_found' | 'not_paid' | 'exceeds_amount' };

export interface DevPaymentStore {
  get(outTradeNo: string): Promise<DevTradeRecord | null>;
  /** Insert if absent (`INSERT ... ON CONFLICT DO NOTHING`), then return the stored row, old or new. */
  create(trade: { outTradeNo: string; amountFen: number; description: string }): Promise<DevTradeRecord>;
  /** unpaid -> paid (`UPDATE ... WHERE state = 'unpaid'`); paid or closed rows stay as they are. */
  markPaid(outTradeNo: string, payment: { transactionId: string; paidAt: Date }): Promise<DevTradeRecord | null>;
  /** unpaid -> closed; paid or closed rows stay as they are. */
  markClosed(outTradeNo: string): Promise<DevTradeRecord | null>;
  /**
   * Adds a refund atomically (row lock in SQL): the same outRefundNo returns the refund already recorded,
   * and the sum of refunds never exceeds the trade amount.
   */
  markRefunded(outTradeNo: string, refund: DevRefundRecord): Promise<DevRefundOutcome>;
  /** Trades created at or after `since`, for reconciliation. */
  listSince(since: Date): Promise<DevTradeRecord[]>;
}

/** For tests and a database-less local run. Single process only; methods are atomic because JS is. */
export class InMemoryDevPaymentStore implements DevPaymentStore {
  private readonly trades = new Map<string, DevTradeRecord>();
  private readonly createdAt = new Map<string, Date>();

  async get(outTradeNo: string): Promise<DevTradeRecord | null> {
    const trade = this.trades.get(outTradeNo);
    return trade ? clone(trade) : null;
  }

  async create(trade: { outTradeNo: string; amountFen: number; description: string }): Promise<DevTradeRecord> {
    if (!this.trades.has(trade.outTradeNo)) {
      this.trades.set(trade.outTradeNo, { ...trade, state: 'unpaid', transactionId: null, paidAt: null, refunds: [] });
      this.createdAt.set(trade.outTradeNo, new Date());
    }
    return clone(this.trades.get(trade.outTradeNo)!);
  }

  async markPaid(outTradeNo: string, payment: { transactionId: string; paidAt: Date }): Promise<DevTradeRecord | null> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) return null;
    if (trade.state === 'unpaid') Object.assign(trade, { state: 'paid', ...payment });
    return clone(trade);
  }

  async markClosed(outTradeNo: string): Promise<DevTradeRecord | null> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) return null;
    if (trade.state === 'unpaid') trade.state = 'closed';
    return clone(trade);
  }

  async markRefunded(outTradeNo: string, refund: DevRefundRecord): Promise<DevRefundOutcome> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) return { ok: false, reason: 'not_found' };
    const existing = trade.refunds.find((r) => r.outRefundNo === refund.outRefundNo);
    if (existing) return { ok: true, refund: { ...existing } };
    if (trade.state !== 'paid') return { ok: false, reason: 'not_paid' };
    const refunded = trade.refunds.reduce((sum, r) => sum + r.refundFen, 0);
    if (refunded + refund.refundFen > trade.amountFen) return { ok: false, reason: 'exceeds_amount' };
    trade.refunds.push({ ...refund });
    return { ok: true, refund: { ...refund } };
  }

  async listSince(since: Date): Promise<DevTradeRecord[]> {
    return [...this.trades.values()].filter((t) => this.createdAt.get(t.outTradeNo)! >= since).map(clone);
  }
}

function clone(trade: DevTradeRecord): DevTradeRecord {
  return { ...trade, refunds: trade.refunds.map((r) => ({ ...r })) };
}
