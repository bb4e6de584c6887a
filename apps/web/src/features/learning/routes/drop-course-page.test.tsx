import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API_PATHS } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { DropCoursePage } from './drop-course-page';

/** 帮助中心: the articles the console published (内容 · 帮助文章), first one open. */
describe('help centre (/center/DropCourse)', () => {
  it('lists the published articles from the content API', async () => {
    const urls: string[] = [];
    fakeFetch(async (config: FakeRequest) => {
      urls.push(config.url ?? '');
      const data = [
        { id: 4, title: '如何申请退课？', content: '开课前可在“我的订单”中申请全额退款。' },
        { id: 5, title: '可以调班吗？', content: '开课后两周内可申请调班一次。' },
      ];
      return { status: 200, data: { code: 0, msg: null, data } };
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DropCoursePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('如何申请退课？')).toBeInTheDocument();
    expect(screen.getByText('开课前可在“我的订单”中申请全额退款。')).toBeInTheDocument();
    expect(screen.getByText('可以调班吗？')).toBeInTheDocument();
    expect(urls).toEqual([`/api${API_PATHS.contentHelp}`]);
  });
});
