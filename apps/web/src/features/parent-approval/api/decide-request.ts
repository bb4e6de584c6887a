import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type GuardianRequestView } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { approvalKeys } from './keys';

/** The parent agrees to a request. */
export async function approveRequest(id: number): Promise<GuardianRequestView> {
  const res = await apiPost<{ request: GuardianRequestView }>(fillPath(API_PATHS.guardianApprove, { id }), undefined, {
    requireToken: true,
  });
  return res.request;
}

/** The parent declines, with a reason the child sees. */
export async function declineRequest(id: number, reason: string): Promise<GuardianRequestView> {
  const res = await apiPost<{ request: GuardianRequestView }>(
    fillPath(API_PATHS.guardianDecline, { id }),
    { reason },
    { requireToken: true },
  );
  return res.request;
}

export function useDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; approve: boolean; reason?: string }) =>
      d.approve ? approveRequest(d.id) : declineRequest(d.id, d.reason ?? ''),
    onSettled: () => void qc.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
