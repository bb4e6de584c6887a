import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExamMyPage, type ExamMyPageQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** My exams of one kind with their status (未开始 / 进行中 / 已交卷 / 已批改 / 已结束). */
export function fetchMyExams(query: ExamMyPageQuery): Promise<ExamMyPage> {
  return apiGet<ExamMyPage>(API_PATHS.examMyPage, { params: query, requireToken: true });
}

export const myExamsQuery = (query: ExamMyPageQuery) =>
  queryOptions({
    queryKey: examPageKeys.myExams(query),
    queryFn: () => fetchMyExams(query),
    placeholderData: keepPreviousData,
  });

export const useMyExams = (query: ExamMyPageQuery) => useQuery(myExamsQuery(query));
