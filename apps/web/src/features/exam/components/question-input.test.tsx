import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Q, settleAfterEach } from '../test-kit';
import { AnswerInput } from './question-input';

const client = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
}));

settleAfterEach();

describe('answer controls', () => {
  afterEach(() => client.post.mockReset());

  it('single choice answers the option id', async () => {
    const onChange = vi.fn();
    render(<AnswerInput question={Q.single} value={undefined} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /B\. y = −3x \+ 1/ }));
    expect(onChange).toHaveBeenCalledWith('1012');
  });

  it('multiple choice shows a comma-joined or array answer as ticks and answers comma-joined in option order', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<AnswerInput question={Q.multiple} value="1022" onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: /π/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /√2/ }));
    expect(onChange).toHaveBeenLastCalledWith('1021,1022');
    rerender(<AnswerInput question={Q.multiple} value={['1023', '1021']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: /3\.14/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /π/ })).not.toBeChecked();
  });

  it('fill-in has one input per blank and saves after typing pauses', async () => {
    const onChange = vi.fn();
    render(<AnswerInput question={Q.fill} value={['2', '']} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: '第 3 题 第 1 空' })).toHaveValue('2');
    await userEvent.type(screen.getByRole('textbox', { name: '第 3 题 第 2 空' }), '3');
    expect(onChange).toHaveBeenLastCalledWith(['2', '3'], 600);
  });

  it('true/false answers "true" or "false"', async () => {
    const onChange = vi.fn();
    render(<AnswerInput question={Q.judge} value="false" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '错误' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '正确' }));
    expect(onChange).toHaveBeenCalledWith('true');
  });

  it('a question marked from photos takes uploaded photos as its answer', async () => {
    const onChange = vi.fn();
    client.post.mockResolvedValue({ url: '/uploads/images/4/p1.png' });
    render(<AnswerInput question={Q.photo} value={undefined} onChange={onChange} />);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'work.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('exam-photo-input'), png);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/uploads/images/4/p1.png']));
    expect(client.post.mock.calls[0]![0]).toBe('/file/file/upload');
  });
});
