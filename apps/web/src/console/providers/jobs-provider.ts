import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, type JobPage, type JobPageQuery } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** Refine filters the jobs page sets (field = the query parameter of GET /admin/job/page). */
export const JOB_FILTER_FIELDS = ['name', 'state'] as const;

/** Resource `jobs`: the background jobs' recent runs, newest first, paged and filtered on the server (staff only). */
export const jobsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> & Pick<JobPageQuery, 'current' | 'size'> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    for (const field of JOB_FILTER_FIELDS) {
      const value = filterValue(filters, field);
      if (typeof value === 'string' && value !== '') params[field] = value;
    }
    const page = await apiGet<JobPage>(API_PATHS.jobPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};
