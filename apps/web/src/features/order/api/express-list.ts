import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExpressParcel } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchExpressList(orderId: number): Promise<ExpressParcel[]> {
  return apiGet<ExpressParcel[]>(API_PATHS.orderExpressList, { params: { orderId }, requireToken: true });
}

export const expressListQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.express(orderId), queryFn: () => fetchExpressList(orderId) });

export const useExpressList = (orderId: number | null) =>
  useQuery({ ...expressListQuery(orderId ?? 0), enabled: orderId !== null });
