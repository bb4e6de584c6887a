import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ClassChangeOptions } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function fetchChangeOptions(orderItemId: number, level: 'same' | 'all'): Promise<ClassChangeOptions> {
  return apiGet<ClassChangeOptions>(fillPath(API_PATHS.classChangeOptions, { orderItemId }), {
    params: level === 'all' ? { level } : undefined,
    requireToken: true,
    silent: true,
  });
}

export const changeOptionsQuery = (orderItemId: number, level: 'same' | 'all') =>
  queryOptions({
    queryKey: classChangeKeys.options(orderItemId, level),
    queryFn: () => fetchChangeOptions(orderItemId, level),
    retry: false,
  });

/** One order line's 调班: current class, classes to move to, requests. */
export const useChangeOptions = (orderItemId: number | null, level: 'same' | 'all') =>
  useQuery({ ...changeOptionsQuery(orderItemId ?? 0, level), enabled: orderItemId !== null });
