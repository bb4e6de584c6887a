import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClassMarkMy } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classMarkKeys } from './keys';

/** My finished sessions to rate now (with days left) and those I rated. */
export function fetchMyClassMarks(): Promise<ClassMarkMy> {
  return apiGet<ClassMarkMy>(API_PATHS.classMarkMy, { requireToken: true });
}

/** Fresh for a few seconds: the learning centre's study block reads it in its gate and again in the prompt. */
export const myClassMarksQuery = () =>
  queryOptions({ queryKey: classMarkKeys.my(), queryFn: fetchMyClassMarks, staleTime: 5_000 });

export const useMyClassMarks = (enabled = true) => useQuery({ ...myClassMarksQuery(), enabled });
