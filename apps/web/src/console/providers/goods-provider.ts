import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleGoodsDetail,
  type ConsoleGoodsPage,
  type ConsoleGoodsQuery,
} from '@salt/domain';
import { apiGet, apiPost, apiPut } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** The goods list's filters (the query's names, also the page URL's). */
export const GOODS_FILTERS = ['keyword', 'subject', 'term', 'onSale'] as const;
export type GoodsFilter = (typeof GOODS_FILTERS)[number];

/** Resource `goods`: course goods for admins (on sale or not), their form, create and versioned save. */
export const goodsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: ConsoleGoodsQuery & Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 10,
    };
    for (const field of GOODS_FILTERS) {
      const value = filterValue(filters, field);
      if (value !== undefined && value !== '') params[field] = value;
    }
    const page = await apiGet<ConsoleGoodsPage>(API_PATHS.consoleGoodsPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async getOne({ id }) {
    const goods = await apiGet<ConsoleGoodsDetail>(fillPath(API_PATHS.consoleGoodsDetail, { id }), { silent: true });
    return { data: goods as never };
  },

  async create({ variables }) {
    const created = await apiPost<{ id: number }>(API_PATHS.consoleGoodsCreate, variables, { silent: true });
    return { data: created as never };
  },

  async update({ id, variables }) {
    const saved = await apiPut<ConsoleGoodsDetail>(fillPath(API_PATHS.consoleGoodsUpdate, { id }), variables, {
      silent: true,
    });
    return { data: saved as never };
  },
};

/** 上架 / 下架 at the version the page read (409 when someone saved in between). */
export const setGoodsOnSale = (id: number, onSale: boolean, version: number) =>
  apiPost<ConsoleGoodsDetail>(fillPath(API_PATHS.consoleGoodsSale, { id }), { onSale, version }, { silent: true });

/** Goods whose title has `keyword` (on sale or not), for pickers such as the banner form's 推广课程. */
export const searchGoods = async (keyword: string) =>
  (
    await apiGet<ConsoleGoodsPage>(API_PATHS.consoleGoodsPage, {
      params: { current: 1, size: 20, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) },
      silent: true,
    })
  ).records;
