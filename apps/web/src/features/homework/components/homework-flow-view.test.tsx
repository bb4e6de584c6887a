import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOMEWORK_ERRORS, HOMEWORK_MESSAGES } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { setFeedback } from '../../../lib/api/feedback';
import { staticFeedback } from '../../../lib/api/feedback-antd';
import { answerRecord, fill, homework, image, renderWithQuery, single } from '../test-kit';
import { HomeworkFlowView } from './homework-flow-view';

const api = vi.hoisted(() => ({
  fetchHomework: vi.fn(),
  sendHomework: vi.fn(),
  saveHomeworkAnswers: vi.fn(),
  uploadHomeworkImage: vi.fn(),
}));
vi.mock('../api/homework-api', () => ({
  ...api,
  homeworkKeys: { quiz: (id: string) => ['homework', 'quiz', id] },
}));
const bridge = vi.hoisted(() => ({ finishHomework: vi.fn(), openFile: vi.fn(), saveImage: vi.fn() }));
vi.mock('../../../lib/native-bridge', () => ({ isInApp: () => false, nativeBridge: bridge }));

const submittedImage = JSON.stringify({ img: ['/uploads/a.png'], text: '', file: [] });

describe('HomeworkFlowView: every homeworkView outcome opens its view', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    bridge.finishHomework.mockReset();
    setFeedback({ ...staticFeedback, info: vi.fn(), error: vi.fn() });
  });

  it('noQuiz: says the session has no quiz', async () => {
    api.fetchHomework.mockRejectedValue(
      new ApiError(HOMEWORK_MESSAGES.noQuiz, 404, 1, null, HOMEWORK_ERRORS.noQuiz.errorCode),
    );
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-noQuiz')).toHaveTextContent(HOMEWORK_MESSAGES.noQuiz);
  });

  it('retry: fetches once more when there is no answer record, then opens what the record says', async () => {
    api.fetchHomework
      .mockResolvedValueOnce(homework([single(), image()], null))
      .mockResolvedValueOnce(homework([single(), image()]));
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-submit')).toBeInTheDocument();
    expect(api.fetchHomework).toHaveBeenCalledTimes(2);
  });

  it('retry twice without a record: review with 超时未提交', async () => {
    api.fetchHomework.mockResolvedValue(homework([single()], null));
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-review')).toBeInTheDocument();
    expect(screen.getAllByText(HOMEWORK_MESSAGES.timedOut).length).toBeGreaterThan(0);
    expect(api.fetchHomework).toHaveBeenCalledTimes(2);
  });

  it('review: past endTime + 10 s', async () => {
    api.fetchHomework.mockResolvedValue(homework([single()], answerRecord({ endTime: '2025-03-01T09:59:49.000Z' })));
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-review')).toBeInTheDocument();
  });

  it('submit: still inside the 10 s grace', async () => {
    api.fetchHomework.mockResolvedValue(homework([single()], answerRecord({ endTime: '2025-03-01T09:59:51.000Z' })));
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-submit')).toBeInTheDocument();
  });

  it('reupload: submitted, image question last, no first submission and no feedback', async () => {
    api.fetchHomework.mockResolvedValue(
      homework([single('11'), image(submittedImage)], answerRecord({ quizAnswerType: '2' })),
    );
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-reupload')).toBeInTheDocument();
    expect(screen.getByAltText('照片1')).toHaveAttribute('src', '/uploads/a.png');
  });

  it('review: submitted image homework with tutor feedback, stars shown', async () => {
    api.fetchHomework.mockResolvedValue(
      homework(
        [single('11'), image(submittedImage)],
        answerRecord({
          quizAnswerType: '2',
          quizAnswerScore: 88,
          quizAnswerReplyOver: JSON.stringify({ text: '书写工整', img: [] }),
        }),
      ),
    );
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-review')).toBeInTheDocument();
    expect(screen.getByText('书写工整')).toBeInTheDocument();
    expect(screen.getByTestId('hw-stars')).toHaveAttribute('data-stars', '4.4');
    // Marked homework says 已批改 with the tutor's score, not 已提交.
    expect(screen.getByTestId('hw-review-summary')).toHaveTextContent('已批改得分 88');
    expect(screen.getByTestId('hw-review-summary')).not.toHaveTextContent('已提交');
    expect(screen.queryByTestId('hw-result')).toBeNull();
  });

  it('选做 homework of a session held before the pupil joined opens to submit, saying so and until when', async () => {
    api.fetchHomework.mockResolvedValue({
      ...homework([single(), image()], answerRecord({ endTime: '2025-03-08T11:30:00.000Z' })),
      beforeEnrolment: true,
    });
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-submit')).toBeInTheDocument();
    const note = screen.getByTestId('hw-optional-note');
    expect(note).toHaveTextContent('入班前课次 · 选做练习，不计入缺交');
    expect(note).toHaveTextContent('3月8日 19:30');
    expect(screen.getByLabelText('A. 三角形')).toBeInTheDocument();
  });

  it('review: submitted homework without an image question', async () => {
    api.fetchHomework.mockResolvedValue(homework([single('11')], answerRecord({ quizAnswerType: '2' })));
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-review')).toBeInTheDocument();
  });

  it('sendFinal: not submitted with the last question answered sends, reloads and opens review', async () => {
    api.fetchHomework
      .mockResolvedValueOnce(
        homework([single('11'), fill(3)].map((q) => ({ ...q, answer: { answer: '5', isRight: null } }))),
      )
      .mockResolvedValueOnce(homework([single('11')], answerRecord({ quizAnswerType: '2' })));
    api.sendHomework.mockResolvedValue({ msg: '本次作业得分80分', score: 80, quizAnswer: answerRecord() });
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    expect(await screen.findByTestId('hw-view-review')).toBeInTheDocument();
    expect(api.sendHomework).toHaveBeenCalledWith(50);
    expect(api.fetchHomework).toHaveBeenCalledTimes(2);
  });

  it('after submit: reloads and goes to re-upload when the last question is an image question', async () => {
    const user = userEvent.setup();
    const quiz = homework([single(), image()]);
    // A photo already chosen is needed for submit; the saved answer seeds the form, so start from the form itself.
    api.fetchHomework
      .mockResolvedValueOnce(quiz)
      .mockResolvedValueOnce(homework([single('11'), image(submittedImage)], answerRecord({ quizAnswerType: '2' })));
    api.uploadHomeworkImage.mockResolvedValue('/uploads/a.png');
    api.saveHomeworkAnswers.mockResolvedValue(null);
    api.sendHomework.mockResolvedValue({ msg: '本次作业得分100分', score: 100, quizAnswer: answerRecord() });
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    await screen.findByTestId('hw-view-submit');
    await user.click(screen.getByLabelText('A. 三角形'));
    const png = new File(['png'], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('hw-file-input'), png);
    await screen.findByAltText('照片1');
    await user.click(screen.getByRole('button', { name: '提交作业' }));
    expect(await screen.findByTestId('hw-view-reupload')).toBeInTheDocument();
    expect(api.saveHomeworkAnswers).toHaveBeenCalledTimes(1);
    expect(bridge.finishHomework).toHaveBeenCalledWith('34');
    // The score stays on the page, not only in the toast.
    expect(screen.getByTestId('hw-result')).toHaveTextContent('本次作业得分100分');
  });

  it('after submit without an image question: the review keeps 本次作业得分75分 on the page', async () => {
    const user = userEvent.setup();
    api.fetchHomework
      .mockResolvedValueOnce(homework([single()]))
      .mockResolvedValueOnce(
        homework([single('11')], answerRecord({ quizAnswerType: '2', quizAnswerScore: 75, quizAnswerAutoScore: 75 })),
      );
    api.saveHomeworkAnswers.mockResolvedValue(null);
    api.sendHomework.mockResolvedValue({ msg: '本次作业得分75分', score: 75, quizAnswer: answerRecord() });
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    await screen.findByTestId('hw-view-submit');
    await user.click(screen.getByLabelText('A. 三角形'));
    await user.click(screen.getByRole('button', { name: '提交作业' }));
    expect(await screen.findByTestId('hw-view-review')).toBeInTheDocument();
    expect(screen.getByTestId('hw-result')).toHaveTextContent('本次作业得分75分');
    expect(screen.getByTestId('hw-review-summary')).toHaveTextContent('已提交待批改');
  });

  it('after re-upload: goes to review', async () => {
    const user = userEvent.setup();
    api.fetchHomework.mockResolvedValue(
      homework([single('11'), image(submittedImage)], answerRecord({ quizAnswerType: '2' })),
    );
    api.uploadHomeworkImage.mockResolvedValue('/uploads/b.png');
    api.saveHomeworkAnswers.mockResolvedValue(null);
    renderWithQuery(<HomeworkFlowView chapterId="34" />);
    await screen.findByTestId('hw-view-reupload');
    await user.click(screen.getByRole('button', { name: '提交照片' }));
    expect(api.saveHomeworkAnswers).not.toHaveBeenCalled();
    await user.upload(screen.getByTestId('hw-file-input'), new File(['png'], 'b.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getAllByAltText('照片1')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '提交照片' }));
    await waitFor(() => expect(screen.getByTestId('hw-view-review')).toBeInTheDocument());
  });
});
