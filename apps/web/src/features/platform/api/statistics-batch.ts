import { LOOKUP_API_PATHS } from '@salt/domain';
import { apiPost, withApiPrefix } from '../../../lib/api/client';
import type { StatEvent } from '../../../lib/statistics';

export function postStatistics(events: StatEvent[]): Promise<unknown> {
  return apiPost<unknown>(LOOKUP_API_PATHS.statisticsBatch, events, { silent: true });
}

/** On page hide only a beacon survives; it cannot carry the token, so statistics stay anonymous. */
export function beaconStatistics(events: StatEvent[]): boolean {
  if (!navigator.sendBeacon) return false;
  const blob = new Blob([JSON.stringify(events)], { type: 'application/json' });
  return navigator.sendBeacon(withApiPrefix(LOOKUP_API_PATHS.statisticsBatch), blob);
}
