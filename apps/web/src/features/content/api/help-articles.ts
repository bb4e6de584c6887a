import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HelpArticle } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** The help centre's published articles, in the console's order. */
export function fetchHelpArticles(): Promise<HelpArticle[]> {
  return apiGet<HelpArticle[]>(API_PATHS.contentHelp);
}

export const helpArticlesQuery = () =>
  queryOptions({ queryKey: contentKeys.help(), queryFn: fetchHelpArticles, staleTime: 5 * 60_000 });

export const useHelpArticles = () => useQuery(helpArticlesQuery());
