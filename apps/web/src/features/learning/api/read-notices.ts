import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function readNotices(ids: number[]): Promise<unknown> {
  return apiPut<unknown>(API_PATHS.learnNoticeRead, { ids }, { requireToken: true, silent: true });
}

/** Marking read refreshes the list markers and the unread count together. */
export function useReadNotices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: readNotices,
    onSuccess: () => qc.invalidateQueries({ queryKey: learnKeys.allNotices }),
  });
}
