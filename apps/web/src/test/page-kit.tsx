/*
 * Test helpers for the site's pages: a page inside a memory router, a query client without retries and antd's App
 * (for message and modal), over a fake API behind the real API client, so the page's own calls, envelopes and
 * error handling run as in the browser.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { bodyOf, fakeFetch } from './fake-fetch';

/** An answer sent as it is, without the envelope: the OAuth token grants answer the token body itself. */
export class RawAnswer {
  constructor(readonly body: unknown) {}
}

export interface PageCall {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
}

/**
 * Every request goes to `answer`: it returns the envelope's data, or an Error whose message comes back as a failed
 * envelope (`{code: 400, msg, errorCode}`, the server's refusal; `errorCode` from the Error's own property). The calls made are recorded in order.
 */
export function servePages(answer: (call: PageCall) => unknown): PageCall[] {
  const calls: PageCall[] = [];
  fakeFetch((req) => {
    const call: PageCall = { method: req.method.toUpperCase(), url: req.url, params: req.params, body: bodyOf(req) };
    calls.push(call);
    const data = answer(call);
    // An Error may carry the server's stable `errorCode` (pages branch on it).
    const errorCode = data instanceof Error ? (data as Error & { errorCode?: string }).errorCode : undefined;
    const envelope =
      data instanceof RawAnswer
        ? data.body
        : data instanceof Error
          ? { code: 400, msg: data.message, data: null, errorCode }
          : { code: 0, msg: null, data };
    return { data: envelope };
  });
  return calls;
}

/** Renders the pages of `routes` (route pattern -> page) at `path`, so a page may lead to another. */
export const renderRoutes = (path: string, routes: Record<string, ReactNode>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

/** Renders `element` at `path`, routed as `route` (so useParams and useSearchParams work). */
export const renderPage = (path: string, route: string, element: ReactNode) => renderRoutes(path, { [route]: element });
