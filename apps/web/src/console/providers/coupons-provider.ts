import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleCouponDetail,
  type ConsoleCouponIssueResult,
  type ConsoleCouponPage,
  type ConsoleRedeemBatch,
} from '@salt/domain';
import { apiGet, apiPost, apiPut, http } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** The coupon list's filters: the query's names, also the page URL's. */
export const COUPON_FILTER_FIELDS = ['name', 'state', 'claimable'] as const;
export type CouponFilterField = (typeof COUPON_FILTER_FIELDS)[number];
export type CouponFilterValues = Partial<Record<CouponFilterField, string>>;

/** Resource `coupons` (admins; the server checks): templates paged on the server, one template, create, save. */
export const couponsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    for (const field of COUPON_FILTER_FIELDS) {
      const value = filterValue(filters, field);
      if (value !== undefined && value !== '') params[field] = value;
    }
    const page = await apiGet<ConsoleCouponPage>(API_PATHS.consoleCouponPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async getOne({ id }) {
    const detail = await apiGet<ConsoleCouponDetail>(fillPath(API_PATHS.consoleCouponDetail, { id: String(id) }), {
      silent: true,
    });
    return { data: detail as never };
  },

  async create({ variables }) {
    const created = await apiPost<{ id: number }>(API_PATHS.consoleCouponCreate, variables, { silent: true });
    return { data: created as never };
  },

  async update({ id, variables }) {
    const saved = await apiPut<ConsoleCouponDetail>(
      fillPath(API_PATHS.consoleCouponUpdate, { id: String(id) }),
      variables,
      { silent: true },
    );
    return { data: saved as never };
  },
};

export const issueCoupon = (id: number, body: { mobiles: string[]; userIds: number[] }) =>
  apiPost<ConsoleCouponIssueResult>(fillPath(API_PATHS.consoleCouponIssue, { id: String(id) }), body, {
    silent: true,
  });

export const couponBatches = (id: number) =>
  apiGet<ConsoleRedeemBatch[]>(fillPath(API_PATHS.consoleCouponBatches, { id: String(id) }), { silent: true });

export const createCouponBatch = (id: number, body: { count: number; note: string }) =>
  apiPost<ConsoleRedeemBatch>(fillPath(API_PATHS.consoleCouponBatchCreate, { id: String(id) }), body, {
    silent: true,
  });

/** The file name the server gives (filename*=UTF-8''...), else a plain one. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(String(disposition ?? ''));
  return m ? decodeURIComponent(m[1]!) : fallback;
}

/** Downloads a batch's codes as CSV through the API client (token and refresh as every call), saved from a Blob. */
export async function downloadBatchCsv(batchId: number): Promise<void> {
  const res = await http.get<Blob>(fillPath(API_PATHS.consoleCouponBatchExport, { id: String(batchId) }), {
    responseType: 'blob',
    timeout: 0,
  });
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), `redeem-codes-${batchId}.csv`);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
