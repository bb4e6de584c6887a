import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ConsoleSessionHomework } from '@salt/domain';
import { fakeApi, ok, type FakeCall } from '../test-kit';
import { HomeworkEditorDrawer } from './homework-editor-drawer';

const SESSION: ConsoleSessionHomework = {
  chapterId: 501,
  sessionTitle: '第1讲 三角形的三边关系',
  className: '周六上午班',
  state: 'done',
  endAt: new Date(Date.now() - 3600_000).toISOString(),
  enrolled: 3,
  homework: null,
};

function setup(refuse?: string) {
  const api = fakeApi((call) => {
    if (call.method === 'GET') return ok(SESSION);
    if (refuse) return [409, { code: 1, msg: refuse, data: null, errorCode: 'HOMEWORK_EDIT_LOCKED' }];
    return ok({ quizId: 7, version: 1 });
  });
  const onSaved = vi.fn();
  render(
    <App>
      <HomeworkEditorDrawer
        session={{ id: 501, title: '第1讲 三角形的三边关系' }}
        onClose={() => {}}
        onSaved={onSaved}
      />
    </App>,
  );
  return { ...api, onSaved };
}

const put = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT');

/** Fills the first question (a single choice by default) and adds a fill-blank second one. */
async function fillTwoQuestions() {
  const first = await screen.findByTestId('question-0', {}, { timeout: 8000 });
  await userEvent.type(within(first).getByLabelText('题干'), '下列各组线段能组成三角形的是');
  const options = ['1、2、3', '3、4、5', '2、2、5', '1、1、3'];
  for (const [i, text] of options.entries())
    await userEvent.type(within(first).getByLabelText(`选项${'ABCD'[i]}内容`), text);
  await userEvent.click(within(first).getByLabelText('选项B正确'));

  await userEvent.click(screen.getByText('添加题目'));
  const second = await screen.findByTestId('question-1');
  await userEvent.click(within(second).getByLabelText('题型'));
  const fillOption = (await screen.findAllByText('填空题')).find((el) => el.closest('.ant-select-item-option'));
  await userEvent.click(fillOption!);
  await userEvent.type(await within(second).findByLabelText('正确答案'), '5');
  await userEvent.type(within(second).getByLabelText('题干'), '三角形两边长为 3 和 7，第三边可取的整数有几个');
}

describe('homework editor', () => {
  it('sets a single-choice and a fill-blank question: the save sends them in order with keys and scores', async () => {
    const { calls, onSaved } = setup();
    await fillTwoQuestions();
    expect(screen.getByTestId('homework-total')).toHaveTextContent('共 2 题，总分 20 分');
    await userEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(put(calls)).toHaveLength(1));
    expect(put(calls)[0]!.url).toMatch(/\/console\/class\/session\/501\/homework$/);
    expect(put(calls)[0]!.body).toEqual({
      title: '第1讲 三角形的三边关系 课后作业',
      version: null,
      files: [],
      questions: [
        {
          type: 'single_select',
          number: '1',
          title: '下列各组线段能组成三角形的是',
          score: 10,
          options: [
            { title: '1、2、3', right: false },
            { title: '3、4、5', right: true },
            { title: '2、2、5', right: false },
            { title: '1、1、3', right: false },
          ],
          rightAnswer: null,
        },
        {
          type: 'fill_blank',
          number: '2',
          title: '三角形两边长为 3 和 7，第三边可取的整数有几个',
          score: 10,
          options: [],
          rightAnswer: '5',
        },
      ],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  }, 30_000);

  it('checks the form with the contract: messages beside the fields, nothing sent', async () => {
    const { calls } = setup();
    const first = await screen.findByTestId('question-0', {}, { timeout: 8000 });
    await userEvent.type(within(first).getByLabelText('选项A内容'), '甲');
    await userEvent.click(screen.getByText('保 存'));
    expect(await screen.findByText('请填写题干')).toBeInTheDocument();
    expect(screen.getByText('请填写选项内容')).toBeInTheDocument();
    expect(put(calls)).toHaveLength(0);
  }, 30_000);

  it('shows the server’s refusal', async () => {
    const { calls, onSaved } = setup('已有学员提交作业，题目不能再修改');
    await fillTwoQuestions();
    await userEvent.click(screen.getByText('保 存'));
    expect(await screen.findByTestId('homework-refusal')).toHaveTextContent('已有学员提交作业，题目不能再修改');
    expect(put(calls)).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  }, 30_000);
});
