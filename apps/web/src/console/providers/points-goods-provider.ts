import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, fillPath, type Page, type PointsGoods } from '@salt/domain';
import { apiGet, apiPost, apiPut } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** A mall item as staff see it: on the shelf or not, and the coupon template a coupon item issues. */
export type ConsolePointsGoods = PointsGoods & {
  onShelf: boolean;
  couponTemplateId: number | null;
  sort: number;
  /** Sent back with a save: a stale edit is refused. */
  version: number;
};

/** Resource `points-goods` (admins; the server checks): 盐值商品 paged on the server by category, create, save. */
export const pointsGoodsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    const category = filterValue(filters, 'category');
    if (typeof category === 'string' && category.trim() !== '') params.category = category.trim();
    const page = await apiGet<Page<ConsolePointsGoods>>(API_PATHS.consolePointsGoodsPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async create({ variables }) {
    const created = await apiPost<ConsolePointsGoods>(API_PATHS.consolePointsGoods, variables, { silent: true });
    return { data: created as never };
  },

  async update({ id, variables }) {
    const saved = await apiPut<ConsolePointsGoods>(
      fillPath(API_PATHS.consolePointsGoodsOne, { id: String(id) }),
      variables,
      { silent: true },
    );
    return { data: saved as never };
  },
};
