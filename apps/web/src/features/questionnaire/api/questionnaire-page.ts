import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type QuestionnaireCard, type QuestionnaireTab } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { questionnaireKeys } from './keys';

export const QUESTIONNAIRE_PAGE_SIZE = 10;

/** 问卷列表 by tab: 进行中 / 已填写 / 已结束. */
export function fetchQuestionnairePage(tab: QuestionnaireTab, current: number): Promise<Page<QuestionnaireCard>> {
  return apiGet<Page<QuestionnaireCard>>(API_PATHS.questionnairePage, {
    params: { tab, current, size: QUESTIONNAIRE_PAGE_SIZE },
    requireToken: true,
  });
}

const nextPageOf = (last: Page<QuestionnaireCard>) =>
  last.current * last.size < last.total ? last.current + 1 : undefined;

export const questionnairePageQuery = (tab: QuestionnaireTab) =>
  infiniteQueryOptions({
    queryKey: questionnaireKeys.page(tab),
    queryFn: ({ pageParam }) => fetchQuestionnairePage(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useQuestionnairePage = (tab: QuestionnaireTab) => useInfiniteQuery(questionnairePageQuery(tab));
