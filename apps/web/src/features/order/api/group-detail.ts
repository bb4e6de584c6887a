import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

export interface GroupView {
  id: number;
  skuId: number;
  spuId: number;
  title: string;
  groupPriceFen: number;
  priceFen: number;
  status: string;
  number: number;
  memberNum: number;
  groupTip: string | null;
  expiresAt: string;
  members: { name: string; avatar: string; leader: boolean }[];
}

export function fetchGroup(id: number): Promise<GroupView> {
  return apiGet<GroupView>(fillPath(API_PATHS.groupDetail, { id }), { requireToken: true });
}

export const groupQuery = (id: number) =>
  queryOptions({ queryKey: ['order', 'group', id], queryFn: () => fetchGroup(id) });

export const useGroup = (id: number | null) => useQuery({ ...groupQuery(id ?? 0), enabled: id !== null });
