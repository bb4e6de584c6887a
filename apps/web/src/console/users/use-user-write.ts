import { useInvalidate } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { apiPost, apiPut } from '../../lib/api/client';

export interface UserWrite {
  method: 'POST' | 'PUT';
  path: string;
  body: object;
  /** Said when it worked. */
  done: string;
}

/**
 * One of the 用户 page's writes (roles, lock, reset, binding): on success the list and the accounts it touched are
 * read again; a refusal shows the server's Chinese message.
 */
export function useUserWrite<T = null>(ids: readonly number[]) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (w: UserWrite) =>
      w.method === 'PUT' ? apiPut<T>(w.path, w.body, { silent: true }) : apiPost<T>(w.path, w.body, { silent: true }),
    onSuccess: async (_data, w) => {
      void message.success(w.done);
      await invalidate({ resource: 'users', invalidates: ['list'] });
      for (const id of ids) await invalidate({ resource: 'users', invalidates: ['detail'], id });
    },
    onError: (err) => void message.error(err.message),
  });
}
