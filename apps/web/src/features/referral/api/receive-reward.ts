import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ReferralReceiveRequest, type ReferralReceiveResult } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';
import { referralKeys } from './keys';

/** 领取: 盐值 at once, or cash as a withdrawal request to the payee given. */
export function receiveReward(id: number, body: ReferralReceiveRequest): Promise<ReferralReceiveResult> {
  return apiPost<ReferralReceiveResult>(fillPath(API_PATHS.referralReceive, { id }), body, { requireToken: true });
}

export function useReceiveReward() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReferralReceiveRequest }) => receiveReward(id, body),
    // The figures on /recommend, the reward and (for cash) a new withdrawal all change; 盐值 moves the balance.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: referralKeys.all });
      void qc.invalidateQueries({ queryKey: queryRoots.points });
    },
  });
}
