import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Child } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

/** The pupils bound to the logged-in parent account. */
export function fetchChildren(): Promise<Child[]> {
  return apiGet<Child[]>(API_PATHS.learnChildren, { requireToken: true });
}

export const childrenQuery = () => queryOptions({ queryKey: learnKeys.children(), queryFn: fetchChildren });

export const useChildren = (enabled = true) => useQuery({ ...childrenQuery(), enabled });
