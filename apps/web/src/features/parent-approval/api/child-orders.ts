import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type GuardianOrder } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { approvalKeys } from './keys';

/** The bound children's unpaid orders (one child, or all), soonest deadline first. */
export function fetchChildOrders(studentId?: number): Promise<GuardianOrder[]> {
  return apiGet<GuardianOrder[]>(API_PATHS.guardianOrders, {
    params: studentId ? { studentId } : {},
    requireToken: true,
  });
}

export const childOrdersQuery = (studentId?: number) =>
  queryOptions({ queryKey: approvalKeys.orders(studentId), queryFn: () => fetchChildOrders(studentId) });

export const useChildOrders = (studentId?: number) => useQuery(childOrdersQuery(studentId));
