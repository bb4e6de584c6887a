import { useMutation } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ClassChangeSupplement } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { followPayment, payOrder, paymentChannel } from '../../order';

/** The 补差价 order of an approved change (an open one, or a new one when the last closed unpaid). */
export function supplementOrder(id: number): Promise<ClassChangeSupplement> {
  return apiPost<ClassChangeSupplement>(fillPath(API_PATHS.classChangeSupplement, { id }), undefined, {
    requireToken: true,
    silent: true,
  });
}

/** 去支付补差价: the supplement order, then the payment, as any order is paid. */
export function usePaySupplement() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { orderId } = await supplementOrder(id);
      await followPayment(await payOrder({ orderId, ...paymentChannel() }));
    },
  });
}
