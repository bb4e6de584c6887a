import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type PointsGoods } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

export const GOODS_PAGE_SIZE = 12;
export interface GoodsFilter {
  category?: string;
  sort?: 'hot';
}

/** Mall goods on the shelf: one category or all, or by exchanges (sort=hot). */
export function fetchGoodsPage(
  filter: GoodsFilter,
  current: number,
  size = GOODS_PAGE_SIZE,
): Promise<Page<PointsGoods>> {
  return apiGet<Page<PointsGoods>>(API_PATHS.pointsGoodsPage, {
    params: { current, size, category: filter.category || undefined, sort: filter.sort },
    requireToken: true,
  });
}

export const goodsPageQuery = (filter: GoodsFilter) =>
  infiniteQueryOptions({
    queryKey: pointsKeys.goods(filter),
    queryFn: ({ pageParam }) => fetchGoodsPage(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
  });

export const useGoodsPage = (filter: GoodsFilter) => useInfiniteQuery(goodsPageQuery(filter));
