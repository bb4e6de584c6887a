import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type PayOrderRequest, type PayOrderResponse } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export function payOrder(input: PayOrderRequest): Promise<PayOrderResponse> {
  return apiPost<PayOrderResponse>(API_PATHS.orderPay, input, { requireToken: true });
}

export const usePayOrder = () => useMutation({ mutationFn: payOrder });
