import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type Address } from '@salt/domain';
import { apiPost, apiPut } from '../../../lib/api/client';
import { AddressFormPopup } from './address-form';
import { DesktopAddressModal } from './desktop-address-modal';

/*
 * The phone sheet and the desktop dialog edit addresses with one hook (use-address-editor): each opens with the
 * address being edited, saves with PUT (edit) or POST (new) with the mobile trimmed, answers the saved address and
 * closes. Only the UI library differs.
 */

vi.mock('../../../lib/api/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  apiDelete: vi.fn(),
  withApiPrefix: (u: string) => `/api${u}`,
}));

const home: Address = {
  id: 7,
  receiverName: '王建国',
  mobile: '13800000004',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  detail: '中关村大街1号',
  isDefault: true,
} as Address;

function renderIn(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe.each([
  ['phone sheet', AddressFormPopup, '保存'],
  ['desktop dialog', DesktopAddressModal, '保 存'],
] as const)('%s', (_name, Form, saveLabel) => {
  beforeEach(() => vi.clearAllMocks());

  it('opens with the address being edited and saves it with PUT, answering the saved one', async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...home, detail: '中关村大街2号' });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderIn(<Form open address={home} onClose={onClose} onSaved={onSaved} />);
    // antd-mobile's TextArea keeps a hidden twin for measuring; the first is the one a person types in.
    const [detail] = await screen.findAllByDisplayValue('中关村大街1号');
    await userEvent.clear(detail!);
    await userEvent.type(detail!, '中关村大街2号');
    await userEvent.click(screen.getByRole('button', { name: saveLabel }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ detail: '中关村大街2号' })));
    expect(apiPut).toHaveBeenCalledWith(
      API_PATHS.address,
      expect.objectContaining({ id: 7, detail: '中关村大街2号', mobile: '13800000004', isDefault: true }),
      { requireToken: true },
    );
    expect(apiPost).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty form with the domain messages and sends nothing', async () => {
    renderIn(<Form open address={null} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: saveLabel }));
    expect((await screen.findAllByText(MESSAGES.required)).length).toBeGreaterThan(0);
    expect(apiPost).not.toHaveBeenCalled();
    expect(apiPut).not.toHaveBeenCalled();
  });
});
