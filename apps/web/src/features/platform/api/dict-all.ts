import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOT_API_PATHS, DATA_CACHE_UPDATE_MS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { platformKeys } from './keys';
import { readCache, writeCache } from '../../../lib/storage';
import type { Dictionaries } from '../../../lib/site-store';

/** Dictionaries change rarely: a fresh local cache entry (60 s) saves the request on quick reloads. */
export async function fetchDictAll(): Promise<Dictionaries> {
  const cached = readCache<Dictionaries>('dict-all', null);
  if (cached) return cached;
  const data = await apiGet<Dictionaries>(BOOT_API_PATHS.dictAll, { silent: true });
  writeCache('dict-all', null, data);
  return data;
}

export const dictAllQuery = () =>
  queryOptions({ queryKey: platformKeys.dictAll, queryFn: fetchDictAll, staleTime: DATA_CACHE_UPDATE_MS });

export const useDictAll = () => useQuery(dictAllQuery());
