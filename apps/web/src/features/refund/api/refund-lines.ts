import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type RefundLine } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { refundKeys } from './keys';

/** My paid classes with the refund each would give now (one line with orderItemId, one order's with orderId). */
export function fetchRefundLines(filter: { orderItemId?: number; orderId?: number } = {}): Promise<RefundLine[]> {
  return apiGet<RefundLine[]>(API_PATHS.refundLines, { params: filter, requireToken: true });
}

export const refundLinesQuery = (filter: { orderItemId?: number; orderId?: number } = {}) =>
  queryOptions({ queryKey: refundKeys.lines(filter), queryFn: () => fetchRefundLines(filter) });

export const useRefundLines = (filter: { orderItemId?: number; orderId?: number } = {}, enabled = true) =>
  useQuery({ ...refundLinesQuery(filter), enabled });
