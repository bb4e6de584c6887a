import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type TutorSummary } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** The summary over China days from–to. */
export const fetchSummary = (from: string, to: string) =>
  apiGet<TutorSummary>(API_PATHS.tutorSummary, { params: { from, to }, requireToken: true });

export const summaryQuery = (from: string, to: string) =>
  queryOptions({ queryKey: twKeys.summary(from, to), queryFn: () => fetchSummary(from, to) });
export const useSummary = (from: string, to: string) =>
  useQuery({ ...summaryQuery(from, to), placeholderData: keepPreviousData });
