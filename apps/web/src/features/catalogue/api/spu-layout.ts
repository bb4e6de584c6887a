import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BOOT_API_PATHS, type ShopLayout } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

/** Home page sections for a region and grade (blank = all). */
export function fetchSpuLayout(dept: string, grade: string): Promise<ShopLayout> {
  return apiGet<ShopLayout>(BOOT_API_PATHS.spuLayout, {
    params: { dept: dept || undefined, grade: grade || undefined },
    silent: true,
  });
}

export const spuLayoutQuery = (dept: string, grade: string) =>
  queryOptions({
    queryKey: catalogueKeys.layout(dept, grade),
    queryFn: () => fetchSpuLayout(dept, grade),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useSpuLayout = (dept: string, grade: string) => useQuery(spuLayoutQuery(dept, grade));
