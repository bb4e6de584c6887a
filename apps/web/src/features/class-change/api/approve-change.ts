import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ClassChangeRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';
import { classChangeKeys } from './keys';

/** 同意 by the tutor of the class the pupil leaves (or an admin): the pupil moves to the target class. */
export function approveChange(id: number): Promise<ClassChangeRequest> {
  return apiPost<ClassChangeRequest>(fillPath(API_PATHS.classChangeApprove, { id }), undefined, { silent: true });
}

/** A decision changes the lists, the statistics and the workbench's 待处理调班 count. */
export function useApproveChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: approveChange,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: classChangeKeys.all });
      void qc.invalidateQueries({ queryKey: queryRoots.tutorWorkbench });
    },
  });
}
