import type { UIMatch } from 'react-router';

export interface RouteHandle {
  title?: string;
  /** Group titles appear in the breadcrumb trail but are not pages of their own. */
  crumb?: string;
  /** Hide the mobile tab bar on this route. */
  hideTabBar?: boolean;
  /** Hide the mobile shop header on this route. */
  hideShopHeader?: boolean;
  /** Pages of this route (group) need a logged-in user. */
  requireLogin?: boolean;
}

export function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest route's title: the page's own name. */
export function routeTitleOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i]!).title;
    if (title) return title;
  }
  return undefined;
}
