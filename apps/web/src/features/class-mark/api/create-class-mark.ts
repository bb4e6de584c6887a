import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ClassMarkCreate, type ClassMarkSession } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { classMarkKeys } from './keys';

/** 提交评价: once per session; the answer is the session with my evaluation. */
export function createClassMark(body: ClassMarkCreate): Promise<ClassMarkSession> {
  return apiPost<ClassMarkSession>(API_PATHS.classMarkCreate, body, { requireToken: true });
}

export function useCreateClassMark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createClassMark,
    onSuccess: (session) => {
      qc.setQueryData(classMarkKeys.session(session.chapterId), session);
      void qc.invalidateQueries({ queryKey: classMarkKeys.my() });
    },
  });
}
