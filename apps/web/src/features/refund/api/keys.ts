import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.refund;

/** Query keys of 退费: the classes with their refund, and the pupil's requests. Any change refreshes both. */
export const refundKeys = {
  all: root,
  lines: (filter: { orderItemId?: number; orderId?: number } = {}) =>
    [...root, 'lines', filter.orderItemId ?? 0, filter.orderId ?? 0] as const,
  mine: () => [...root, 'mine'] as const,
};
