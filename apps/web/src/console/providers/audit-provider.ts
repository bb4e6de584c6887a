import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, type ConsoleAuditPage, type ConsoleAuditQuery } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** Refine filters the audit page sets (field = the query parameter of GET /console/audit/page). */
export const AUDIT_FILTER_FIELDS = ['actor', 'action', 'entity', 'from', 'to'] as const;

/** Resource `audit`: the console's audit log, paged and filtered on the server (admins only; the server checks). */
export const auditProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: ConsoleAuditQuery & Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    for (const field of AUDIT_FILTER_FIELDS) {
      const value = filterValue(filters, field);
      if (typeof value === 'string' && value.trim() !== '') params[field] = value.trim();
    }
    const page = await apiGet<ConsoleAuditPage>(API_PATHS.consoleAuditPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};
