import { useCallback, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { PARENT_CHILD_STORAGE_KEY } from '@salt/domain';
import { useChildren } from '../../learning';
import { chooseChild } from '../../parent';
import { readItem } from '../../../lib/storage';

const readStored = () => readItem<number>(PARENT_CHILD_STORAGE_KEY) ?? undefined;
const noSubscription = () => () => {};

/**
 * Which child the parent looks at: `?studentId=` in the address, else the portal's chosen child (features/parent
 * keeps it), when it is one of the bound children; undefined means all of them. Choosing writes both, so a reload
 * and the other /parent pages keep it.
 */
export function useChosenChild() {
  const children = useChildren();
  const [params, setParams] = useSearchParams();
  const stored = useSyncExternalStore(noSubscription, readStored, readStored);
  const list = children.data ?? [];
  const wanted = Number(params.get('studentId')) || stored;
  const chosen = list.some((c) => c.id === wanted) ? wanted : undefined;
  const choose = useCallback(
    (id: number | undefined) => {
      if (id) chooseChild(id);
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
