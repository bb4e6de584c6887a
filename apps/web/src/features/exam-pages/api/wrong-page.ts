import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type QbWrongPage, type QbWrongQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** My wrong-question notebook, newest mistake first, with each question's analysis. */
export function fetchWrongPage(query: QbWrongQuery): Promise<QbWrongPage> {
  return apiGet<QbWrongPage>(API_PATHS.qbWrongPage, { params: query, requireToken: true });
}

export const wrongPageQuery = (query: QbWrongQuery) =>
  queryOptions({
    queryKey: examPageKeys.wrong(query),
    queryFn: () => fetchWrongPage(query),
    placeholderData: keepPreviousData,
  });

export const useWrongPage = (query: QbWrongQuery, enabled = true) => useQuery({ ...wrongPageQuery(query), enabled });
