/*
 * The API client's transport: the browser's fetch, with what the client needs around it (a query string from
 * `params`, JSON bodies, a timeout, the answer's body parsed). No library: ky or ofetch would save a few lines but
 * wrap bodies in a Request, and they would be more first-load bytes than this file (axios was ~19 KB gzip).
 */

export interface RequestConfig {
  /** Query parameters; null and undefined ones are left out, arrays go as `key[]=…` (as axios sent them). */
  params?: object;
  headers?: Record<string, string>;
  /** Milliseconds; 0 means none (uploads and exports that take minutes). */
  timeout?: number;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Upload progress in percent-able bytes: such a call goes through XMLHttpRequest, fetch cannot report it. */
  onUploadProgress?: (e: { loaded: number; total: number }) => void;
  /** Without a token the call is cancelled and the login dialog opens. */
  requireToken?: boolean;
  /** Login, register and refresh send the OAuth client's Basic header instead of the Bearer token. */
  basicAuth?: boolean;
  /** The caller shows its own errors; the client still handles 401 refresh and logout. */
  silent?: boolean;
  /** The body; set through post/put's own argument, here only for a DELETE that carries one. */
  data?: unknown;
}

export interface HttpRequest extends RequestConfig {
  method: string;
  url: string;
  /** Set on the one retry after a refreshed token. */
  retried?: boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/** The server answered outside 2xx; `response.data` is its parsed body. */
export class HttpError extends Error {
  constructor(readonly response: HttpResponse) {
    super(`status ${response.status}`);
    this.name = 'HttpError';
  }
}

/** No answer at all: offline, DNS, refused, or the timeout ran out. */
export class NetworkError extends Error {
  constructor(readonly reason: unknown) {
    super('network error');
    this.name = 'NetworkError';
  }
}

/** A call the client chose not to send (requireToken without a token). */
export class CanceledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CanceledError';
  }
}

function appendParam(query: URLSearchParams, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) query.append(key, value.toISOString());
  else if (typeof value === 'object') query.append(key, JSON.stringify(value));
  else query.append(key, String(value));
}

export function urlWithParams(url: string, params?: object): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) appendParam(query, `${key}[]`, item);
    else appendParam(query, key, value);
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** Strings, forms and files go as they are (fetch sets their content type); anything else as JSON. */
function bodyOf(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof URLSearchParams ||
    data instanceof Blob ||
    data instanceof ArrayBuffer
  ) {
    return data;
  }
  if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

/** JSON when it parses, else the text (an empty body is ''), as axios answered. */
async function parse(res: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  // A Blob of this page's own realm (under test, jsdom's Blob rather than the fetch implementation's).
  if (responseType === 'blob' && res.ok) {
    return new Blob([await res.arrayBuffer()], { type: res.headers.get('content-type') ?? '' });
  }
  const text = await res.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The request's signal: the caller's, and the timeout's. The timeout is a plain timer rather than
 * `AbortSignal.timeout` so that a fake clock drives it (tests), and it is cleared once the answer is read.
 */
function signalOf(timeout: number | undefined, signal: AbortSignal | undefined) {
  if (!timeout) return { signal, clear: () => undefined };
  const timer = new AbortController();
  const id = setTimeout(() => timer.abort(new DOMException('The operation timed out.', 'TimeoutError')), timeout);
  return {
    signal: signal ? AbortSignal.any([timer.signal, signal]) : timer.signal,
    clear: () => clearTimeout(id),
  };
}

/** Sends one request; resolves for 2xx, rejects with HttpError (other statuses) or NetworkError (no answer). */
export async function send(req: HttpRequest): Promise<HttpResponse> {
  const headers = { ...req.headers };
  const deadline = signalOf(req.timeout, req.signal);
  const init: RequestInit = {
    method: req.method.toUpperCase(),
    headers,
    body: bodyOf(req.data, headers),
    signal: deadline.signal,
  };
  const url = urlWithParams(req.url, req.params);
  let res: Response;
  let data: unknown;
  try {
    res = req.onUploadProgress
      ? await (await import('./xhr-upload')).xhrFetch(url, init, req.onUploadProgress)
      : await fetch(url, init);
    data = await parse(res, req.responseType);
  } catch (e) {
    // The caller's own abort stays an abort (TanStack Query cancels superseded queries).
    if (req.signal?.aborted) throw e;
    throw new NetworkError(e);
  } finally {
    deadline.clear();
  }
  const response: HttpResponse = { data, status: res.status, headers: res.headers };
  if (!res.ok) throw new HttpError(response);
  return response;
}
