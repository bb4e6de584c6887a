import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type MyCoupon } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { orderKeys } from './keys';

/** The page shows the server's reason in place, so the client's notification stays quiet. */
export function redeemCoupon(code: string): Promise<MyCoupon> {
  return apiPost<MyCoupon>(API_PATHS.couponRedeem, { code }, { requireToken: true, silent: true });
}

export function useRedeemCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.coupons }),
  });
}
