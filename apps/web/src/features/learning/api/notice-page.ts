import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type NoticePage } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function fetchNoticePage(current: number, size: number): Promise<NoticePage> {
  return apiGet<NoticePage>(API_PATHS.learnNoticePage, { params: { current, size }, requireToken: true });
}

export const noticePageQuery = (current: number, size: number) =>
  queryOptions({
    queryKey: learnKeys.notices(current, size),
    queryFn: () => fetchNoticePage(current, size),
    placeholderData: keepPreviousData,
  });

export const useNoticePage = (current: number, size: number) => useQuery(noticePageQuery(current, size));
