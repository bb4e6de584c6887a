import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClassChangeLine } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

export function fetchChangeLines(): Promise<ClassChangeLine[]> {
  return apiGet<ClassChangeLine[]>(API_PATHS.classChangeLines, { requireToken: true, silent: true });
}

export const changeLinesQuery = () => queryOptions({ queryKey: classChangeKeys.lines, queryFn: fetchChangeLines });

/** My paid lines with the class each puts me in now (`enabled` false: a teacher's or parent's card asks nothing). */
export const useChangeLines = (enabled = true) => useQuery({ ...changeLinesQuery(), enabled });
