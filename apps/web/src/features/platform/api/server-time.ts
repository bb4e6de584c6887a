import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, toServiceTime, type ServiceTime } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

/** Server clock in UTC+8; pages compare deadlines against it, not against the device clock. */
export async function fetchServerTime(): Promise<ServiceTime> {
  const data = await apiGet<ServiceTime>(API_PATHS.serverTime, { silent: true });
  return toServiceTime(data.timestamp);
}

export const serverTimeQuery = () =>
  queryOptions({ queryKey: ['platform', 'serverTime'], queryFn: fetchServerTime, staleTime: 60_000 });

export const useServerTime = () => useQuery(serverTimeQuery());
