import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChapterHomework, ChapterView, MyClass } from '@salt/domain';
import { nativeBridge } from '../../../lib/native-bridge';
import { SessionRow } from './session-row';

// A browser, not the app (the test's user agent): nothing reaches a host. Vitest restores the spy after the file.
beforeEach(() => void vi.spyOn(nativeBridge, 'openModule').mockImplementation(() => undefined));

const HOUR = 3_600_000;

function chapter(homework: ChapterHomework | null | undefined, state: ChapterView['state'] = 'finished'): ChapterView {
  return {
    id: 34,
    seq: 4,
    title: '第4讲 几何初步',
    startAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    endAt: new Date(Date.now() - HOUR).toISOString(),
    state,
    hasPlayback: true,
    homework,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderRow(c: ChapterView, role: MyClass['role'] = 'student', classHasTutor = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/center/course-detail/3',
        element: (
          <>
            <SessionRow
              chapter={c}
              offeringId={3}
              role={role}
              isNext={false}
              offsetMs={0}
              classHasTutor={classHasTutor}
            />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/center/course-detail/3'] },
  );
  render(<RouterProvider router={router} />);
}

const pupil = (status: ChapterHomework['status'], score: number | null = null): ChapterHomework => ({
  status,
  score,
  submitted: null,
  toMark: null,
});

describe('SessionRow homework', () => {
  it.each([
    ['todo', null, '待完成'],
    ['submitted', 75, '待批改'],
    ['marked', 88, '已批改 88分'],
    ['missed', null, '未提交'],
    ['optional', null, '选做'],
  ] as const)('a pupil sees %s as %s', (status, score, text) => {
    renderRow(chapter(pupil(status, score)));
    expect(screen.getByTestId('homework-status')).toHaveTextContent(text);
  });

  it('a session held before the pupil joined says so (入班前课次) and its homework is 选做, not 未提交', () => {
    renderRow({ ...chapter(pupil('optional')), beforeEnrolment: true });
    expect(screen.getByTestId('before-enrolment')).toHaveTextContent('入班前课次');
    expect(screen.getByTestId('homework-status')).toHaveTextContent('选做');
    expect(screen.queryByText('未提交')).toBeNull();
  });

  it('sessions after joining carry no such tag', () => {
    renderRow({ ...chapter(pupil('todo')), beforeEnrolment: false });
    expect(screen.queryByTestId('before-enrolment')).toBeNull();
  });

  it('课后作业 opens the dialog over the course detail', async () => {
    renderRow(chapter(pupil('todo')));
    await userEvent.click(screen.getByRole('button', { name: /课后作业/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/center/course-detail/3?homework=34'));
  });

  it('a session without homework offers none', () => {
    renderRow(chapter(null));
    expect(screen.queryByRole('button', { name: /课后作业/ })).toBeNull();
  });

  it('without a summary (not sent) the button stays and no status shows', () => {
    renderRow(chapter(undefined));
    expect(screen.getByRole('button', { name: /课后作业/ })).toBeInTheDocument();
    expect(screen.queryByTestId('homework-status')).toBeNull();
  });

  it('the tutor sees how many wait for feedback on 批改作业; the teacher gets 查看作业', () => {
    renderRow(chapter({ status: null, score: null, submitted: 5, toMark: 2 }), 'tutor');
    expect(screen.getByRole('button', { name: /批改作业/ })).toBeInTheDocument();
    expect(screen.getByTitle('待批改')).toHaveTextContent('2');
  });

  it('the teacher of a class with a tutor follows with 查看作业', () => {
    renderRow(chapter({ status: null, score: null, submitted: 5, toMark: 0 }), 'teacher');
    expect(screen.getByRole('button', { name: /查看作业/ })).toBeInTheDocument();
  });

  it('the teacher of a class without a tutor marks it (批改作业), as the server lets them', () => {
    renderRow(chapter({ status: null, score: null, submitted: 5, toMark: 1 }), 'teacher', false);
    expect(screen.getByRole('button', { name: /批改作业/ })).toBeInTheDocument();
  });

  it('upcoming sessions have no homework button', () => {
    renderRow(chapter(pupil('todo'), 'upcoming'));
    expect(screen.queryByRole('button', { name: /课后作业/ })).toBeNull();
  });

  it('直播间设置: the room opens early (进入直播间) when the class allows it', async () => {
    renderRow({ ...chapter(undefined, 'upcoming'), mayEnter: true });
    await userEvent.click(screen.getByRole('button', { name: /进入直播间/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/center/live/34'));
  });

  it('直播间设置: an upcoming session outside the lead has no way in', () => {
    renderRow({ ...chapter(undefined, 'upcoming'), mayEnter: false });
    expect(screen.queryByRole('button', { name: /进入直播间/ })).toBeNull();
  });

  it('直播间设置: a pupil of a class with closed recordings sees 本班回放未开放 instead of 看回放', () => {
    renderRow({ ...chapter(null), playbackOpen: false });
    expect(screen.getByTestId('playback-closed')).toHaveTextContent('本班回放未开放');
    expect(screen.queryByRole('button', { name: /看回放/ })).toBeNull();
  });
});
