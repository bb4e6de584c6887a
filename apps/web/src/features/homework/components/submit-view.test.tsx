import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOMEWORK_MESSAGES, SUBMIT_LOCK_MS } from '@salt/domain';
import { setFeedback } from '../../../lib/api/feedback';
import { staticFeedback } from '../../../lib/api/feedback-antd';
import { fill, homework, image, single } from '../test-kit';
import { SubmitView } from './submit-view';

const api = vi.hoisted(() => ({
  saveHomeworkAnswers: vi.fn(),
  sendHomework: vi.fn(),
  uploadHomeworkImage: vi.fn(),
}));
vi.mock('../api/homework-api', () => api);
vi.mock('../../../lib/native-bridge', () => ({ isInApp: () => false, nativeBridge: { saveImage: vi.fn() } }));

const info = vi.fn();

describe('SubmitView', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    info.mockReset();
    setFeedback({ ...staticFeedback, info, error: vi.fn() });
  });
  afterEach(() => vi.useRealTimers());

  it('fill-blanks sharing a question number show it once', () => {
    render(<SubmitView quiz={homework([single(), fill(3, '3'), fill(4, '3')])} onSubmitted={vi.fn()} />);
    const numbers = screen.getAllByTestId('hw-number').map((n) => n.textContent);
    expect(numbers).toEqual(['1.', '3.', '']);
  });

  it('an empty form: 请选择答案 and 请填写答案 under the questions, 请确认答题 as the message', async () => {
    const user = userEvent.setup();
    render(<SubmitView quiz={homework([single(), fill(3)])} onSubmitted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '提交作业' }));
    expect(screen.getByText(HOMEWORK_MESSAGES.chooseAnswer)).toBeInTheDocument();
    expect(screen.getByText(HOMEWORK_MESSAGES.fillAnswer)).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(HOMEWORK_MESSAGES.confirmAnswers, 'warning');
    expect(api.saveHomeworkAnswers).not.toHaveBeenCalled();
  });

  it('an image question last without a photo: 请提交照片', async () => {
    const user = userEvent.setup();
    render(<SubmitView quiz={homework([single(), image()])} onSubmitted={vi.fn()} />);
    await user.click(screen.getByLabelText('A. 三角形'));
    await user.click(screen.getByRole('button', { name: '提交作业' }));
    expect(info).toHaveBeenCalledWith(HOMEWORK_MESSAGES.submitPhoto, 'warning');
    expect(api.saveHomeworkAnswers).not.toHaveBeenCalled();
  });

  it('the preview button is labelled 查看解析; before submission it says 请提交答案 with the tip 提交后可查看', async () => {
    const user = userEvent.setup();
    render(<SubmitView quiz={homework([single()])} onSubmitted={vi.fn()} />);
    // Nothing beside 提交作业 reads like a second submit button.
    expect(screen.queryByRole('button', { name: HOMEWORK_MESSAGES.previewBeforeSubmit })).toBeNull();
    await user.click(screen.getByRole('button', { name: '查看解析' }));
    expect(info).toHaveBeenCalledWith('请提交答案，提交后可查看', 'warning');
    expect(api.saveHomeworkAnswers).not.toHaveBeenCalled();
  });

  it('a non-image photo: 上传图片格式错误, nothing uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<SubmitView quiz={homework([image()])} onSubmitted={vi.fn()} />);
    await user.upload(screen.getByTestId('hw-file-input'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(info).toHaveBeenCalledWith('上传图片格式错误', 'error');
    expect(api.uploadHomeworkImage).not.toHaveBeenCalled();
  });

  it('pasting a non-image into the upload box on desktop: 这不是图片!!!', () => {
    render(<SubmitView quiz={homework([image()])} onSubmitted={vi.fn()} />);
    const text = new File(['hi'], 'a.txt', { type: 'text/plain' });
    fireEvent.paste(screen.getByRole('button', { name: '上传照片' }), { clipboardData: { files: [text] } });
    expect(info).toHaveBeenCalledWith('这不是图片!!!', 'error');
  });

  it('sends the answers once: a second click is blocked while in progress and for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    api.saveHomeworkAnswers.mockRejectedValue(new Error('网络不给力'));
    render(<SubmitView quiz={homework([single(), fill(3)])} onSubmitted={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('A. 三角形'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  12 ' } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交作业/ }));
    submit();
    submit();
    await act(async () => {});
    expect(api.saveHomeworkAnswers).toHaveBeenCalledTimes(1);
    expect(api.saveHomeworkAnswers).toHaveBeenCalledWith([
      { answer: '11', questionId: 1, quizAnswerId: 50, quizId: 7 },
      { answer: '  12 ', questionId: 3, quizAnswerId: 50, quizId: 7 },
    ]);
    await act(async () => vi.advanceTimersByTime(SUBMIT_LOCK_MS - 1));
    submit();
    expect(api.saveHomeworkAnswers).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    submit();
    await act(async () => {});
    expect(api.saveHomeworkAnswers).toHaveBeenCalledTimes(2);
  });
});
