import {
  API_PATHS,
  fillPath,
  type ClassChangeRequest,
  type ClassChangeReviewPage,
  type ClassChangeStat,
  type ClassChangeStatus,
} from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';

/**
 * 调班申请's calls. The routes are the shop area's (tutors, who have no console, decide through them too); admins
 * read every request, a teacher their classes', and only the class's tutor or an admin decides.
 */
export const classChangesApi = {
  page: (q: { current: number; size: number; status?: ClassChangeStatus }) =>
    apiGet<ClassChangeReviewPage>(API_PATHS.classChangeReviewPage, { params: q, silent: true }),
  stats: () => apiGet<ClassChangeStat[]>(API_PATHS.classChangeStats, { silent: true }),
  approve: (id: number) =>
    apiPost<ClassChangeRequest>(fillPath(API_PATHS.classChangeApprove, { id }), undefined, { silent: true }),
  reject: (id: number, reason: string) =>
    apiPost<ClassChangeRequest>(fillPath(API_PATHS.classChangeReject, { id }), { reason }, { silent: true }),
};
