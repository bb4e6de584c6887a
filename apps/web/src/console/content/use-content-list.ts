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

/** One 内容 row read whole (活动页, 公众号), with a reload after a save and the failure's message. */
export function useContentRow<T>(path: string) {
  const [row, setRow] = useState<T | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setRow(await apiGet<T>(path, { silent: true }));
      setFailed(null);
    } catch (e) {
      setFailed(e instanceof ApiError ? e.message : '加载失败，请重试');
    }
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  return { row, failed, load };
}

/** A zod refusal onto the form's fields (the first path segment names the field). */
export const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => ({ name: String(i.path[0]), errors: [i.message] }));
