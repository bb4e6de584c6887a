import { useCallback, useSyncExternalStore } from 'react';
import { PARENT_CHILD_STORAGE_KEY, type Child } from '@salt/domain';
import { readItem, removeItem, writeItem } from '../../lib/storage';
import { useChildren } from '../learning';

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const read = () => readItem<number>(PARENT_CHILD_STORAGE_KEY);

/** Remembers the child the parent picked (localStorage), for every /parent page. */
export function chooseChild(childId: number | null): void {
  if (childId === null) removeItem(PARENT_CHILD_STORAGE_KEY);
  else writeItem(PARENT_CHILD_STORAGE_KEY, childId);
  listeners.forEach((l) => l());
}

/**
 * The parent's children and the chosen one: the remembered child while still bound; with exactly one child, that
 * child without asking. `child` is null while loading or when the parent must pick (or bind) first.
 */
export function useChosenChild(): {
  children: Child[] | undefined;
  child: Child | null;
  isPending: boolean;
  error: Error | null;
  choose: (childId: number | null) => void;
} {
  const stored = useSyncExternalStore(subscribe, read, read);
  const list = useChildren();
  const children = list.data;
  const child = children?.find((c) => c.id === stored) ?? (children && children.length === 1 ? children[0]! : null);
  const choose = useCallback((id: number | null) => chooseChild(id), []);
  return { children, child, isPending: list.isPending, error: list.error, choose };
}
