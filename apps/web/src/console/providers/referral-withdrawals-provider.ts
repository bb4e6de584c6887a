import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleReferralReviewRequest,
  type ConsoleReferralWithdrawal,
  type Page,
} from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** Resource `referral-withdrawals` (admins; the server checks): 推荐提现 by status, paged on the server. */
export const referralWithdrawalsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    const status = filterValue(filters, 'status');
    if (status) params.status = status;
    const page = await apiGet<Page<ConsoleReferralWithdrawal>>(API_PATHS.consoleReferralWithdrawals, {
      params,
      silent: true,
    });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};

/** 已打款 ({approve: true}) or 驳回 with the reason the pupil sees ({approve: false, reason}). */
export const reviewWithdrawal = (id: number, body: ConsoleReferralReviewRequest) =>
  apiPost<ConsoleReferralWithdrawal>(fillPath(API_PATHS.consoleReferralReview, { id }), body, { silent: true });
