import { expect, test } from '@playwright/test';
import { api, apiLogin, DEMO_TEACHER, logIn, registerPupil } from '../support/session';
import { enterRunner, saveStatus } from '../exam/exam-support';

/**
 * 拍照作答 end to end (issue 14): the admin puts a worked-solution question (拍照作答) in the bank, builds a paper of
 * it and opens it as a 模拟考试 for 初一; a new pupil photographs their working and hands in; the demo teacher
 * finds it in the console's 阅卷 under 照片, sees the photo, gives points and a comment; the pupil's report has them.
 * Setup goes through the console's API (the pages are covered by their own tests); the answering and the marking
 * go through the pages. Desktop.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface Created {
  id: number;
}
interface Report {
  feedback: { questionId: number; score: number; comment: string }[];
}

test('a teacher marks a photo answer from the console marking queue and the pupil sees the points', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now() % 100000;
  const admin = await apiLogin(request, 'admin', 'Admin1234');
  const question = await api<Created>(request, admin.token, 'POST', '/api/console/question', {
    type: '3',
    subject: '2',
    grade: '7',
    stem: `一件商品先提价 20%，再降价 20%，现价是原价的百分之几？写出解题过程并拍照上传。（${tag}）`,
    manual: true,
    reference: '设原价为 a，现价 a×1.2×0.8=0.96a，是原价的 96%（列式 4 分，计算 4 分，结论 2 分）',
    score: 10,
    difficulty: 2,
    knowledgePoints: ['百分数应用'],
    analysis: '提价和降价的基数不同，不能相互抵消。',
  });
  const paper = await api<Created>(request, admin.token, 'POST', '/api/console/paper', {
    title: `初一数学解答题练习（${tag}）`,
    subject: '2',
    grade: '7',
    durationMinutes: 20,
    sections: [{ title: '解答题', items: [{ questionId: question.id, score: 10 }] }],
  });
  const examTitle = `初一数学解答题模拟（${tag}）`;
  const exam = await api<Created>(request, admin.token, 'POST', '/api/console/exam', {
    kind: 'mock',
    title: examTitle,
    paperId: paper.id,
    offeringId: null,
    opensAt: null,
    closesAt: null,
    durationMinutes: 20,
    maxAttempts: 1,
  });

  // The pupil: the question asks for photos; the upload is saved; 交卷.
  const pupil = await registerPupil(request, '136');
  const pupilPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const pupilToken = await logIn(pupilPage, false, pupil.mobile, pupil.password);
  await enterRunner(pupilPage, exam.id, '/mockExamination/startExam');
  const q = pupilPage.getByTestId('exam-question');
  await expect(q.getByText('拍照作答', { exact: true })).toBeVisible();
  await q.getByTestId('exam-photo-input').setInputFiles({ name: 'working.png', mimeType: 'image/png', buffer: PNG });
  await expect(q.getByTestId('exam-photos').locator('img')).toHaveCount(1);
  await expect(saveStatus(pupilPage)).toHaveText(/已保存/, { timeout: 15_000 });
  await pupilPage.screenshot({ path: 'artifacts/photo-answer-runner.png' });
  await pupilPage.getByTestId('exam-submit').click();
  await pupilPage
    .locator('.ant-modal')
    .filter({ has: pupilPage.getByTestId('exam-submit-confirm') })
    .getByRole('button', { name: '交卷' })
    .click();
  await expect(pupilPage).toHaveURL(/sessionId=\d+/);
  const sessionId = Number(/sessionId=(\d+)/.exec(pupilPage.url())![1]);

  // The teacher: 阅卷 → this exam, 照片 → the pupil's attempt; the photo is there, points and a comment go in.
  await logIn(page, false, DEMO_TEACHER.username, DEMO_TEACHER.password);
  await page.goto(`/console/marking?examId=${exam.id}&answerType=photo`);
  const row = page.locator('.ant-table-row').first();
  await expect(row).toContainText('新同学');
  await row.getByRole('button', { name: /批改/ }).click();
  const item = page.locator('.ant-drawer').locator(`[data-testid="mark-question-${question.id}"]`);
  await expect(item).toBeVisible();
  await expect(item.getByText('设原价为 a')).toBeVisible();
  await expect(item.locator('img').first()).toBeVisible();
  await item.getByLabel('得分').fill('8');
  await item.getByLabel('评语').fill('列式正确，结论写成了百分数，注意单位。');
  await page.screenshot({ path: 'artifacts/console-photo-marking.png' });
  await item.getByRole('button', { name: '提交批改' }).click();
  await expect(page.getByText('批改已提交')).toBeVisible();

  const report = await api<Report>(request, pupilToken, 'GET', `/api/em/quiz/session/${sessionId}/report`);
  expect(report.feedback.find((f) => f.questionId === question.id)).toMatchObject({
    score: 8,
    comment: '列式正确，结论写成了百分数，注意单位。',
  });
  await pupilPage.close();
});
