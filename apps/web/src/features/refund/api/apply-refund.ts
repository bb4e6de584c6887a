import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type RefundApplyRequest, type RefundRequestView } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { refundKeys } from './keys';

export function applyRefund(body: RefundApplyRequest): Promise<RefundRequestView> {
  return apiPost<RefundRequestView>(API_PATHS.refundApply, body, { requireToken: true });
}

export function useApplyRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyRefund,
    onSuccess: () => void qc.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
