import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { listItem, page, renderAt, signIn } from '../test-kit';
import { JiekeIndexPage, MockIndexPage } from './exam-list-page';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  apiGet: http.get,
}));

describe('exam lists', () => {
  beforeEach(() => {
    http.get.mockReset();
    signIn();
  });

  it('shows each exam with its status, window and the action it allows', async () => {
    http.get.mockResolvedValue(
      page([
        listItem({ examId: 1 }),
        listItem({ examId: 2, status: 'inProgress', openSessionId: 30 }),
        listItem({
          examId: 3,
          status: 'marked',
          statusText: '已批改',
          canStart: false,
          attemptsUsed: 1,
          latestSessionId: 70,
          latestScore: 86,
        }),
        listItem({
          examId: 4,
          status: 'submitted',
          statusText: '已交卷',
          canStart: false,
          attemptsUsed: 1,
          latestSessionId: 71,
          latestScore: null,
        }),
        listItem({ examId: 6, status: 'notStarted', statusText: '未开始', canStart: false }),
        listItem({ examId: 7, status: 'ended', statusText: '已结束', canStart: false }),
      ]),
    );
    renderAt(<JiekeIndexPage />, '/jieke');
    const card = async (id: number) => within(await screen.findByTestId(`exam-${id}`));
    expect(http.get).toHaveBeenCalledWith(API_PATHS.examMyPage, {
      params: { type: 'jieke', current: 1, size: 100 },
      requireToken: true,
    });

    const start = await card(1);
    expect(start.getByText('进行中')).toBeInTheDocument();
    expect(start.getByText('03-01 10:00 至 03-08 10:00')).toBeInTheDocument();
    expect(start.getByText('1 小时 30 分钟')).toBeInTheDocument();
    expect(start.getByRole('link', { name: '开始' })).toHaveAttribute('href', '/jieke/startExam?examId=1');

    expect((await card(2)).getByRole('link', { name: '继续' })).toHaveAttribute('href', '/jieke/startExam?examId=2');

    const marked = await card(3);
    expect(marked.getByText('已批改')).toBeInTheDocument();
    expect(marked.getByText('86')).toBeInTheDocument();
    expect(marked.getByRole('link', { name: '查看报告' })).toHaveAttribute('href', '/jieke/detail?sessionId=70');
    expect(marked.queryByRole('link', { name: '开始' })).toBeNull();

    const submitted = await card(4);
    expect(submitted.getByText('已交卷')).toBeInTheDocument();
    expect(submitted.getByText('待批改')).toBeInTheDocument();

    expect((await card(6)).getByRole('button', { name: '未开始' })).toBeDisabled();
    expect((await card(7)).getByRole('button', { name: '已结束' })).toBeDisabled();
  });

  it('mock exams filter by subject on the server and by grade in the list; a finished mock can be taken again', async () => {
    http.get.mockImplementation((_path: string, config: { params: { subject?: string } }) =>
      Promise.resolve(
        page(
          [
            listItem({
              examId: 11,
              kind: 'mock',
              grade: '8',
              maxAttempts: null,
              attemptsUsed: 1,
              latestSessionId: 80,
              latestScore: 90,
            }),
            listItem({ examId: 12, kind: 'mock', grade: '7', title: '初一数学期末模拟', maxAttempts: null }),
          ].filter(() => config.params.subject !== '3'),
        ),
      ),
    );
    renderAt(<MockIndexPage />, '/mockExamination');
    const again = within(await screen.findByTestId('exam-11'));
    expect(again.getByRole('link', { name: '再考一次' })).toHaveAttribute(
      'href',
      '/mockExamination/startExam?examId=11',
    );
    expect(again.getByRole('link', { name: '查看报告' })).toHaveAttribute('href', '/mockExamination/data?sessionId=80');
    expect(screen.getByTestId('exam-12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('初一'));
    expect(screen.queryByTestId('exam-11')).toBeNull();
    expect(screen.getByTestId('exam-12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '学科' }));
    await userEvent.click(await screen.findByTitle('英语'));
    expect(await screen.findByText('没有符合条件的模拟考试')).toBeInTheDocument();
    expect(http.get).toHaveBeenLastCalledWith(API_PATHS.examMyPage, {
      params: { type: 'mock', current: 1, size: 100, subject: '3' },
      requireToken: true,
    });
  });
});
