import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ExamUploadDetail, type ExamUploadSubmitRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { examUploadKeys } from './keys';

/** 提交审核: a new upload (fields and the ordered pages already uploaded). */
export function submitUpload(body: ExamUploadSubmitRequest): Promise<ExamUploadDetail> {
  return apiPost<ExamUploadDetail>(API_PATHS.examUploadSubmit, body, { requireToken: true });
}

export function useSubmitUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitUpload,
    onSuccess: () => void qc.invalidateQueries({ queryKey: examUploadKeys.all }),
  });
}
