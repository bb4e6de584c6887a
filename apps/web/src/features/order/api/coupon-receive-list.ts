import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export interface ClaimableCoupon {
  id: number;
  name: string;
  amountFen: number;
  thresholdFen: number;
  skuIds: number[];
  validFrom: string;
  validTo: string;
  left: number;
  perUserLimit: number;
  received: number;
}

export function fetchClaimableCoupons(): Promise<ClaimableCoupon[]> {
  return apiGet<ClaimableCoupon[]>(API_PATHS.couponReceiveList, { requireToken: true });
}

export const claimableCouponsQuery = () =>
  queryOptions({ queryKey: [...orderKeys.coupons, 'claimable'], queryFn: fetchClaimableCoupons });

export const useClaimableCoupons = (enabled = true) => useQuery({ ...claimableCouponsQuery(), enabled });
