import type { ExamHistoryQuery, ExamMyPageQuery, QbQuestionPageQuery, QbScopeQuery, QbWrongQuery } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.examPages;

/**
 * Query keys of the exam pages, built here only. Handing in a paper changes the lists, the history and that
 * session's report: the runner invalidates `all` (through this feature's index.ts) and every page here reloads.
 * A practice check changes the knowledge points' percentages and the wrong notebook: `practice` covers both.
 */
export const examPageKeys = {
  all: root,
  myExams: (query: ExamMyPageQuery) => [...root, 'my', query] as const,
  history: (query: ExamHistoryQuery) => [...root, 'history', query] as const,
  report: (sessionId: number) => [...root, 'report', sessionId] as const,
  analysis: (sessionId: number) => [...root, 'analysis', sessionId] as const,
  practice: [...root, 'practice'] as const,
  knowledgePoints: (scope: QbScopeQuery) => [...root, 'practice', 'points', scope] as const,
  questions: (query: QbQuestionPageQuery) => [...root, 'practice', 'questions', query] as const,
  wrongAll: [...root, 'practice', 'wrong'] as const,
  wrong: (query: QbWrongQuery) => [...root, 'practice', 'wrong', query] as const,
};
