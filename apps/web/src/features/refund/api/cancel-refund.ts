import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type RefundRequestView } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { refundKeys } from './keys';

export function cancelRefund(id: number): Promise<RefundRequestView> {
  return apiPost<RefundRequestView>(fillPath(API_PATHS.refundCancel, { id }), undefined, {
    requireToken: true,
  });
}

export function useCancelRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelRefund,
    onSuccess: () => void qc.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
