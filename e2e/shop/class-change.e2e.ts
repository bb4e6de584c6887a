import { expect, test } from '@playwright/test';
import { api, apiLogin, logIn, registerPupil } from '../support/session';
import { joinRunningClass, latestFinishedSession, RUNNING_CLASS_SKU } from '../homework/homework-support';
import { shot } from '../family/family-support';

/**
 * 调班: a new pupil (so every run starts alike) joins the running 初一数学 基础班 and hands in the homework of its
 * latest session, then opens 申请调班 from the class card in the learning centre, shows every class of the course
 * (全部班级), picks the 提高班 (¥40 dearer) with its seats and price difference, gives a reason and submits; the
 * request waits as 申请中. Staff approve it: the pupil's page shows the change counted (已调班 1/3 次) and the
 * difference to pay, which they pay (去支付补差价, the dev checkout). The learning centre then shows the new class,
 * and the old class's record, reached from the new class's page, still has the homework handed in before the move.
 */

const FROM_SKU = RUNNING_CLASS_SKU;
const TARGET_NAME = '提高班 · 拼团';
const SUPPLEMENT = '¥40.00';

interface QuizForPupil {
  quizId: number;
  sections: { questions: { questionId: number; options: { optionId: number }[] }[] }[];
  quizAnswer: { quizAnswerId: number } | null;
}

interface ChangeLine {
  orderItemId: number;
  offeringId: number;
  className: string;
}
interface ReviewRow {
  id: number;
  canReview: boolean;
}

test('a pupil asks to change class from the class card; once approved the learning centre shows the new class', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const pupil = await registerPupil(request, phone ? '133' : '134');
  const { token } = await apiLogin(request, pupil.mobile, pupil.password);
  const cls = await joinRunningClass(request, token, FROM_SKU);
  const [line] = await api<ChangeLine[]>(request, token, 'GET', '/api/shop/order/sku/change/lines');
  expect(line?.offeringId).toBe(cls.offeringId);
  // Homework of the latest session, handed in before the move (the first question answered).
  const { chapter } = await latestFinishedSession(request, token, cls.offeringId);
  const quiz = await api<QuizForPupil>(request, token, 'GET', `/api/quiz/homework/byChapter?chapterId=${chapter.id}`);
  const q1 = quiz.sections[0]!.questions[0]!;
  const answerId = quiz.quizAnswer!.quizAnswerId;
  await api(request, token, 'POST', '/api/quiz/homework/saveSimpleQuizAnswers', [
    { answer: String(q1.options[0]!.optionId), questionId: q1.questionId, quizAnswerId: answerId, quizId: quiz.quizId },
  ]);
  await api(request, token, 'POST', `/api/quiz/homework/sendSimpleQuiz?quizAnswerId=${answerId}`);

  await logIn(page, phone, pupil.mobile, pupil.password);
  await page.goto('/center');
  const card = page.getByTestId('class-card').filter({ hasText: cls.title });
  await card.getByRole('button', { name: '申请调班' }).click();
  await expect(page).toHaveURL(phone ? /\/m-shop\/transfer-class\?orderItemId=/ : /\/refund\/change\/\d+/);
  await expect(page.getByText('已调班 0/3 次')).toBeVisible();
  // The 提高班 is another level: shown once every class of the course is asked for.
  await page.getByText(phone ? '全部' : '全部班级', { exact: true }).click();
  await page.getByText(TARGET_NAME).first().click();
  await expect(page.getByText(`需补差价 ${SUPPLEMENT}`).first()).toBeVisible();
  await page.getByLabel('调班原因').fill('周一晚上有校队训练，想换到周三晚上的提高班');
  await shot(page, testInfo, 'class-change-apply');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('申请中').first()).toBeVisible();
  await shot(page, testInfo, 'class-change-pending');

  // Staff (an admin) approve it.
  const admin = await apiLogin(request, 'admin', 'Admin1234');
  const review = await api<{ records: ReviewRow[] }>(
    request,
    admin.token,
    'GET',
    '/api/shop/order/sku/change/review/page?status=pending&size=100',
  );
  const mine = await api<{ id: number }[]>(request, token, 'GET', '/api/shop/order/sku/change/my');
  const row = review.records.find((r) => r.id === mine[0]!.id);
  expect(row?.canReview, 'an admin may decide the request').toBe(true);
  await api(request, admin.token, 'POST', `/api/shop/order/sku/change/${row!.id}/approve`, {});

  await page.reload();
  await expect(page.getByText('已调班 1/3 次')).toBeVisible();
  await expect(page.getByText('已同意').first()).toBeVisible();
  await expect(page.getByText(`请支付差价 ${SUPPLEMENT}`)).toBeVisible();
  await shot(page, testInfo, 'class-change-approved');
  const [moved] = await api<ChangeLine[]>(request, token, 'GET', '/api/shop/order/sku/change/lines');
  expect(moved!.className).toContain(TARGET_NAME);
  expect(moved!.offeringId).not.toBe(cls.offeringId);

  // 去支付补差价: the supplement order, paid on the dev checkout like any order.
  await page.getByRole('button', { name: '去支付补差价' }).click();
  await expect(page.getByText(SUPPLEMENT).first()).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(phone ? /\/m-shop\/userOrderNew\?orderId=\d+/ : /\/pc-shop\/orders\?orderId=\d+/);
  await expect(page.getByTestId('pay-result').getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  const settled = await api<{ settled: boolean }[]>(request, token, 'GET', '/api/shop/order/sku/change/my');
  expect(settled[0]!.settled).toBe(true);
  await page.goto(
    phone ? `/m-shop/transfer-class?orderItemId=${line!.orderItemId}` : `/refund/change/${line!.orderItemId}`,
  );
  await expect(page.getByText(`已补差价 ${SUPPLEMENT}`)).toBeVisible();

  // The card moves: the old class (course · class) is gone, the course's other class is there.
  await page.goto('/center');
  const course = cls.title.split('·')[0]!;
  await expect(page.getByTestId('class-card').filter({ hasText: course })).toHaveCount(1);
  await expect(page.getByTestId('class-card').filter({ hasText: cls.title })).toHaveCount(0);
  await shot(page, testInfo, 'class-change-center-after');

  // The homework handed in before the move is kept: the new class's page leads to the old class's record.
  await page.goto(`/center/course-detail/${moved!.offeringId}`);
  await page.getByRole('link', { name: '查看原班级的学习记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/center/course-detail/${cls.offeringId}$`));
  await expect(page.getByTestId('class-move-note')).toContainText('调至「');
  const kept = page.getByTestId('session-row').filter({ hasText: chapter.title });
  await expect(kept.getByTestId('homework-status')).toHaveText(/待批改|已批改/);
  await shot(page, testInfo, 'class-change-old-record');
});
