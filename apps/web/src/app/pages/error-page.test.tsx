import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { ErrorPage } from './error-page';

function renderFailing(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>ok</p>, errorElement: <ErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

describe('error page', () => {
  it('says Oops 404 for a 404 with back and home links', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByText(MESSAGES.error404)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${MESSAGES.error404} - 盐课堂`);
  });

  it('says Oops! 应用发生错误异常 for anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByText(MESSAGES.errorOther)).toBeInTheDocument();
    expect(document.title).toBe(`${MESSAGES.errorOther} - 盐课堂`);
  });
});
