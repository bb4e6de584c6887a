import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { useLeaveTestGuard } from './use-leave-test-guard';

function ExamPage() {
  useLeaveTestGuard(true);
  return (
    <div>
      <h1>考试中</h1>
      <Link to="/">离开</Link>
    </div>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>首页内容</h1> },
      { path: '/exam', element: <ExamPage /> },
    ],
    { initialEntries: ['/exam'] },
  );
  // Same button setting as the app's provider, so the dialog's buttons read exactly '确认退出' / '取消'.
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return router;
}

describe('leave-unfinished-test guard', () => {
  it('asks before leaving and stays on 取消', async () => {
    const user = userEvent.setup();
    const router = setup();
    await user.click(screen.getByRole('link', { name: '离开' }));
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent(MESSAGES.leaveTestConfirm);
    await user.click(screen.getByRole('button', { name: MESSAGES.leaveTestCancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam'));
  });

  it('leaves on 确认退出', async () => {
    const user = userEvent.setup();
    const router = setup();
    await user.click(screen.getByRole('link', { name: '离开' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.leaveTestOk }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
  });
});
