import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { AgreementPage } from './agreement-page';

/** 用户服务协议: the console's text (内容 · 协议), headings and paragraphs from its blank-line layout. */
describe('user agreement (/clause/custom)', () => {
  it('shows the title, the section headings and the paragraphs', async () => {
    fakeFetch(async (config: FakeRequest) => {
      const data = {
        key: 'user',
        title: '盐课堂用户服务协议',
        body: '一、协议的接受\n\n欢迎使用盐课堂。\n\n二、账号注册与使用\n\n请妥善保管密码。',
        updatedAt: '2026-11-01T00:00:00.000Z',
      };
      expect(config.url).toBe('/api/content/agreement/user');
      return { status: 200, data: { code: 0, msg: null, data } };
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AgreementPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '盐课堂用户服务协议' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '二、账号注册与使用' })).toBeInTheDocument();
    expect(screen.getByText('请妥善保管密码。')).toBeInTheDocument();
  });
});
