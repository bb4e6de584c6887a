import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type LearningReportGenerateRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** 生成报告: a class's monthly or final reports now (all pupils, or one). */
export function generateReports(body: LearningReportGenerateRequest): Promise<{ made: number; period: string }> {
  return apiPost<{ made: number; period: string }>(API_PATHS.reportGenerate, body, { requireToken: true });
}

export function useGenerateReports() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: generateReports,
    onSuccess: () => void qc.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
