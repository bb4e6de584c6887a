import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type PointsGoods } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** One mall item. */
export function fetchGoodsDetail(id: number): Promise<PointsGoods> {
  return apiGet<PointsGoods>(fillPath(API_PATHS.pointsGoodsDetail, { id }), { requireToken: true });
}

export const goodsDetailQuery = (id: number) =>
  queryOptions({ queryKey: pointsKeys.goodsOne(id), queryFn: () => fetchGoodsDetail(id) });

export const useGoodsDetail = (id: number | null) => useQuery({ ...goodsDetailQuery(id ?? 0), enabled: id !== null });
