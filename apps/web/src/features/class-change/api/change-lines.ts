import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClassChangeLine } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function fetchChangeLines(): Promise<ClassChangeLine[]> {
  return apiGet<ClassChangeLine[]>(API_PATHS.classChangeLines, { requireToken: true, silent: true });
}

/**
 * Fresh for a few seconds: the learning centre starts this next to the class list, and each card's 申请调班 reads
 * it as the cards mount; without this every newly mounted card asked again.
 */
export const changeLinesQuery = () =>
  queryOptions({ queryKey: classChangeKeys.lines, queryFn: fetchChangeLines, staleTime: 5_000 });

/** My paid lines with the class each puts me in now (`enabled` false: a teacher's or parent's card asks nothing). */
export const useChangeLines = (enabled = true) => useQuery({ ...changeLinesQuery(), enabled });
