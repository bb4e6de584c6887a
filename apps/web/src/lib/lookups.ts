import {
  LOOKUP_API_PATHS,
  LOOKUP_BATCH_DELAY_MS,
  MESSAGES,
  joinLookupIds,
  type TeacherBrief,
  type TutorBrief,
} from '@salt/domain';
import { apiGet } from './api/client';
import { feedback } from './api/feedback';
import { useSiteStore } from './site-store';

/**
 * Lists render many teacher/tutor cards at once; each card asks for its person and the asks made within
 * 100 ms become one request. Answers are kept as maps in the site state so later cards need no request.
 */
export function createBatchLookup<T>(options: {
  delayMs: number;
  fetchMany: (ids: number[]) => Promise<T[]>;
  idOf: (item: T) => number;
  cached: () => Record<number, T>;
  store: (items: T[]) => void;
  onError: () => void;
}): (id: number) => Promise<T | undefined> {
  let pending = new Map<number, Array<(item: T | undefined) => void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    timer = null;
    const ids = [...batch.keys()];
    try {
      const items = await options.fetchMany(ids);
      options.store(items);
      const byId = new Map(items.map((item) => [options.idOf(item), item]));
      for (const [id, waiters] of batch) waiters.forEach((resolve) => resolve(byId.get(id)));
    } catch {
      options.onError();
      for (const waiters of batch.values()) waiters.forEach((resolve) => resolve(undefined));
    }
  }

  return (id: number) => {
    const hit = options.cached()[id];
    if (hit) return Promise.resolve(hit);
    return new Promise<T | undefined>((resolve) => {
      const waiters = pending.get(id) ?? [];
      waiters.push(resolve);
      pending.set(id, waiters);
      timer ??= setTimeout(() => void flush(), options.delayMs);
    });
  };
}

export const lookupTeacher = createBatchLookup<TeacherBrief>({
  delayMs: LOOKUP_BATCH_DELAY_MS,
  fetchMany: (ids) =>
    apiGet<TeacherBrief[]>(LOOKUP_API_PATHS.teacherInfoByIds, {
      params: { teacherIds: joinLookupIds(ids) },
      silent: true,
    }),
  idOf: (t) => t.teacherId,
  cached: () => useSiteStore.getState().teacherMap,
  store: (items) =>
    useSiteStore.setState((s) => ({
      teacherMap: { ...s.teacherMap, ...Object.fromEntries(items.map((t) => [t.teacherId, t])) },
    })),
  onError: () => feedback().error(MESSAGES.teacherListFailed),
});

export const lookupTutor = createBatchLookup<TutorBrief>({
  delayMs: LOOKUP_BATCH_DELAY_MS,
  fetchMany: (ids) =>
    apiGet<TutorBrief[]>(LOOKUP_API_PATHS.tutorInfoByIds, { params: { tutorIds: joinLookupIds(ids) }, silent: true }),
  idOf: (t) => t.tutorId,
  cached: () => useSiteStore.getState().tutorMap,
  store: (items) =>
    useSiteStore.setState((s) => ({
      tutorMap: { ...s.tutorMap, ...Object.fromEntries(items.map((t) => [t.tutorId, t])) },
    })),
  onError: () => feedback().error(MESSAGES.tutorListFailed),
});
