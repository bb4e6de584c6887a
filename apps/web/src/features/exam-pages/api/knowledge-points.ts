import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type QbKnowledgePoint, type QbScopeQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** The bank's knowledge points of a subject and grade, with question counts and my right share on each. */
export function fetchKnowledgePoints(scope: QbScopeQuery): Promise<QbKnowledgePoint[]> {
  return apiGet<QbKnowledgePoint[]>(API_PATHS.qbKnowledgePoints, { params: scope, requireToken: true });
}

export const knowledgePointsQuery = (scope: QbScopeQuery) =>
  queryOptions({ queryKey: examPageKeys.knowledgePoints(scope), queryFn: () => fetchKnowledgePoints(scope) });

export const useKnowledgePoints = (scope: QbScopeQuery | null) =>
  useQuery({
    // The key of a disabled query is never fetched; any scope stands in for the missing one.
    ...knowledgePointsQuery(scope ?? { subject: '2', grade: '' }),
    enabled: scope !== null,
  });
