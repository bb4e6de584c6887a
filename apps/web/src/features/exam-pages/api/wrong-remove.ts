import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@salt/domain';
import { apiDelete } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** Takes a question out of my wrong notebook (by question id). */
export function removeWrong(questionId: number): Promise<unknown> {
  return apiDelete<unknown>(fillPath(API_PATHS.qbWrongRemove, { id: questionId }), { requireToken: true });
}

/** Every notebook page reloads, and the knowledge points' wrong counts with them. */
export function useRemoveWrong() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeWrong,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: examPageKeys.wrongAll });
      void qc.invalidateQueries({ queryKey: [...examPageKeys.practice, 'points'] });
    },
  });
}
