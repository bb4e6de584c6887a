import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nativeBridge } from '../../../lib/native-bridge';
import { answerRecord, fill, homework, question, single } from '../test-kit';
import { ReviewView } from './review-view';

// Opening an attachment asks the host (or a new tab): neither happens in a test. Vitest restores the spy after the file.
beforeEach(() => void vi.spyOn(nativeBridge, 'openFile').mockImplementation(() => undefined));

/** Past the deadline the server sends which options are right; the options themselves always. */
const revealedSingle = (answer: string | null = null) => ({
  ...single(answer),
  options: [
    { optionId: 11, optionTitle: 'A. 三角形', optionIsRight: true },
    { optionId: 12, optionTitle: 'B. 圆', optionIsRight: false },
  ],
});
const revealedMulti = question({
  questionId: 2,
  questionType: 'multi_select',
  options: [
    { optionId: 21, optionTitle: '0 是整数', optionIsRight: true },
    { optionId: 22, optionTitle: '负数没有绝对值', optionIsRight: false },
    { optionId: 23, optionTitle: '互为相反数的两数之和为 0', optionIsRight: true },
  ],
});
const revealedBlank = { ...fill(3), rightAnswer: '14|十四' };

describe('ReviewView', () => {
  it('homework not handed in still shows every choice question with its options and the right answers', () => {
    render(<ReviewView quiz={homework([revealedSingle(), revealedMulti, revealedBlank], answerRecord())} />);
    expect(screen.getAllByTestId('hw-timed-out')[0]).toHaveTextContent('超时未提交');
    const lists = screen.getAllByTestId('hw-review-options');
    expect(lists).toHaveLength(2);
    expect(within(lists[0]!).getByText('A. 三角形')).toBeInTheDocument();
    expect(within(lists[0]!).getByText('B. 圆')).toBeInTheDocument();
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(lists[1]!).getAllByText('正确选项')).toHaveLength(2);
    expect(screen.getByText('正确答案：14')).toBeInTheDocument();
  });

  it('submitted: the options with the pupil’s pick, beside the mark', () => {
    render(
      <ReviewView
        quiz={homework(
          [{ ...revealedSingle('12'), answer: { answer: '12', isRight: false } }],
          answerRecord({ quizAnswerType: '2' }),
        )}
      />,
    );
    const list = screen.getByTestId('hw-review-options');
    const picked = within(list).getByText('B. 圆').closest('li')!;
    expect(within(picked).getByText('你的选择')).toBeInTheDocument();
    expect(screen.getByLabelText('错误')).toBeInTheDocument();
  });

  it('选做 homework of a session before joining, not handed in: a neutral note, never 超时未提交', () => {
    render(<ReviewView quiz={{ ...homework([revealedSingle()], answerRecord()), beforeEnrolment: true }} />);
    expect(screen.getAllByText('选做练习，未提交').length).toBeGreaterThan(0);
    expect(screen.queryByText('超时未提交')).toBeNull();
    expect(screen.getByTestId('hw-review-options')).toBeInTheDocument();
  });
});
