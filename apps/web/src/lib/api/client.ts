import {
  BOOT_API_PATHS,
  AUTH_ERRORS,
  HTTP_TIMEOUT_MS,
  MESSAGES,
  WEB_CLIENT_ID,
  WEB_CLIENT_SECRET,
  type Envelope,
  type ErrorCode,
} from '@salt/domain';
import {
  clearSession,
  openLoginDialog,
  readTokens,
  saveTokens,
  siteState,
  useSiteStore,
  type Tokens,
} from '../site-store';
import { appVersionOf, currentUserAgent } from '../device';
import { isInApp, nativeBridge } from '../native-bridge';
import { feedback } from './feedback';
import {
  CanceledError,
  HttpError,
  NetworkError,
  send,
  type HttpRequest,
  type HttpResponse,
  type RequestConfig,
} from './transport';

export { CanceledError, type HttpResponse, type RequestConfig } from './transport';

/** The web app's own version travels with every call so the server can tell old builds apart. */
export const WEB_APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.1.0';
export const API_VERSION = '1';

/**
 * A failed call. Branch on `errorCode` (the server's stable reason, a code of the domain's error catalogues),
 * never on the message text: the text is for people and may be reworded. Null when no server answered.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
    readonly data: unknown = null,
    readonly errorCode: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function withApiPrefix(url = ''): string {
  if (/^https?:\/\//i.test(url) || url.startsWith('/api/') || url === '/api') return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

export function basicHeader(): string {
  return `Basic ${btoa(`${WEB_CLIENT_ID}:${WEB_CLIENT_SECRET}`)}`;
}

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/** Adds the prefix, version headers and the token; without a token a requireToken call stops here. */
function prepared(req: HttpRequest): HttpRequest {
  const headers: Record<string, string> = {
    ...req.headers,
    'app-version': appVersionOf(currentUserAgent()) ?? WEB_APP_VERSION,
    'api-version': API_VERSION,
  };
  const token = siteState().token;
  if (req.basicAuth) {
    headers.Authorization = basicHeader();
  } else if (req.retried && req.headers?.Authorization) {
    // The retry after a refresh carries the new token already.
  } else if (token) {
    headers.Authorization = `Bearer ${token.accessToken}`;
  } else if (req.requireToken) {
    openLoginDialog();
    throw new CanceledError('需要登录');
  }
  return { timeout: HTTP_TIMEOUT_MS, ...req, url: withApiPrefix(req.url), headers };
}

async function request<T>(req: HttpRequest): Promise<HttpResponse<T>> {
  const sent = prepared(req);
  let response: HttpResponse;
  try {
    response = await send(sent);
  } catch (e) {
    return (await onRejected(e, sent)) as HttpResponse<T>;
  }
  return (await onFulfilled(response, sent)) as HttpResponse<T>;
}

/** The raw calls (answers with status and headers, bodies not unwrapped): the token grants and file downloads. */
export const http = {
  request,
  get: <T>(url: string, config?: RequestConfig) => request<T>({ ...config, method: 'get', url }),
  delete: <T>(url: string, config?: RequestConfig) => request<T>({ ...config, method: 'delete', url }),
  post: <T>(url: string, data?: unknown, config?: RequestConfig) =>
    request<T>({ ...config, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, config?: RequestConfig) => request<T>({ ...config, method: 'put', url, data }),
};

/** Envelope answers with a non-zero code are failures even on HTTP 200; OAuth answers have no code. */
async function onFulfilled(response: HttpResponse, req: HttpRequest): Promise<HttpResponse> {
  const body = response.data as Partial<Envelope<unknown>> | undefined;
  if (body && typeof body === 'object' && typeof body.code === 'number' && body.code !== 0) {
    const text = body.msg || MESSAGES.networkFailed;
    if (!req.silent) feedback().error(text);
    throw new ApiError(text, response.status, body.code, body.data, await errorCodeOf(body));
  }
  return response;
}

function messageOf(response: HttpResponse | undefined): string | null {
  const body = response?.data as { msg?: unknown; message?: unknown } | string | undefined;
  if (typeof body === 'string') return body || null;
  const text = body?.msg ?? body?.message;
  return typeof text === 'string' && text !== '' ? text : null;
}

let knownCodes: Promise<typeof import('./known-error-codes')> | null = null;

/**
 * The envelope's errorCode when it is one this build knows. The list of codes (~2.5 KB gzip) loads with the first
 * answer that carries a code, not in every page's first load (issue 19); if it cannot load, the code counts as
 * unknown (as a newer server's would) and the next failure tries again.
 */
async function errorCodeOf(body: unknown): Promise<ErrorCode | null> {
  const code = body && typeof body === 'object' ? (body as { errorCode?: unknown }).errorCode : undefined;
  if (typeof code !== 'string') return null;
  try {
    const { isKnownErrorCode } = await (knownCodes ??= import('./known-error-codes'));
    return isKnownErrorCode(code) ? code : null;
  } catch {
    knownCodes = null;
    return null;
  }
}

async function toApiError(response: HttpResponse | undefined, text: string): Promise<ApiError> {
  const body = response?.data as { code?: number; data?: unknown } | undefined;
  const status = response?.status ?? null;
  return new ApiError(text, status, body?.code ?? null, body?.data ?? null, await errorCodeOf(body));
}

async function onRejected(error: unknown, req: HttpRequest): Promise<HttpResponse> {
  if (error instanceof NetworkError) {
    // Timeout, DNS, offline: the person cannot act on the technical reason.
    if (!req.silent) feedback().error(MESSAGES.networkFailed);
    throw await toApiError(undefined, MESSAGES.networkFailed);
  }
  if (!(error instanceof HttpError)) throw error;
  const response = error.response;
  const status = response.status;
  const text = messageOf(response);
  const errorCode = await errorCodeOf(response.data);

  if (status === 401) return handleUnauthorized(response, req, text);
  if (errorCode === AUTH_ERRORS.accountLocked.errorCode && text) {
    feedback().locked(text);
    throw await toApiError(response, text);
  }
  if (status === 500 || status === 501 || status === 503) {
    if (!req.silent) feedback().error(MESSAGES.networkFailed);
    throw await toApiError(response, MESSAGES.networkFailed);
  }
  const shown = text ?? MESSAGES.networkFailed;
  if (!req.silent) feedback().error(shown);
  throw await toApiError(response, shown);
}

async function handleUnauthorized(
  response: HttpResponse,
  req: HttpRequest,
  text: string | null,
): Promise<HttpResponse> {
  // WeChat-not-bound is a state the caller turns into the bind flow, not an error.
  if (text && (await errorCodeOf(response.data)) === AUTH_ERRORS.wechatNotBound.errorCode)
    throw await toApiError(response, text);
  const chinese = text && HAS_CHINESE.test(text) ? text : null;
  const refreshToken = siteState().token?.refreshToken;
  // A failed login is a wrong password, not an expired session: show why and stop.
  const canRefresh = !req.basicAuth && !req.retried && !!refreshToken && !isInApp();
  if (!canRefresh) {
    if (chinese && !req.silent) feedback().error(chinese);
    if (!req.basicAuth) {
      if (isInApp()) nativeBridge.returnToLogin();
      else logoutToLogin();
    }
    throw await toApiError(response, chinese ?? MESSAGES.loginExpired);
  }
  // Another tab may have refreshed already: use its token rather than rotate a refresh token twice.
  const stored = readTokens();
  const sent = req.headers?.Authorization ?? '';
  const tokens = stored && `Bearer ${stored.accessToken}` !== sent ? adopt(stored) : await refreshOnce();
  // The expired-token text is not shown: the refresh usually makes it moot.
  return request({ ...req, retried: true, headers: { ...req.headers, Authorization: `Bearer ${tokens.accessToken}` } });
}

function adopt(tokens: Tokens): Tokens {
  useSiteStore.setState({ token: tokens });
  return tokens;
}

function logoutToLogin(): void {
  clearSession();
  openLoginDialog();
}

let refreshing: Promise<Tokens> | null = null;

/** One refresh at a time: every 401 that arrives while a refresh runs waits for that same refresh. */
export function refreshOnce(): Promise<Tokens> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function runRefresh(): Promise<Tokens> {
  const refreshToken = siteState().token?.refreshToken;
  if (!refreshToken) {
    logoutToLogin();
    throw new ApiError(MESSAGES.loginExpired, 401, null);
  }
  try {
    // Straight to the transport: a failed refresh must not loop back into the 401 handler.
    const { data } = (await send({
      method: 'post',
      url: withApiPrefix(BOOT_API_PATHS.oauthToken),
      data: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      headers: { Authorization: basicHeader(), 'app-version': WEB_APP_VERSION, 'api-version': API_VERSION },
      timeout: HTTP_TIMEOUT_MS,
    })) as HttpResponse<{ access_token: string; refresh_token: string }>;
    const tokens = { accessToken: data.access_token, refreshToken: data.refresh_token };
    saveTokens(tokens);
    return tokens;
  } catch (e) {
    const res = e instanceof HttpError ? e.response : undefined;
    const reason = messageOf(res);
    if (res?.status === 426 && reason) {
      clearSession();
      feedback().expired(reason, () => openLoginDialog());
    } else {
      logoutToLogin();
    }
    throw new ApiError(reason ?? MESSAGES.loginExpired, res?.status ?? null, null, null, await errorCodeOf(res?.data));
  }
}

/** Envelope helpers: callers get `data` directly, failures arrive as ApiError. */
export async function apiGet<T>(url: string, config?: RequestConfig): Promise<T> {
  const res = await http.get<Envelope<T>>(url, config);
  return res.data.data;
}
export async function apiPost<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
  const res = await http.post<Envelope<T>>(url, body, config);
  return res.data.data;
}
export async function apiPut<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
  const res = await http.put<Envelope<T>>(url, body, config);
  return res.data.data;
}
export async function apiDelete<T>(url: string, config?: RequestConfig): Promise<T> {
  const res = await http.delete<Envelope<T>>(url, config);
  return res.data.data;
}
