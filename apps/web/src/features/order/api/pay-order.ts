import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import type { PaymentChannel } from '../payment-channel';

export interface PayAnswer {
  orderId: number;
  outTradeNo: string;
  paid: boolean;
  kind: 'redirect' | 'qr' | 'jsapi' | 'form' | 'none';
  url?: string;
  codeUrl?: string;
  html?: string;
  params?: Record<string, string>;
}

export function payOrder(input: { orderId: number; channel: PaymentChannel; openId?: string }): Promise<PayAnswer> {
  return apiPost<PayAnswer>(API_PATHS.orderPay, input, { requireToken: true });
}

export const usePayOrder = () => useMutation({ mutationFn: payOrder });
