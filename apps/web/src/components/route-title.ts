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
  /** False while the page is the shared '功能建设中' placeholder: no menu, footer or card links to it. */
  built?: boolean;
  /**
   * The page draws antd widgets. The phone shop renders outside antd's providers (its pages use antd-mobile, and
   * antd's core stays out of their first load); a shop page with this flag gets the providers (zh_CN, theme).
   */
  antd?: boolean;
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

export const SITE_NAME = '盐课堂';
/** The shell's own title (index.html), kept for routes without a title of their own. */
export const DEFAULT_DOCUMENT_TITLE = '盐课堂 - 小初高在线辅导';

/** What the browser tab, bookmarks and WeChat share cards show: '选课中心 - 盐课堂'. */
export function documentTitleOf(matches: UIMatch[]): string {
  const title = routeTitleOf(matches);
  return title ? `${title} - ${SITE_NAME}` : DEFAULT_DOCUMENT_TITLE;
}
