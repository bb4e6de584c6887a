import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ClassChangeRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function cancelChange(id: number): Promise<ClassChangeRequest> {
  return apiPost<ClassChangeRequest>(fillPath(API_PATHS.classChangeCancel, { id }), undefined, {
    requireToken: true,
    silent: true,
  });
}

export function useCancelChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelChange,
    onSuccess: () => void qc.invalidateQueries({ queryKey: classChangeKeys.all }),
  });
}
