import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CouponTemplateView } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchClaimableCoupons(): Promise<CouponTemplateView[]> {
  return apiGet<CouponTemplateView[]>(API_PATHS.couponReceiveList, { requireToken: true });
}

export const claimableCouponsQuery = () =>
  queryOptions({ queryKey: orderKeys.claimableCoupons, queryFn: fetchClaimableCoupons });

export const useClaimableCoupons = (enabled = true) => useQuery({ ...claimableCouponsQuery(), enabled });
