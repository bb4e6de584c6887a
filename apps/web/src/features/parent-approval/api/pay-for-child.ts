import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type PayOrderRequest, type PayOrderResponse } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** 家长代付: the parent starts paying a bound child's order (the same providers as the pupil's pay page). */
export function payForChild(input: PayOrderRequest): Promise<PayOrderResponse> {
  return apiPost<PayOrderResponse>(API_PATHS.guardianPay, input, { requireToken: true });
}

export const usePayForChild = () => useMutation({ mutationFn: payForChild });
