import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { BOOT_API_PATHS, type SpuPage } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys, cleanFilters, type SpuFilters } from './keys';

export function fetchSpuPage(filters: SpuFilters, current: number, size: number): Promise<SpuPage> {
  return apiGet<SpuPage>(BOOT_API_PATHS.spuPage, {
    params: { ...cleanFilters(filters), current, size },
    silent: true,
  });
}

export const spuPageQuery = (filters: SpuFilters, current: number, size: number) =>
  queryOptions({
    queryKey: catalogueKeys.spuPage(cleanFilters(filters), current, size),
    queryFn: () => fetchSpuPage(filters, current, size),
    // The old page stays on screen while the next loads, so the grid does not collapse on every click.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSpuPage = (filters: SpuFilters, current: number, size: number) =>
  useQuery(spuPageQuery(filters, current, size));

/** Phone list: pages appended as the person scrolls. */
export const spuInfiniteQuery = (filters: SpuFilters, size: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.spuInfinite(cleanFilters(filters), size),
    queryFn: ({ pageParam }) => fetchSpuPage(filters, pageParam, size),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
    staleTime: 30_000,
  });

export const useSpuInfinite = (filters: SpuFilters, size: number) => useInfiniteQuery(spuInfiniteQuery(filters, size));
