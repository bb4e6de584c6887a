import type { ExamAnswerValue } from '@salt/domain';
import { readItem, removeItem, writeItem } from '../../../lib/storage';

/** An answer waiting to reach the server, with the sequence number it will be sent with. */
export interface QueuedAnswer {
  answer: ExamAnswerValue;
  seq: number;
}

/**
 * What the page keeps about an attempt in sessionStorage (per tab, survives a reload): the last sequence number
 * used per question, so a reload continues counting instead of starting below the server's, and the answers not
 * yet saved, so a reload while offline resends them instead of losing them.
 */
export interface SaveSnapshot {
  seq: Record<string, number>;
  pending: Record<string, QueuedAnswer>;
}

export interface SaveStore {
  load(): SaveSnapshot;
  save(snapshot: SaveSnapshot): void;
  clear(): void;
}

const keyOf = (sessionId: number) => `exam-save-${sessionId}`;

export function sessionSaveStore(sessionId: number): SaveStore {
  return {
    load: () => {
      const stored = readItem<Partial<SaveSnapshot>>(keyOf(sessionId), 'session');
      return { seq: { ...stored?.seq }, pending: { ...stored?.pending } };
    },
    save: (snapshot) => writeItem(keyOf(sessionId), snapshot, 'session'),
    clear: () => removeItem(keyOf(sessionId), 'session'),
  };
}

/** For tests and for pages without storage: the same contract in memory. */
export function memorySaveStore(
  initial: SaveSnapshot = { seq: {}, pending: {} },
): SaveStore & { current: SaveSnapshot } {
  const store = {
    current: structuredClone(initial),
    load: () => structuredClone(store.current),
    save: (snapshot: SaveSnapshot) => {
      store.current = structuredClone(snapshot);
    },
    clear: () => {
      store.current = { seq: {}, pending: {} };
    },
  };
  return store;
}
