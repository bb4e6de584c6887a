import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type LearningReport } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** The tutor's comment on a report (empty clears it). */
export function commentReport(id: number, comment: string): Promise<LearningReport> {
  return apiPut<LearningReport>(fillPath(API_PATHS.reportComment, { id }), { comment }, { requireToken: true });
}

export function useCommentReport(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => commentReport(id, comment),
    onSuccess: (report) => {
      qc.setQueryData(reportKeys.one(id), report);
      void qc.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
