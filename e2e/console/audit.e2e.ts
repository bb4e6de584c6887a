import { expect, test } from '@playwright/test';
import { api, apiLogin, DEMO_TEACHER, logIn } from '../support/session';

/**
 * The console's audit log (issue 14): a teacher's mark is recorded with who, what and before/after, and the admin
 * finds it in 操作日志 by its filters; the teacher's own console has no 操作日志. Desktop only.
 */

interface MarkingItem {
  sessionId: number;
}
interface AnalysisQuestion {
  questionId: number;
  type: string;
  myAnswer: unknown;
  children: AnalysisQuestion[];
}

test("a teacher's mark shows up in the admin's 操作日志 with its before and after", async ({ page, request }) => {
  test.setTimeout(150_000);
  const teacher = await apiLogin(request, DEMO_TEACHER.username, DEMO_TEACHER.password);
  const listOf = (status: string) =>
    api<{ records: MarkingItem[] }>(request, teacher.token, 'GET', `/api/em/marking/page?status=${status}&size=10`);
  // Marking again replaces a mark, so a run after the queue was emptied re-marks a marked attempt.
  const target = (await listOf('pending')).records[0] ?? (await listOf('marked')).records[0];
  expect(target, 'the demo seed leaves oral answers for the teacher to mark').toBeTruthy();
  const analysis = await api<{ sections: { questions: AnalysisQuestion[] }[] }>(
    request,
    teacher.token,
    'GET',
    `/api/em/quiz/session/${target!.sessionId}/analysis`,
  );
  const oral = analysis.sections
    .flatMap((s) => s.questions.flatMap((q) => [q, ...q.children]))
    .find((q) => q.type === '2' && Array.isArray(q.myAnswer) && q.myAnswer.length > 0);
  expect(oral, 'the attempt has an oral answer').toBeTruthy();
  // A score other than the one it has (a rerun marks the same answer again), so the diff shows it changed.
  const report = await api<{ feedback: { questionId: number; score: number }[] }>(
    request,
    teacher.token,
    'GET',
    `/api/em/quiz/session/${target!.sessionId}/report`,
  );
  const score = report.feedback.find((f) => f.questionId === oral!.questionId)?.score === 1 ? 2 : 1;
  const comment = `审计日志检查（${Date.now() % 100000}）`;
  await api(request, teacher.token, 'PUT', `/api/em/quiz/session/${target!.sessionId}/mark`, {
    questionId: oral!.questionId,
    score,
    comment,
  });

  await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/audit');
  await expect(page.getByRole('menuitem', { name: /操作日志/ })).toBeVisible();
  await page.getByRole('combobox', { name: '操作类型' }).click();
  await page.getByTitle('批改答卷').click();
  await page.getByRole('searchbox', { name: '操作人' }).fill(String(teacher.userId));
  await page.getByRole('searchbox', { name: '操作人' }).press('Enter');
  const row = page.locator('.ant-table-row', { hasText: `考试记录 #${target!.sessionId}` }).first();
  await expect(row.getByText('批改答卷')).toBeVisible();
  await row.locator('.ant-table-row-expand-icon').click();
  const diff = page.getByTestId('audit-diff').first();
  await expect(diff.getByText(comment)).toBeVisible();
  await expect(diff.locator('tr', { hasText: '得分' }).getByText(String(score), { exact: true })).toBeVisible();
  await page.screenshot({ path: 'artifacts/console-audit.png' });

  // The teacher's console has no 操作日志.
  await page.evaluate(() => localStorage.clear());
  await logIn(page, false, DEMO_TEACHER.username, DEMO_TEACHER.password);
  await page.goto('/console/marking');
  await expect(page.getByRole('menuitem', { name: /阅卷/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /操作日志/ })).toHaveCount(0);
});
