import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ClassChangeRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';
import { classChangeKeys } from './keys';

/** 驳回 with the reason the pupil reads. */
export function rejectChange(id: number, reason: string): Promise<ClassChangeRequest> {
  return apiPost<ClassChangeRequest>(fillPath(API_PATHS.classChangeReject, { id }), { reason }, { silent: true });
}

export function useRejectChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) => rejectChange(v.id, v.reason),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: classChangeKeys.all });
      void qc.invalidateQueries({ queryKey: queryRoots.tutorWorkbench });
    },
  });
}
