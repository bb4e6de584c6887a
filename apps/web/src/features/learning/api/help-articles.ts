import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export interface HelpArticle {
  id: string;
  title: string;
  content: string;
}

export function fetchHelp(): Promise<HelpArticle[]> {
  return apiGet<HelpArticle[]>(API_PATHS.learnHelp);
}

export const helpQuery = () => queryOptions({ queryKey: learnKeys.help(), queryFn: fetchHelp, staleTime: 10 * 60_000 });

export const useHelp = () => useQuery(helpQuery());
