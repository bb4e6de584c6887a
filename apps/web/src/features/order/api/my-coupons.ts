import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MyCoupon } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export type MyCouponStatus = 'unused' | 'used' | 'expired' | 'all';

export function fetchMyCoupons(status: MyCouponStatus): Promise<MyCoupon[]> {
  return apiGet<MyCoupon[]>(API_PATHS.couponMine, { params: { status }, requireToken: true });
}

export const myCouponsQuery = (status: MyCouponStatus) =>
  queryOptions({ queryKey: orderKeys.myCoupons(status), queryFn: () => fetchMyCoupons(status) });

export const useMyCoupons = (status: MyCouponStatus, enabled = true) =>
  useQuery({ ...myCouponsQuery(status), enabled });
