import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type GuardianOrderState } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { approvalKeys } from './keys';

/** The pupil's unpaid order: may a parent be asked, and the latest 请家长付款 about it. */
export function fetchOrderState(orderId: number): Promise<GuardianOrderState> {
  return apiGet<GuardianOrderState>(fillPath(API_PATHS.guardianOrderState, { id: orderId }), { requireToken: true });
}

export const orderStateQuery = (orderId: number) =>
  queryOptions({ queryKey: approvalKeys.orderState(orderId), queryFn: () => fetchOrderState(orderId) });

export const useGuardianOrderState = (orderId: number) => useQuery(orderStateQuery(orderId));
