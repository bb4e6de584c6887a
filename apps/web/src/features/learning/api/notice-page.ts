import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export interface Notice {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  read: boolean;
}

export interface NoticePage {
  records: Notice[];
  total: number;
}

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
