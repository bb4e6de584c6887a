import { API_PATHS, type ConsoleDashboard } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import type { ResourceProvider } from './resource-provider';

/** The dashboard's figures as one record (refine keys it by `id`; there is only today's). */
export type DashboardRecord = ConsoleDashboard & { id: 'today' };

/** Resource `dashboard`: one record, today's figures and the 30-day trends, scoped by the server to the caller. */
export const dashboardProvider: ResourceProvider = {
  async getOne() {
    const figures = await apiGet<ConsoleDashboard>(API_PATHS.consoleDashboard, { silent: true });
    return { data: { ...figures, id: 'today' } as never };
  },
};
