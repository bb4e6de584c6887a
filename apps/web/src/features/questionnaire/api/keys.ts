import type { QuestionnaireTab } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.questionnaire;

/** Query keys of 问卷调查: the lists by tab, one questionnaire with my answer, its results. An answer refreshes all. */
export const questionnaireKeys = {
  all: root,
  page: (tab: QuestionnaireTab) => [...root, 'page', tab] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  result: (id: number) => [...root, 'result', id] as const,
};
