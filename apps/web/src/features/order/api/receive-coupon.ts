import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type MyCoupon } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function receiveCoupon(templateId: number): Promise<MyCoupon> {
  return apiPost<MyCoupon>(API_PATHS.couponReceive, { templateId }, { requireToken: true });
}

export function useReceiveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.coupons }),
  });
}
