import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ClassMarkSession } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classMarkKeys } from './keys';

/** One session's form: class, teacher, tutor, time, window and my evaluation if given. */
export function fetchClassMarkSession(chapterId: number): Promise<ClassMarkSession> {
  return apiGet<ClassMarkSession>(fillPath(API_PATHS.classMarkSession, { chapterId }), { requireToken: true });
}

export const classMarkSessionQuery = (chapterId: number) =>
  queryOptions({ queryKey: classMarkKeys.session(chapterId), queryFn: () => fetchClassMarkSession(chapterId) });

export const useClassMarkSession = (chapterId: number) => useQuery(classMarkSessionQuery(chapterId));
