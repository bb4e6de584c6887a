import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamUploadDetail, type ExamUploadUpdateRequest } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { examUploadKeys } from './keys';

/** 修改后重新提交: a rejected or revoked upload, edited, back to 待审核. */
export function resubmitUpload(id: number, body: ExamUploadUpdateRequest): Promise<ExamUploadDetail> {
  return apiPut<ExamUploadDetail>(fillPath(API_PATHS.examUploadEdit, { id }), body, { requireToken: true });
}

export function useResubmitUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ExamUploadUpdateRequest }) => resubmitUpload(id, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: examUploadKeys.all }),
  });
}
