import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type RenewalOffer } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function holdRenewal(orderItemId: number): Promise<RenewalOffer> {
  return apiPost<RenewalOffer>(API_PATHS.renewalHold, { orderItemId }, { requireToken: true, silent: true });
}

export function useHoldRenewal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: holdRenewal,
    onSuccess: () => void qc.invalidateQueries({ queryKey: classChangeKeys.renewals }),
  });
}
