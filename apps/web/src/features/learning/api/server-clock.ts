import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

/**
 * How far the device clock is from the server's, in ms. The site store keeps only a snapshot of server time
 * with no record of when it was taken, so countdowns measure the offset themselves (midpoint of the request).
 */
export async function fetchClockOffset(): Promise<number> {
  const sent = Date.now();
  const data = await apiGet<{ timestamp: number }>(API_PATHS.serverTime, { silent: true });
  return data.timestamp - (sent + Date.now()) / 2;
}

export const clockOffsetQuery = () =>
  queryOptions({ queryKey: learnKeys.clock(), queryFn: fetchClockOffset, staleTime: 10 * 60_000, retry: false });

/** The offset once known; the device clock (0) until then, which is right on most devices anyway. */
export function useClockOffset(): number {
  return useQuery(clockOffsetQuery()).data ?? 0;
}
