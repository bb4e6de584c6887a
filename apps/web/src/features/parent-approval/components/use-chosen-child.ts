import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useChildren } from '../../learning';
import { readItem, writeItem } from '../../../lib/storage';

/** The parent portal's chosen child, shared with the other /parent pages (raw or through lib/storage). */
export const PARENT_CHILD_KEY = 'parent-child-id';

function storedChild(): number | undefined {
  const parse = (v: unknown) => {
    const n = Number(typeof v === 'string' ? v.replace(/"/g, '') : v);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  try {
    return parse(readItem<unknown>(PARENT_CHILD_KEY)) ?? parse(window.localStorage.getItem(PARENT_CHILD_KEY));
  } catch {
    return undefined;
  }
}

/**
 * Which child the parent looks at: `?studentId=` in the address, else the portal's stored choice, when it is one
 * of the bound children; undefined means all of them. Choosing writes both, so a reload keeps it.
 */
export function useChosenChild() {
  const children = useChildren();
  const [params, setParams] = useSearchParams();
  const list = children.data ?? [];
  const wanted = Number(params.get('studentId')) || storedChild();
  const chosen = list.some((c) => c.id === wanted) ? wanted : undefined;
  const choose = useCallback(
    (id: number | undefined) => {
      if (id) writeItem(PARENT_CHILD_KEY, id);
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set('studentId', String(id));
          else next.delete('studentId');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { children: list, loading: children.isPending, chosen, choose };
}
