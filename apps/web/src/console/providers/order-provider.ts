import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleOrderDetail,
  type ConsoleOrderPage,
  type ConsoleOrderQuery,
} from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** The order list's filters: the query's names, also the page URL's. */
export const ORDER_FILTER_FIELDS = ['orderNo', 'mobile', 'goods', 'status', 'from', 'to'] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];
export type OrderFilterValues = Partial<Record<OrderFilterField, string>>;

/** The set filters only (an absent or blank one is no filter), for the list and the CSV alike. */
export function orderQueryOf(values: OrderFilterValues): Record<string, string> {
  return Object.fromEntries(
    ORDER_FILTER_FIELDS.map((f) => [f, values[f]?.trim() ?? ''] as const).filter(([, v]) => v !== ''),
  );
}

/** Resource `orders` (admins; the server checks): search, paged on the server, and one order's detail. */
export const orderProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const values = Object.fromEntries(ORDER_FILTER_FIELDS.map((f) => [f, filterValue(filters, f) as string]));
    const params: ConsoleOrderQuery & Record<string, unknown> = {
      ...orderQueryOf(values),
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    const page = await apiGet<ConsoleOrderPage>(API_PATHS.consoleOrderPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async getOne({ id }) {
    const detail = await apiGet<ConsoleOrderDetail>(fillPath(API_PATHS.consoleOrderDetail, { id: String(id) }), {
      silent: true,
    });
    return { data: detail as never };
  },
};
