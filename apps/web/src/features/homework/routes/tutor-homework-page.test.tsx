import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeworkSubmissions } from '@salt/domain';
import { setFeedback } from '../../../lib/api/feedback';
import { staticFeedback } from '../../../lib/api/feedback-antd';
import { answerRecord, homework, image, renderWithQuery, single } from '../test-kit';
import { TutorHomeworkPage } from './tutor-homework-page';

const api = vi.hoisted(() => ({ fetchSubmissions: vi.fn(), replyHomework: vi.fn(), uploadHomeworkImage: vi.fn() }));
vi.mock('../api/homework-api', () => ({
  ...api,
  homeworkKeys: { submissions: (id: string) => ['homework', 'submissions', id] },
}));
vi.mock('../../../lib/native-bridge', () => ({ isInApp: () => false, nativeBridge: { openFile: vi.fn() } }));

const photoAnswer = JSON.stringify({ img: ['/uploads/images/4/a.png'], text: '过程', file: [] });

function data(canMark: boolean, replied = false): HomeworkSubmissions {
  return {
    quiz: homework([single(), image()]),
    canMark,
    submissions: [
      {
        student: { id: 4, name: '王小明', avatar: '' },
        quizAnswer: answerRecord({
          quizAnswerType: '2',
          quizAnswerScore: replied ? 88 : 50,
          quizAnswerReplyOver: replied ? JSON.stringify({ text: '书写工整', img: [] }) : null,
        }),
        answers: [
          { questionId: 1, answer: '11', isRight: true },
          { questionId: 9, answer: photoAnswer, isRight: null },
        ],
      },
      { student: { id: 5, name: '李华', avatar: '' }, quizAnswer: null, answers: [] },
    ],
  };
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/tutor/homework/:id', element: <TutorHomeworkPage /> }], {
    initialEntries: ['/tutor/homework/34'],
  });
  renderWithQuery(<RouterProvider router={router} />);
}

describe('TutorHomeworkPage', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    setFeedback({ ...staticFeedback, info: vi.fn(), error: vi.fn() });
  });

  it('the tutor marks: the first submission is open with its photo and the form; 提交批改 sends text, photos and score', async () => {
    api.fetchSubmissions.mockResolvedValue(data(true));
    api.replyHomework.mockResolvedValue(answerRecord());
    renderPage();
    expect(await screen.findByText('已提交 1 / 2')).toBeInTheDocument();
    const form = await screen.findByTestId('hw-reply-4');
    expect(screen.getByAltText('照片1')).toHaveAttribute('src', '/uploads/images/4/a.png');
    await userEvent.type(screen.getByLabelText('点评内容'), ' 步骤清楚 ');
    const score = screen.getByLabelText('得分');
    await userEvent.clear(score);
    await userEvent.type(score, '90');
    await userEvent.click(screen.getByRole('button', { name: /提交批改/ }));
    expect(api.replyHomework).toHaveBeenCalledWith({ quizAnswerId: 50, text: '步骤清楚', img: [], score: 90 });
    expect(form).toBeInTheDocument();
  });

  it('a teacher following a class whose tutor marks sees the feedback, not the form', async () => {
    api.fetchSubmissions.mockResolvedValue(data(false, true));
    renderPage();
    const shown = await screen.findByTestId('hw-reply-shown-4');
    expect(shown).toHaveTextContent('书写工整');
    expect(shown).toHaveTextContent('88分');
    expect(screen.queryByTestId('hw-reply-4')).toBeNull();
    expect(screen.queryByRole('button', { name: /提交批改/ })).toBeNull();
  });

  it('a pupil who has not submitted shows 未提交', async () => {
    api.fetchSubmissions.mockResolvedValue(data(true));
    renderPage();
    expect(await screen.findByText('李华')).toBeInTheDocument();
    expect(screen.getAllByText('未提交').length).toBeGreaterThan(0);
  });
});
