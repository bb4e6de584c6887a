import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Child, type ParentBindRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';

/** Binds a pupil to the logged-in parent (the child's mobile and code, or the child's account and password). */
export function bindChild(req: ParentBindRequest): Promise<Child> {
  return apiPost<Child>(API_PATHS.parentBind, req, { requireToken: true });
}

/** The children list lives in learning's keys: refresh it and every parent view. */
export function useBindChild() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindChild,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryRoots.learning }),
        qc.invalidateQueries({ queryKey: queryRoots.parent }),
      ]),
  });
}
