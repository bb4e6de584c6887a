import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClassMarkMy } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classMarkKeys } from './keys';

/** My finished sessions to rate now (with days left) and those I rated. */
export function fetchMyClassMarks(): Promise<ClassMarkMy> {
  return apiGet<ClassMarkMy>(API_PATHS.classMarkMy, { requireToken: true });
}

export const myClassMarksQuery = () => queryOptions({ queryKey: classMarkKeys.my(), queryFn: fetchMyClassMarks });

export const useMyClassMarks = (enabled = true) => useQuery({ ...myClassMarksQuery(), enabled });
