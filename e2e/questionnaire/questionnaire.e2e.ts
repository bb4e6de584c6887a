import { expect, test, type Page } from '@playwright/test';
import { api, DEMO_STUDENT, logIn } from '../support/session';
import { shot } from '../family/family-support';

/**
 * 问卷调查: the demo student answers the open 课程满意度调查 (every kind: radio, checkboxes, stars, text), sees the
 * result charts, then changes an answer — still one response (the respondents count does not move). A run after
 * another (desktop then phone on one server) finds it under 已填写 and edits it the same way.
 */

const TITLE = '2026 秋季学期课程满意度调查';

interface Card {
  id: number;
  title: string;
  answered: boolean;
}
interface Detail {
  myAnswers: { questionId: number; optionIds?: number[]; text?: string; rating?: number }[];
  questions: { id: number; options: { id: number; label: string }[] }[];
}

const question = (page: Page, n: number) => page.getByTestId('qn-question').nth(n);

async function stars(page: Page, n: number, score: number) {
  await question(page, n)
    .locator('.ant-rate-star')
    .nth(score - 1)
    .locator('[role="radio"]')
    .click();
}

test('the demo student answers the satisfaction survey, sees the charts and edits the answer', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const token = await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  const cards = async (tab: string) =>
    (await api<{ records: Card[] }>(request, token, 'GET', `/api/questionnaire/page?tab=${tab}&size=100`)).records;
  const target = [...(await cards('open')), ...(await cards('answered'))].find((c) => c.title === TITLE);
  expect(target, `${TITLE} is open for the demo student`).toBeTruthy();

  await page.goto(`/questionnaire/list${target!.answered ? '?tab=answered' : ''}`);
  const card = page.getByTestId('qn-card').filter({ hasText: TITLE });
  await expect(card).toContainText('匿名');
  await expect(card).toContainText('共 6 题');
  await shot(page, info, 'questionnaire-list');
  await card.getByRole('button', { name: target!.answered ? '修改答卷' : '去填写' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${target!.id}`));
  await expect(page.getByTestId('qn-question')).toHaveCount(6);

  // A required question left empty is named by its number before anything is sent.
  await question(page, 0).getByRole('radio').first().click();
  if (!target!.answered) {
    await page.getByRole('button', { name: '提交问卷' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请回答第 2 题' })).toBeVisible();
  }
  await question(page, 0).getByText('满意', { exact: true }).click();
  for (const label of ['老师讲解', '直播回放']) {
    const box = question(page, 1).getByRole('checkbox', { name: label });
    if (!(await box.isChecked())) await box.check();
  }
  await stars(page, 2, 5);
  await stars(page, 3, 4);
  await question(page, 4).getByText('正好', { exact: true }).click();
  await question(page, 5).getByRole('textbox').fill('希望多一些难题讲解');
  await shot(page, info, 'questionnaire-answer', true);
  await page.getByRole('button', { name: target!.answered ? '保存修改' : '提交问卷' }).click();
  await expect(page.getByText(target!.answered ? '答卷已修改' : '提交成功，感谢你的参与')).toBeVisible();

  // The results: a chart per choice and rating question, the text answers listed.
  await page.getByRole('button', { name: '查看结果' }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire/result\\?id=${target!.id}`));
  await expect(page.getByTestId('qn-result-question')).toHaveCount(6);
  await expect(page.getByTestId('qn-chart')).toHaveCount(5);
  // ECharts marks the box it drew into.
  for (const chart of await page.getByTestId('qn-chart').all())
    await expect(chart).toHaveAttribute('_echarts_instance_', /ec_/);
  await expect(page.getByText('希望多一些难题讲解').first()).toBeVisible();
  const participants = async () =>
    (await api<{ respondents: number }>(request, token, 'GET', `/api/questionnaire/${target!.id}/result`)).respondents;
  const before = await participants();
  await expect(page.getByText(`共 ${before} 人参与`)).toBeVisible();
  await shot(page, info, 'questionnaire-result', true);

  // A second submission changes the answer: still one response.
  await page.goto(`/questionnaire/list?tab=answered&id=${target!.id}`);
  await expect(page.getByText('你已提交过本问卷，截止前可以修改答卷')).toBeVisible();
  await question(page, 4).getByText('偏长', { exact: true }).click();
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('答卷已修改')).toBeVisible();
  expect(await participants()).toBe(before);
  const detail = await api<Detail>(request, token, 'GET', `/api/questionnaire/${target!.id}`);
  const q5 = detail.questions[4]!;
  const chosen = detail.myAnswers.find((a) => a.questionId === q5.id)?.optionIds ?? [];
  expect(q5.options.filter((o) => chosen.includes(o.id)).map((o) => o.label)).toEqual(['偏长']);
});
