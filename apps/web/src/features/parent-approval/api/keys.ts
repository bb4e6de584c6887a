import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.parentApproval;

/**
 * Query keys of 家长审批: the parent's requests and the children's unpaid orders (per chosen child, 0 = all), and the
 * pupil's view of one order. A decision or a payment refreshes the whole root.
 */
export const approvalKeys = {
  all: root,
  requests: (studentId: number | undefined) => [...root, 'requests', studentId ?? 0] as const,
  orders: (studentId: number | undefined) => [...root, 'orders', studentId ?? 0] as const,
  orderState: (orderId: number) => [...root, 'orderState', orderId] as const,
};
