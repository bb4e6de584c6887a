import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ParentClassDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { parentKeys } from './keys';

/** One class of a bound child: every session with attendance and homework, and the class's reports. */
export function fetchChildClass(childId: number, offeringId: number): Promise<ParentClassDetail> {
  return apiGet<ParentClassDetail>(fillPath(API_PATHS.parentChildClass, { studentId: childId, offeringId }), {
    requireToken: true,
  });
}

export const childClassQuery = (childId: number, offeringId: number) =>
  queryOptions({
    queryKey: parentKeys.childClass(childId, offeringId),
    queryFn: () => fetchChildClass(childId, offeringId),
  });

export const useChildClass = (childId: number | null, offeringId: number) =>
  useQuery({ ...childClassQuery(childId ?? 0, offeringId), enabled: childId !== null && offeringId > 0 });
