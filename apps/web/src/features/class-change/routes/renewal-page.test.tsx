import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API_PATHS, type RenewalOffer } from '@salt/domain';
import { apiGet, apiPost } from '../../../lib/api/client';
import { clearSession, saveTokens } from '../../../lib/site-store';
import { RenewalPage } from './renewal-page';

vi.mock('../../../lib/api/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  ApiError: class ApiError extends Error {},
  withApiPrefix: (u: string) => `/api${u}`,
}));

const card = (skuId: number, name: string, priceFen: number) => ({
  skuId,
  spuId: skuId + 100,
  name,
  courseTitle: skuId === 1 ? '初二数学秋季同步' : '初二数学寒假培优',
  subject: '2',
  grade: '8',
  level: null,
  teacherName: '李明华',
  tutorName: null,
  classPeriods: [],
  seatsLeft: 6,
  priceFen,
  lastSessionStarted: false,
});
const offer: RenewalOffer = {
  orderItemId: 7,
  current: card(1, '周六班', 80000),
  next: card(2, '寒假周六班', 100000),
  renewalPriceFen: 90000,
  holdUntil: null,
  renewed: false,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RenewalPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.mocked(apiGet).mockResolvedValue([offer]);
  vi.mocked(apiPost).mockResolvedValue({ ...offer, holdUntil: '2026-12-01T00:00:00.000Z' });
});

describe('老生续报 page', () => {
  it('asks a visitor to log in', () => {
    clearSession();
    renderPage();
    expect(screen.getByText('登录后查看可续报的班级')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('shows the next-term class at the renewal price and holds a seat', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    renderPage();
    expect(await screen.findByText('初二数学寒假培优 · 寒假周六班')).toBeInTheDocument();
    expect(screen.getByText('¥900.00')).toBeInTheDocument();
    expect(screen.getByText('¥1000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByText('预留名额'));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith(API_PATHS.renewalHold, { orderItemId: 7 }, expect.anything()),
    );
  });
});
