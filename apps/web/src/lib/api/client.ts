import axios, {
  AxiosError,
  CanceledError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_PATHS,
  AUTH_ERRORS,
  HTTP_TIMEOUT_MS,
  MESSAGES,
  WEB_CLIENT_ID,
  WEB_CLIENT_SECRET,
  isErrorCode,
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Without a token the call is cancelled and the login dialog opens. */
    requireToken?: boolean;
    /** Login, register and refresh send the OAuth client's Basic header instead of the Bearer token. */
    basicAuth?: boolean;
    /** The caller shows its own errors; the client still handles 401 refresh and logout. */
    silent?: boolean;
    _retried?: boolean;
  }
}

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

export const http = axios.create({ timeout: HTTP_TIMEOUT_MS });
/** No interceptors: a failed refresh must not loop back into the 401 handler. */
export const rawHttp = axios.create({ timeout: HTTP_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  config.url = withApiPrefix(config.url);
  config.headers.set('app-version', appVersionOf(currentUserAgent()) ?? WEB_APP_VERSION);
  config.headers.set('api-version', API_VERSION);
  const token = siteState().token;
  if (config.basicAuth) {
    config.headers.set('Authorization', basicHeader());
  } else if (token) {
    config.headers.set('Authorization', `Bearer ${token.accessToken}`);
  } else if (config.requireToken) {
    openLoginDialog();
    throw new CanceledError('需要登录', config);
  }
  return config;
});

http.interceptors.response.use(onFulfilled, onRejected);

/** Envelope answers with a non-zero code are failures even on HTTP 200; OAuth answers have no code. */
function onFulfilled(response: AxiosResponse): AxiosResponse {
  const body = response.data as Partial<Envelope<unknown>> | undefined;
  if (body && typeof body === 'object' && typeof body.code === 'number' && body.code !== 0) {
    const text = body.msg || MESSAGES.networkFailed;
    if (!response.config.silent) feedback().error(text);
    throw new ApiError(text, response.status, body.code, body.data, errorCodeOf(body));
  }
  return response;
}

function messageOf(error: AxiosError): string | null {
  const body = error.response?.data as { msg?: unknown; message?: unknown } | string | undefined;
  if (typeof body === 'string') return body || null;
  const text = body?.msg ?? body?.message;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** The envelope's errorCode when it is one this build knows. */
function errorCodeOf(body: unknown): ErrorCode | null {
  const code = body && typeof body === 'object' ? (body as { errorCode?: unknown }).errorCode : undefined;
  return isErrorCode(code) ? code : null;
}

function toApiError(error: AxiosError, text: string): ApiError {
  const body = error.response?.data as { code?: number; data?: unknown } | undefined;
  const status = error.response?.status ?? null;
  return new ApiError(text, status, body?.code ?? null, body?.data ?? null, errorCodeOf(body));
}

async function onRejected(error: unknown): Promise<AxiosResponse> {
  if (axios.isCancel(error) || !(error instanceof AxiosError)) throw error;
  const config = error.config;
  const silent = config?.silent ?? false;
  const status = error.response?.status;
  const text = messageOf(error);
  const errorCode = errorCodeOf(error.response?.data);

  if (!error.response) {
    // Timeout, DNS, offline: the person cannot act on the technical reason.
    if (!silent) feedback().error(MESSAGES.networkFailed);
    throw toApiError(error, MESSAGES.networkFailed);
  }
  if (status === 401 && config) return handleUnauthorized(error, config, text);
  if (errorCode === AUTH_ERRORS.accountLocked.errorCode && text) {
    feedback().locked(text);
    throw toApiError(error, text);
  }
  if (status === 500 || status === 501 || status === 503) {
    if (!silent) feedback().error(MESSAGES.networkFailed);
    throw toApiError(error, MESSAGES.networkFailed);
  }
  const shown = text ?? MESSAGES.networkFailed;
  if (!silent) feedback().error(shown);
  throw toApiError(error, shown);
}

async function handleUnauthorized(
  error: AxiosError,
  config: InternalAxiosRequestConfig,
  text: string | null,
): Promise<AxiosResponse> {
  // WeChat-not-bound is a state the caller turns into the bind flow, not an error.
  if (text && errorCodeOf(error.response?.data) === AUTH_ERRORS.wechatNotBound.errorCode) throw toApiError(error, text);
  const chinese = text && HAS_CHINESE.test(text) ? text : null;
  const refreshToken = siteState().token?.refreshToken;
  // A failed login is a wrong password, not an expired session: show why and stop.
  const canRefresh = !config.basicAuth && !config._retried && !!refreshToken && !isInApp();
  if (!canRefresh) {
    if (chinese && !config.silent) feedback().error(chinese);
    if (!config.basicAuth) {
      if (isInApp()) nativeBridge.returnToLogin();
      else logoutToLogin();
    }
    throw toApiError(error, chinese ?? MESSAGES.loginExpired);
  }
  // Another tab may have refreshed already: use its token rather than rotate a refresh token twice.
  const stored = readTokens();
  const sent = String(config.headers.get('Authorization') ?? '');
  const tokens = stored && `Bearer ${stored.accessToken}` !== sent ? adopt(stored) : await refreshOnce();
  // The expired-token text is not shown: the refresh usually makes it moot.
  const retry: AxiosRequestConfig = { ...config, _retried: true };
  retry.headers = { ...config.headers.toJSON(), Authorization: `Bearer ${tokens.accessToken}` };
  return http.request(retry);
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
    const { data } = await rawHttp.post<{ access_token: string; refresh_token: string }>(
      withApiPrefix(API_PATHS.oauthToken),
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      {
        headers: { Authorization: basicHeader(), 'app-version': WEB_APP_VERSION, 'api-version': API_VERSION },
      },
    );
    const tokens = { accessToken: data.access_token, refreshToken: data.refresh_token };
    saveTokens(tokens);
    return tokens;
  } catch (e) {
    const err = e instanceof AxiosError ? e : null;
    const reason = err ? messageOf(err) : null;
    if (err?.response?.status === 426 && reason) {
      clearSession();
      feedback().expired(reason, () => openLoginDialog());
    } else {
      logoutToLogin();
    }
    const status = err?.response?.status ?? null;
    throw new ApiError(reason ?? MESSAGES.loginExpired, status, null, null, errorCodeOf(err?.response?.data));
  }
}

/** Envelope helpers: callers get `data` directly, failures arrive as ApiError. */
export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.get<Envelope<T>>(url, config);
  return res.data.data;
}
export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.post<Envelope<T>>(url, body, config);
  return res.data.data;
}
export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.put<Envelope<T>>(url, body, config);
  return res.data.data;
}
export async function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.delete<Envelope<T>>(url, config);
  return res.data.data;
}
