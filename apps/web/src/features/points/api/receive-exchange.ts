import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type PointsExchange } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** 确认收货 of shipped goods. */
export function receiveExchange(id: number): Promise<PointsExchange> {
  return apiPost<PointsExchange>(fillPath(API_PATHS.pointsExchangeReceive, { id }), undefined, { requireToken: true });
}

export function useReceiveExchange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: receiveExchange,
    onSuccess: () => void qc.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
