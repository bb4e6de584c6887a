import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type GuardianRequestList } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { approvalKeys } from './keys';

/** What waits for the parent (one child, or all bound children), and the decided ones. */
export function fetchParentRequests(studentId?: number): Promise<GuardianRequestList> {
  return apiGet<GuardianRequestList>(API_PATHS.guardianRequests, {
    params: studentId ? { studentId } : {},
    requireToken: true,
  });
}

export const parentRequestsQuery = (studentId?: number) =>
  queryOptions({ queryKey: approvalKeys.requests(studentId), queryFn: () => fetchParentRequests(studentId) });

export const useParentRequests = (studentId?: number) => useQuery(parentRequestsQuery(studentId));
