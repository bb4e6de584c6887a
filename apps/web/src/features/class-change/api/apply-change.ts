import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ClassChangeApply, type ClassChangeRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function applyChange(form: ClassChangeApply): Promise<ClassChangeRequest> {
  return apiPost<ClassChangeRequest>(API_PATHS.classChangeApply, form, { requireToken: true, silent: true });
}

export function useApplyChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyChange,
    onSuccess: () => void qc.invalidateQueries({ queryKey: classChangeKeys.all }),
  });
}
