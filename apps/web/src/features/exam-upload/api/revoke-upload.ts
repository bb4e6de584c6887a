import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamUploadDetail } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { examUploadKeys } from './keys';

/** 撤回: only while 待审核. */
export function revokeUpload(id: number): Promise<ExamUploadDetail> {
  return apiPost<ExamUploadDetail>(fillPath(API_PATHS.examUploadRevoke, { id }), undefined, { requireToken: true });
}

export function useRevokeUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeUpload,
    onSuccess: () => void qc.invalidateQueries({ queryKey: examUploadKeys.all }),
  });
}
