import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { TutorClass, TutorClassDetail, TutorOverview, TutorRenewal, TutorSummary } from '@salt/domain';
import { api, DEMO_TUTOR, logIn } from '../support/session';

/**
 * 辅导老师工作台 as the demo tutor uses it: the day's page, one class's figures and roster, a pupil whose timeline
 * takes a new follow-up note, 续报 and 数据汇总. Every figure the pages show is compared with what the API answers
 * for the same tutor (the demo data decides the numbers, the journey does not hard-code them).
 */

const rate = (n: number | null) => (n === null ? '—' : `${n}%`);

test('the tutor reads the day, a class, a pupil, writes a follow-up and checks 续报 and 数据汇总', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const token = await logIn(page, phone, DEMO_TUTOR.username, DEMO_TUTOR.password);

  // The day: the tiles are the overview's counts.
  const overview = await api<TutorOverview>(request, token, 'GET', '/api/tutor-wb/overview');
  await page.goto('/tutor');
  await expect(page.getByTestId('tw-index')).toBeVisible();
  await expect(page.getByTestId('tw-tile-sessions')).toContainText(String(overview.sessionsToday.length));
  await expect(page.getByTestId('tw-tile-homework')).toContainText(String(overview.homeworkToMark));
  await expect(page.getByTestId('tw-tile-followups')).toContainText(String(overview.followUpsDue.length));
  // The demo tutor has a follow-up due today.
  expect(overview.followUpsDue.length).toBeGreaterThan(0);
  await expect(page.getByTestId(`tw-due-${overview.followUpsDue[0]!.pupil.userId}`)).toBeVisible();

  // A class with pupils, from the class list.
  const classes = await api<TutorClass[]>(request, token, 'GET', '/api/tutor-wb/classes');
  const cls = classes.find((c) => c.pupils > 0 && c.attendanceRate !== null)!;
  expect(cls, 'the demo tutor has a class under way').toBeTruthy();
  await page.getByRole('link', { name: '班级', exact: true }).click();
  await expect(page).toHaveURL(/\/tutor\/classlist$/);
  await page.getByTestId(`tw-class-${cls.offeringId}`).getByRole('link', { name: cls.title }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor/class/${cls.offeringId}$`));
  await expect(page.getByTestId('tw-class-pupils')).toHaveText(String(cls.pupils));
  await expect(page.getByTestId('tw-class-attendance')).toHaveText(rate(cls.attendanceRate));
  await expect(page.getByTestId('tw-class-homework')).toHaveText(rate(cls.homeworkRate));

  // A pupil of the class: the roster row leads to their timeline; a new note shows in it.
  const detail = await api<TutorClassDetail>(request, token, 'GET', `/api/tutor-wb/class/${cls.offeringId}`);
  const pupil = detail.roster[detail.roster.length - 1]!;
  const row = page.getByTestId(`tw-pupil-${pupil.userId}`);
  await expect(row).toContainText(`${pupil.attended}/${pupil.sessionsHeld}`);
  await row.getByRole('link', { name: pupil.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor/student/${pupil.userId}$`));
  await expect(page.getByTestId('tw-timeline')).toBeVisible();
  const text = `已微信联系家长，约好周末补看回放（${Date.now() % 100000}）`;
  await page.getByLabel('跟进内容').fill(text);
  await page.getByRole('button', { name: '保存跟进' }).click();
  await expect(page.getByTestId('tw-timeline')).toContainText(text);

  // 续报: the page's totals are the API's.
  const renewal = await api<TutorRenewal>(request, token, 'GET', '/api/tutor-wb/renewal');
  expect(renewal.renewed, 'the demo has renewals bought').toBeGreaterThan(0);
  expect(renewal.renewed, 'and pupils who have not renewed').toBeLessThan(renewal.pupils);
  await page.getByRole('link', { name: '续报', exact: true }).click();
  await expect(page.getByTestId('tw-renewal-count')).toHaveText(`${renewal.renewed}/${renewal.pupils}`);
  await expect(page.getByTestId('tw-renewal-rate')).toHaveText(rate(renewal.ratePercent));
  for (const c of renewal.classes)
    await expect(page.getByTestId(`tw-renewal-figure-${c.offeringId}`)).toHaveText(
      `${c.renewed}/${c.pupils}（${rate(c.ratePercent)}）`,
    );

  // 数据汇总: the range the page asks for, checked against the API's answer for the same days.
  const asked = page.waitForResponse((r) => r.url().includes('/api/tutor-wb/summary?'));
  await page.getByRole('link', { name: '数据汇总', exact: true }).click();
  const url = new URL((await asked).url());
  const summary = await api<TutorSummary>(
    request,
    token,
    'GET',
    `/api/tutor-wb/summary?from=${url.searchParams.get('from')}&to=${url.searchParams.get('to')}`,
  );
  await expect(page.getByTestId('tw-total-newPupils')).toHaveText(String(summary.totals.newPupils));
  await expect(page.getByTestId('tw-total-attendanceRate')).toHaveText(rate(summary.totals.attendanceRate));
  await expect(page.getByTestId('tw-total-homeworkRate')).toHaveText(rate(summary.totals.homeworkRate));
  await expect
    .poll(() => page.getByRole('img', { name: '每日新增学员' }).locator('svg path').count())
    .toBeGreaterThan(2);
  if (!phone) {
    const download = page.waitForEvent('download');
    await page.getByTestId('tw-summary-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF班级,新增学员')).toBe(true);
  }
});
