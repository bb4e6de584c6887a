import { beforeEach, describe, expect, it } from 'vitest';
import { readCache, readItem, removeItem, storageKey, writeCache, writeItem } from './storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('prefixes every key with salt-classes-', () => {
    writeItem('token', 'abc');
    expect(localStorage.getItem('salt-classes-token')).toBe('"abc"');
    expect(storageKey('x')).toBe('salt-classes-x');
    expect(readItem('token')).toBe('abc');
    removeItem('token');
    expect(readItem('token')).toBeNull();
  });

  it('keeps cache entries as {query, data, time} for 60 s', () => {
    writeCache('dict', { a: 1 }, [1, 2], 1_000);
    const raw = JSON.parse(localStorage.getItem('salt-classes-cache-dict')!);
    expect(raw).toEqual({ query: { a: 1 }, data: [1, 2], time: 1_000 });
    expect(readCache('dict', { a: 1 }, 61_000)).toEqual([1, 2]);
    expect(readCache('dict', { a: 1 }, 61_001)).toBeNull();
  });

  it('ignores an entry stored for another query', () => {
    writeCache('list', { page: 1 }, ['x'], 0);
    expect(readCache('list', { page: 2 }, 10)).toBeNull();
  });
});
