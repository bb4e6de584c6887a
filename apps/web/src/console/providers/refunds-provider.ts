import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, fillPath, type ConsoleRefundPage } from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** Resource `refunds` (admins; the server checks): refund requests by status, paged on the server. */
export const refundsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    const status = filterValue(filters, 'status');
    if (status) params.status = status;
    const page = await apiGet<ConsoleRefundPage>(API_PATHS.consoleRefundPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};

/** 同意: the rule's amount, or `overrideFen` (at most the line's paid share; the server checks). */
export const approveRefund = (id: number, overrideFen?: number) =>
  apiPost<null>(
    fillPath(API_PATHS.consoleRefundApprove, { id: String(id) }),
    overrideFen === undefined ? {} : { overrideFen },
    { silent: true },
  );

export const rejectRefund = (id: number, reason: string) =>
  apiPost<null>(fillPath(API_PATHS.consoleRefundReject, { id: String(id) }), { reason }, { silent: true });

export const retryRefund = (id: number) =>
  apiPost<null>(fillPath(API_PATHS.consoleRefundRetry, { id: String(id) }), undefined, { silent: true });
