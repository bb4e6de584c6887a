import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export interface Parcel {
  id: number;
  expressCompany: string;
  trackingNo: string;
  itemIds: number[];
  traces: { time: string; text: string }[];
  shippedAt: string;
}

export function fetchExpressList(orderId: number): Promise<Parcel[]> {
  return apiGet<Parcel[]>(API_PATHS.orderExpressList, { params: { orderId }, requireToken: true });
}

export const expressListQuery = (orderId: number) =>
  queryOptions({ queryKey: [...orderKeys.orders, 'express', orderId], queryFn: () => fetchExpressList(orderId) });

export const useExpressList = (orderId: number | null) =>
  useQuery({ ...expressListQuery(orderId ?? 0), enabled: orderId !== null });
