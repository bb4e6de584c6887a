import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from '../../lib/api/client';

/** One 内容 list read whole (they are short), with a reload after each write and the failure's message. */
export function useContentList<T>(path: string) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setRows(await apiGet<T[]>(path, { silent: true }));
      setFailed(null);
    } catch (e) {
      setFailed(e instanceof ApiError ? e.message : '加载失败，请重试');
    }
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  return { rows, failed, load };
}

/** A write's failure as the console shows it (the server's Chinese message, e.g. the stale-version 409). */
export const failureText = (e: unknown) => (e instanceof ApiError ? e.message : '保存失败，请重试');
