/*
 * A fake server behind the real API client: `fetch` is stubbed (vi.stubGlobal, undone after each file by the test
 * setup), so the client's headers, query strings, bodies, envelopes, refresh and error handling run as in the
 * browser. The handler sees each request and answers a status and a body.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  /** Lower case, as the client's http.get/post/put/delete name it. */
  method: string;
  /** The path as sent, without the query string (e.g. /api/shop/goods). */
  url: string;
  /** The query string's values (strings: that is what the server gets). */
  params: Record<string, string>;
  /** The body as handed to fetch: JSON text, URLSearchParams or FormData; undefined when none. */
  data: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON unless a string or a Blob. */
  data?: unknown;
  headers?: Record<string, string>;
}

/** `throw` in a handler for no answer at all (offline): fetch rejects as the browser's does. */
export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

function requestOf(input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest {
  const url = new URL(String(input), 'http://localhost');
  return {
    method: (init?.method ?? 'GET').toLowerCase(),
    url: url.pathname,
    params: Object.fromEntries(url.searchParams),
    data: init?.body ?? undefined,
    headers: { ...(init?.headers as Record<string, string> | undefined) },
  };
}

async function responseOf(reply: FakeReply): Promise<Response> {
  const { status = 200, data, headers = {} } = reply;
  if (status === 204 || data === undefined) return new Response(null, { status, headers });
  // jsdom's Blob is not the one Node's Response reads: hand over its bytes.
  if (data instanceof Blob) return new Response(await data.arrayBuffer(), { status, headers });
  if (typeof data === 'string') return new Response(data, { status, headers });
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Stubs fetch with `handler`; answers the list of requests seen, in order. An aborted call rejects as fetch does. */
export function fakeFetch(handler: FakeHandler): FakeRequest[] {
  const seen: FakeRequest[] = [];
  const fake = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = requestOf(input, init);
    seen.push(req);
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason));
      Promise.resolve()
        .then(() => handler(req))
        .then((reply) => responseOf(reply))
        .then(resolve)
        .catch(() => reject(new TypeError('Failed to fetch')));
    });
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  return seen;
}

/** The request body parsed: JSON text as an object, a form (the token grants) as its encoded text, else as it is. */
export function bodyOf(req: FakeRequest): unknown {
  if (req.data instanceof URLSearchParams) return req.data.toString();
  if (typeof req.data !== 'string' || !req.data) return req.data;
  try {
    return JSON.parse(req.data);
  } catch {
    return req.data;
  }
}
