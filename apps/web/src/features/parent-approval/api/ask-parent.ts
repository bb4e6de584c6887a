import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type GuardianRequestView } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { approvalKeys } from './keys';

/** 请家长付款: the pupil asks the bound parents to pay an unpaid order. */
export async function askParent(orderId: number): Promise<GuardianRequestView> {
  const res = await apiPost<{ request: GuardianRequestView }>(
    API_PATHS.guardianPurchase,
    { orderId },
    { requireToken: true },
  );
  return res.request;
}

export function useAskParent(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => askParent(orderId),
    onSettled: () => void qc.invalidateQueries({ queryKey: approvalKeys.orderState(orderId) }),
  });
}
