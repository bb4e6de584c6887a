import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOT_API_PATHS, toServiceTime, type ServiceTime } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { platformKeys } from './keys';

/** The server's clock as read once: its time (UTC+8) and how far the device clock is from it. */
export interface ServerClock {
  time: ServiceTime;
  /** Server minus device, in ms, measured at the request's midpoint. */
  offsetMs: number;
}

/** Pages compare deadlines against the server clock, not the device's; countdowns use the offset. */
export async function fetchServerClock(): Promise<ServerClock> {
  const sent = Date.now();
  const data = await apiGet<ServiceTime>(BOOT_API_PATHS.serverTime, { silent: true });
  return { time: toServiceTime(data.timestamp), offsetMs: data.timestamp - (sent + Date.now()) / 2 };
}

export const serverClockQuery = () =>
  queryOptions({ queryKey: platformKeys.serverTime, queryFn: fetchServerClock, staleTime: 60_000 });

/** Server time (UTC+8) for the site store. */
export const useServerTime = () => useQuery({ ...serverClockQuery(), select: (c) => c.time });

/** The offset once known; the device clock (0) until then, which is right on most devices anyway. */
export function useClockOffset(): number {
  return useQuery({ ...serverClockQuery(), select: (c) => c.offsetMs }).data ?? 0;
}
