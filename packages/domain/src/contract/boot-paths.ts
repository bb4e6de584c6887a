/**
 * The API paths the web app calls while it starts and draws the phone shop's home (/m-shop): the token grant,
 * user info and logout, the platform's boot calls, the goods list, its layout and covers. API_PATHS (./paths.ts)
 * takes these from here, so both name the same path; the web's first-load modules import this small object
 * instead, because a bundler cannot take some properties of API_PATHS without the whole table (~4 KB gzip,
 * issue 19).
 */
export const BOOT_API_PATHS = {
  oauthToken: '/auth/oauth/token',
  logout: '/auth/token/logout',
  userInfo: '/admin/user/info',
  userClientInfo: '/admin/userClientInfo',
  clientVersion: '/admin/user/clientVersion',
  activeIntegral: '/admin/userActiveIntegral/add',
  serverTime: '/admin/time/serverTime',
  dictAll: '/admin/dict/all',
  spuPage: '/shop/spu/public/page',
  spuLayout: '/shop/spu/public/layout',
  spuCover: '/shop/spu/public/cover/:id',
} as const;

/** Fill `:name` segments of a path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
}

/** The OAuth client the web app uses; sent as `Authorization: Basic base64(web:web)`. */
export const WEB_CLIENT_ID = 'web';
export const WEB_CLIENT_SECRET = 'web';
