import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, fillPath, type ExamAnalysis, type ExamMarkingItem, type ExamMarkingOptions } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROW: ExamMarkingItem = {
  sessionId: 41,
  examId: 7,
  title: '初二数学结课考试',
  pupilId: 3,
  pupilName: '王小明',
  className: '初二数学暑期班',
  committedAt: '2026-11-20T02:10:00.000Z',
  pendingCount: 1,
  leaveCount: 2,
};

const leaf = {
  options: [],
  blanks: 0,
  knowledgePoints: [],
  difficulty: 2,
  rightAnswer: [],
  analysisFiles: [],
  teacherComment: null,
  earned: null,
  analysis: '',
};

const ANALYSIS: ExamAnalysis = {
  sessionId: 41,
  title: '初二数学结课考试',
  sections: [
    {
      title: '一、选择题',
      questions: [
        {
          ...leaf,
          questionId: 100,
          type: '0',
          number: '1',
          stem: '下列哪个是无理数？',
          score: 3,
          rightAnswer: ['B'],
          myAnswer: '501',
          verdict: 'right',
          earned: 3,
          transcript: null,
          audioUrl: null,
          children: [],
        },
      ],
    },
    {
      title: '二、解答题',
      questions: [
        {
          ...leaf,
          questionId: 200,
          type: '2',
          number: '2',
          stem: '请口述证明两个三角形全等的过程。',
          score: 5,
          rightAnswer: ['由 SSS 可知两个三角形全等'],
          myAnswer: ['/uploads/audio/3/abc.m4a'],
          verdict: 'pending',
          transcript: null,
          audioUrl: null,
          children: [],
        },
        {
          ...leaf,
          questionId: 300,
          type: '3',
          manual: true,
          number: '3',
          stem: '拍照上传解题过程',
          score: 4,
          myAnswer: ['/uploads/images/3/p1.jpg'],
          verdict: 'pending',
          transcript: null,
          audioUrl: null,
          children: [],
        },
      ],
    },
  ],
};

const OPTIONS: ExamMarkingOptions = {
  exams: [
    { examId: 7, title: '初二数学结课考试' },
    { examId: 8, title: '初二物理结课考试' },
  ],
  classes: [{ offeringId: 31, title: '初二数学暑期班' }],
};

function api(opts: { markFails?: boolean } = {}) {
  let marked = false;
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([6], '李老师'));
    if (call.url.endsWith(API_PATHS.examMarkingPage)) {
      const pending = call.params.status === 'pending';
      const rows = pending === !marked ? [ROW] : [];
      return ok({ records: rows, total: rows.length, current: call.params.current, size: call.params.size });
    }
    if (call.url.endsWith(API_PATHS.examMarkingOptions)) return ok(OPTIONS);
    if (call.url.endsWith(fillPath(API_PATHS.examSessionAnalysis, { id: 41 }))) return ok(ANALYSIS);
    if (call.method === 'PUT' && call.url.endsWith(fillPath(API_PATHS.examSessionMark, { id: 41 }))) {
      if (opts.markFails) return [400, { code: 1, msg: '得分不能超过本题分值', data: null }];
      marked = true;
      return ok({ sessionId: 41 });
    }
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

/** What a filter select shows (its chosen option's label; '' when it is clear). */
const shown = (label: string) =>
  screen.getByLabelText(label).closest('.ant-select-content')!.getAttribute('title') ?? '';

async function openRow() {
  const row = (await screen.findByText('王小明', {}, { timeout: 8000 })).closest('tr')!;
  expect(within(row).getByText('初二数学暑期班')).toBeInTheDocument();
  expect(within(row).getByText('1 题')).toBeInTheDocument();
  await userEvent.click(within(row).getByText('批改'));
  return (await screen.findByText('第 2 题', {}, { timeout: 8000 })).closest('.ant-drawer') as HTMLElement;
}

describe('阅卷', { timeout: 60_000 }, () => {
  it('lists pending attempts server-paged, shows the oral recording and the photo, and marks the oral answer', async () => {
    const { calls } = api();
    renderConsole('/console/marking');
    const drawer = await openRow();
    const oral = await within(drawer).findByTestId('mark-question-200');
    // Only the answers a teacher marks: the choice question is not offered.
    expect(within(drawer).queryByTestId('mark-question-100')).toBeNull();
    expect(within(oral).getByText('请口述证明两个三角形全等的过程。')).toBeInTheDocument();
    expect(within(oral).getByText('由 SSS 可知两个三角形全等')).toBeInTheDocument();
    expect(within(oral).getByText('满分 5 分')).toBeInTheDocument();
    expect(within(oral).getByTestId('oral-answer')).toHaveAttribute('src', '/uploads/audio/3/abc.m4a');
    const photo = within(drawer).getByTestId('mark-question-300');
    expect(within(photo).getByAltText('学生作答照片')).toHaveAttribute('src', '/uploads/images/3/p1.jpg');

    const list = calls.find((c) => c.url.endsWith(API_PATHS.examMarkingPage))!;
    expect(list.params).toMatchObject({ status: 'pending', current: 1, size: 10 });

    await userEvent.type(within(oral).getByLabelText('得分'), '3.5');
    await userEvent.type(within(oral).getByLabelText('评语'), '论证完整');
    await userEvent.click(within(oral).getByText('提交批改'));
    expect(await screen.findByText('批改已提交')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ questionId: 200, score: 3.5, comment: '论证完整' });
    // The list is read again: the attempt has left 待批改.
    await userEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(screen.queryByText('王小明')).toBeNull());
    expect(screen.getByText('没有待批改的答卷')).toBeInTheDocument();
  });

  it("a missing score is refused in the form, and the API's Chinese message is shown", async () => {
    const { calls } = api({ markFails: true });
    renderConsole('/console/marking');
    const drawer = await openRow();
    const oral = await within(drawer).findByTestId('mark-question-200');
    await userEvent.click(within(oral).getByText('提交批改'));
    expect(await within(oral).findByText('请给出得分')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(oral).getByLabelText('得分'), '4');
    await userEvent.click(within(oral).getByText('提交批改'));
    expect(await screen.findByText('得分不能超过本题分值')).toBeInTheDocument();
  });

  it('已批改 asks the server for marked attempts', async () => {
    const { calls } = api();
    renderConsole('/console/marking');
    await screen.findByText('王小明', {}, { timeout: 8000 });
    await userEvent.click(screen.getByText('已批改'));
    expect(await screen.findByText('还没有批改过的答卷')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith(API_PATHS.examMarkingPage)).at(-1)!.params.status).toBe('marked');
  });

  it('filters by exam, class and kind of answer on the server, kept in the URL; clearing one drops it', async () => {
    const { calls } = api();
    renderConsole('/console/marking?examId=7&answerType=photo');
    await screen.findByText('王小明', {}, { timeout: 8000 });
    const lists = () => calls.filter((c) => c.url.endsWith(API_PATHS.examMarkingPage));
    // A reload keeps the filters: the first request already carries them, and the selects show them.
    expect(lists()[0]!.params).toEqual({ status: 'pending', examId: 7, answerType: 'photo', current: 1, size: 10 });
    await waitFor(() => expect(shown('试卷')).toBe('初二数学结课考试'));
    expect(shown('题型')).toBe('拍照题（照片）');
    expect(shown('班级')).toBe('');

    // The class choices are the server's (the classes the caller marks).
    await userEvent.click(screen.getByLabelText('班级'));
    await userEvent.click(await screen.findByText('初二数学暑期班', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lists().at(-1)!.params).toMatchObject({ offeringId: 31, examId: 7, current: 1 }));
    expect(screen.getByTestId('location').textContent).toBe('/console/marking?examId=7&answerType=photo&offeringId=31');

    // Cleared, the exam leaves both the request and the URL.
    const exam = screen.getByLabelText('试卷').closest('.ant-select')!;
    await userEvent.hover(exam);
    await userEvent.click(exam.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(lists().at(-1)!.params).not.toHaveProperty('examId'));
    expect(lists().at(-1)!.params).toMatchObject({ offeringId: 31, answerType: 'photo' });
    expect(screen.getByTestId('location').textContent).toBe('/console/marking?answerType=photo&offeringId=31');
  });

  it('a filter that finds nothing says so', async () => {
    fakeApi((call: FakeCall) => {
      if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([6], '李老师'));
      if (call.url.endsWith(API_PATHS.examMarkingOptions)) return ok(OPTIONS);
      if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
      return [404, { code: 1, msg: '不存在', data: null }];
    });
    renderConsole('/console/marking?examId=8');
    expect(await screen.findByText('没有符合筛选条件的答卷', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
