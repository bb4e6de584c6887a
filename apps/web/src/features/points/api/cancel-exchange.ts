import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type PointsExchange } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** 取消兑换 (before shipment): points and stock go back. */
export function cancelExchange(id: number): Promise<PointsExchange> {
  return apiPost<PointsExchange>(fillPath(API_PATHS.pointsExchangeCancel, { id }), undefined, { requireToken: true });
}

export function useCancelExchange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelExchange,
    onSuccess: () => void qc.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
