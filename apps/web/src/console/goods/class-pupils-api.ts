import {
  API_PATHS,
  fillPath,
  type ConsoleClassPupilAdd,
  type ConsoleClassPupilPage,
  type ConsoleEnrolmentEnd,
  type ConsoleEnrolmentMove,
} from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';

/** 学员 of a class: the console's calls for a class's pupils, in one module (failures arrive as ApiError, silent). */
export const classPupilsApi = {
  list: (skuId: number, q: { current: number; size: number; scope: 'active' | 'all'; keyword: string }) => {
    const params = new URLSearchParams({ current: String(q.current), size: String(q.size), scope: q.scope });
    if (q.keyword.trim()) params.set('keyword', q.keyword.trim());
    return apiGet<ConsoleClassPupilPage>(`${fillPath(API_PATHS.consoleClassPupils, { skuId })}?${params}`, {
      silent: true,
    });
  },
  add: (skuId: number, body: ConsoleClassPupilAdd) =>
    apiPost(fillPath(API_PATHS.consoleClassPupils, { skuId }), body, { silent: true }),
  move: (id: number, body: ConsoleEnrolmentMove) =>
    apiPost(fillPath(API_PATHS.consoleEnrolmentMove, { id }), body, { silent: true }),
  end: (id: number, body: ConsoleEnrolmentEnd) =>
    apiPost(fillPath(API_PATHS.consoleEnrolmentEnd, { id }), body, { silent: true }),
};
