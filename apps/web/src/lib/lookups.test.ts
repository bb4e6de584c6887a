import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@salt/domain';
import { createBatchLookup, lookupTeacher, lookupTutor } from './lookups';
import { fakeFetch, type FakeRequest } from '../test/fake-fetch';
import { setFeedback, type Feedback } from './api/feedback';
import { useSiteStore } from './site-store';

beforeEach(() => {
  vi.useFakeTimers();
  useSiteStore.setState({ teacherMap: {}, tutorMap: {} });
});
afterEach(() => vi.useRealTimers());

describe('batched lookups', () => {
  it('joins asks made within 100 ms into one request and answers each asker', async () => {
    const fetchMany = vi.fn(async (ids: number[]) => ids.map((id) => ({ id })));
    const lookup = createBatchLookup<{ id: number }>({
      delayMs: 100,
      fetchMany,
      idOf: (x) => x.id,
      cached: () => ({}),
      store: () => undefined,
      onError: () => undefined,
    });
    const a = lookup(1);
    const b = lookup(2);
    const c = lookup(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMany).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany).toHaveBeenCalledWith([1, 2]);
    await expect(Promise.all([a, b, c])).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 1 }]);
  });

  it('queries teacherIds, stores the map and skips the request for cached teachers', async () => {
    const urls: string[] = [];
    fakeFetch(async (config: FakeRequest) => {
      urls.push(`${config.url}?${new URLSearchParams(config.params as Record<string, string>)}`);
      return {
        data: {
          code: 0,
          msg: null,
          data: [
            { teacherId: 5, name: '李老师' },
            { teacherId: 7, name: '张老师' },
          ],
        },
      };
    });
    const both = Promise.all([lookupTeacher(5), lookupTeacher(7)]);
    await vi.advanceTimersByTimeAsync(100);
    await expect(both).resolves.toEqual([
      { teacherId: 5, name: '李老师' },
      { teacherId: 7, name: '张老师' },
    ]);
    expect(urls).toEqual(['/api/admin/teacher/infoByIds?teacherIds=5%2C7']);
    expect(useSiteStore.getState().teacherMap[5]).toEqual({ teacherId: 5, name: '李老师' });
    await expect(lookupTeacher(5)).resolves.toEqual({ teacherId: 5, name: '李老师' });
    expect(urls).toHaveLength(1);
  });

  it('shows 获取辅师列表失败 when the tutor lookup fails', async () => {
    const error = vi.fn();
    setFeedback({ error, info: vi.fn(), locked: vi.fn(), expired: vi.fn() } as Feedback);
    fakeFetch(async () => ({ status: 404, data: { code: 1, msg: '资源不存在', data: null } }));
    const p = lookupTutor(9);
    await vi.advanceTimersByTimeAsync(100);
    await expect(p).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(MESSAGES.tutorListFailed);
  });
});
