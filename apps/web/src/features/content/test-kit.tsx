/* Test helpers for 内容's pages: a fake API behind the real client, and a router. */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { fakeFetch, type FakeRequest } from '../../test/fake-fetch';

/** Every GET goes to `answer` (its path); it returns the envelope's data, or undefined for a 404. */
export function fakeContentApi(answer: (url: string) => unknown) {
  const urls: string[] = [];
  fakeFetch(async (config: FakeRequest) => {
    const url = config.url ?? '';
    urls.push(url);
    const data = answer(url);
    const body = data === undefined ? { code: 1, msg: '不存在', data: null } : { code: 0, msg: null, data };
    return { status: 200, data: body };
  });
  return urls;
}

export function renderPage(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}
