import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@salt/domain';
import { apiDelete } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';

/** Unbinds one of the logged-in parent's children. */
export function unbindChild(childId: number): Promise<null> {
  return apiDelete<null>(fillPath(API_PATHS.parentUnbind, { studentId: childId }), { requireToken: true });
}

export function useUnbindChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unbindChild,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryRoots.learning }),
        qc.invalidateQueries({ queryKey: queryRoots.parent }),
      ]),
  });
}
