import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type GroupView } from '@salt/domain';
import { orderKeys } from './keys';
import { apiGet } from '../../../lib/api/client';

export function fetchGroup(id: number): Promise<GroupView> {
  return apiGet<GroupView>(fillPath(API_PATHS.groupDetail, { id }), { requireToken: true });
}

export const groupQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.group(id), queryFn: () => fetchGroup(id) });

export const useGroup = (id: number | null) => useQuery({ ...groupQuery(id ?? 0), enabled: id !== null });
