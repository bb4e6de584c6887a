import type { AppContext } from '../../platform/context';
import { closeTrade, openPaymentsOf, type FindingSource } from './payment-settlement';

/**
 * After a cancel (or a failed group) closes an order, its open vendor trades are closed too, so a payer cannot pay an order that is
 * gone. A trade that turns out paid already is applied like its notification (the order is closed, so the
 * payment is refunded); a provider that cannot be reached leaves the attempt open for reconciliation.
 */
export async function closePendingPayments(
  ctx: AppContext,
  orderIds: number[],
  source: FindingSource = 'cancel',
): Promise<void> {
  for (const orderId of orderIds) {
    for (const p of await openPaymentsOf(ctx, orderId)) await closeTrade(ctx, p, { source });
  }
}
