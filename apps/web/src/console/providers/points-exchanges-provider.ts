import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, fillPath, type Page, type PointsExchange } from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** An exchange order as staff see it: whose it is. */
export type ConsolePointsExchange = PointsExchange & { userId: number; pupilName: string; pupilMobile: string | null };

/** Resource `points-exchanges` (admins; the server checks): 兑换订单 by status, paged on the server. */
export const pointsExchangesProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    const status = filterValue(filters, 'status');
    if (status) params.status = status;
    const page = await apiGet<Page<ConsolePointsExchange>>(API_PATHS.consolePointsExchangePage, {
      params,
      silent: true,
    });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};

/** 发货: the carrier and tracking number (both required; the server checks the order waits for shipment). */
export const shipExchange = (id: number, body: { company: string; trackingNo: string }) =>
  apiPost<ConsolePointsExchange>(fillPath(API_PATHS.consolePointsExchangeShip, { id: String(id) }), body, {
    silent: true,
  });
