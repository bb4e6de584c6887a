import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyClass } from '@salt/domain';
import { ClassCard } from './class-card';

const bridge = vi.hoisted(() => ({ inApp: false, openModule: vi.fn() }));
vi.mock('../../../lib/native-bridge', () => ({
  isInApp: () => bridge.inApp,
  nativeBridge: { openModule: bridge.openModule },
}));

const HOUR = 3_600_000;

function classWith(next: Partial<NonNullable<MyClass['nextChapter']>> | null): MyClass {
  return {
    offeringId: 3,
    spuId: 2,
    title: '初一数学秋季同步提高班',
    subject: '2',
    grade: '7',
    role: 'student',
    teacher: { id: 2, name: '李明华', avatar: '' },
    tutor: { id: 3, name: '张晓雪', avatar: '' },
    total: 12,
    finished: 3,
    nextChapter: next && {
      id: 34,
      seq: 4,
      title: '第4讲 几何初步',
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + HOUR).toISOString(),
      state: 'live',
      hasPlayback: false,
      ...next,
    },
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderCard(cls: MyClass, readOnly = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/center',
        element: (
          <>
            <ClassCard cls={cls} readOnly={readOnly} />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/center'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ClassCard', () => {
  beforeEach(() => {
    bridge.inApp = false;
    bridge.openModule.mockReset();
  });

  it('shows teacher, tutor and progress', () => {
    renderCard(classWith({}));
    expect(screen.getByText('李明华')).toBeInTheDocument();
    expect(screen.getByText('张晓雪')).toBeInTheDocument();
    expect(screen.getByText(/已上/)).toHaveTextContent('已上 3/12 讲');
    expect(screen.getByText('数学')).toBeInTheDocument();
  });

  it('enters a live session through the live page in a browser', async () => {
    renderCard(classWith({ state: 'live' }));
    await userEvent.click(screen.getByRole('button', { name: /进入教室/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/center/live/34'));
    expect(bridge.openModule).not.toHaveBeenCalled();
  });

  it('asks the native app to open its live module inside the app', async () => {
    bridge.inApp = true;
    renderCard(classWith({ state: 'live' }));
    await userEvent.click(screen.getByRole('button', { name: /进入教室/ }));
    expect(bridge.openModule).toHaveBeenCalledWith('liveClass', { chapterId: 34, url: '/center/live/34' });
  });

  it('offers the playback of a finished session with a recording, and its homework', async () => {
    renderCard(classWith({ state: 'finished', hasPlayback: true }));
    expect(screen.queryByRole('button', { name: /进入教室/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /看回放/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/Playback?chapterId=34&offeringId=3'));
  });

  it("opens the session's homework in the frame's dialog (?homework=) in a browser", async () => {
    renderCard(classWith({ state: 'finished', hasPlayback: false }));
    expect(screen.queryByRole('button', { name: /看回放/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /课后作业/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/center?homework=34'));
  });

  it("leads the class's tutor to the marking page instead", async () => {
    renderCard({ ...classWith({ state: 'finished', hasPlayback: false }), role: 'tutor' });
    expect(screen.queryByRole('button', { name: /课后作业/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /批改作业/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tutor/homework/34'));
  });

  it('the teacher follows a class with a tutor (查看作业)', () => {
    renderCard({ ...classWith({ state: 'finished', hasPlayback: false }), role: 'teacher' });
    expect(screen.getByRole('button', { name: /查看作业/ })).toBeInTheDocument();
  });

  it('the teacher of a class without a tutor marks it (批改作业), as the server lets them', () => {
    renderCard({ ...classWith({ state: 'finished', hasPlayback: false }), role: 'teacher', tutor: null });
    expect(screen.getByRole('button', { name: /批改作业/ })).toBeInTheDocument();
  });

  it('the tutor goes to the first session waiting for feedback, with how many wait', async () => {
    renderCard({
      ...classWith({ state: 'upcoming', startAt: new Date(Date.now() + HOUR).toISOString() }),
      role: 'tutor',
      toMark: [
        { chapterId: 31, seq: 1, title: '第1讲', toMark: 2 },
        { chapterId: 33, seq: 3, title: '第3讲', toMark: 1 },
      ],
    });
    const mark = screen.getByRole('button', { name: /批改作业/ });
    expect(mark.closest('.ant-badge')?.querySelector('.ant-badge-count')).toHaveAttribute('title', '3');
    await userEvent.click(mark);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tutor/homework/31'));
  });

  it("a parent's read-only view of the child's class: progress and next session, no classroom, homework or links", () => {
    renderCard(classWith({ state: 'live' }), true);
    expect(screen.getByText(/已上/)).toHaveTextContent('已上 3/12 讲');
    expect(screen.getByText('第4讲 · 几何初步')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the homework page in the app, which shows it on its own', async () => {
    bridge.inApp = true;
    renderCard(classWith({ state: 'finished', hasPlayback: false }));
    await userEvent.click(screen.getByRole('button', { name: /课后作业/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/homework/34'));
  });

  it('counts down to an upcoming session and offers neither room nor homework yet', () => {
    renderCard(
      classWith({
        state: 'upcoming',
        startAt: new Date(Date.now() + HOUR).toISOString(),
        endAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      }),
    );
    expect(screen.getByRole('timer')).toHaveTextContent('距开课');
    expect(screen.queryByRole('button', { name: /进入教室/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /课后作业/ })).toBeNull();
  });

  it('says when a class has ended and offers its 学习报告', () => {
    renderCard(classWith(null));
    expect(screen.getByText('本班课程已全部结束')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /学习报告/ })).toBeInTheDocument();
  });
});
