import { API_PATHS, fillPath, type PointsEarnRule, type PointsRule } from '@salt/domain';
import { apiGet, apiPost, apiPut } from '../../lib/api/client';

/** 盐值规则 and 盐值调整 (admins; the server checks): not refine resources, called as they are. */
export const pointsRulesApi = {
  list: () => apiGet<PointsRule[]>(API_PATHS.consolePointsRules, { silent: true }),
  update: (code: PointsEarnRule, body: { amount: number; dailyCap: number; enabled: boolean }) =>
    apiPut<PointsRule>(fillPath(API_PATHS.consolePointsRule, { code }), body, { silent: true }),
};

/** A manual adjustment (±, with the reason the pupil sees): the pupil's balance after it. */
export const adjustPoints = (body: { userId: number; amount: number; reason: string }) =>
  apiPost<{ balance: number }>(API_PATHS.consolePointsAdjust, body, { silent: true });
