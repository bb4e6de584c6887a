import { expect, test } from '@playwright/test';
import { api, logIn, registerPupil } from '../support/session';
import { joinRunningClass, RUNNING_CLASS_SKU, skuByCode } from '../homework/homework-support';
import { type OfferingDetail } from './learning-support';

/**
 * The class sold is the class delivered, and joining it mid-term starts clean: a new pupil reads the running demo
 * class on its goods page and at checkout (name with its weekday, first date, times, number of sessions), buys
 * it, and finds exactly those sessions in the learning centre; the sessions held before joining are 入班前课次,
 * their homework 选做 with every choice question's options, due a week after joining.
 */

const shot = (project: string, name: string) => `artifacts/demo-content/${project}-${name}.png`;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

test.describe('learning: the class sold is the class delivered', () => {
  test('goods page, checkout and the course detail agree; sessions before joining are 入班前课次', async ({
    page,
    request,
  }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const pupil = await registerPupil(request);
    const token = await logIn(page, phone, pupil.mobile, pupil.password);
    const sku = await skuByCode(request, token, RUNNING_CLASS_SKU);
    expect(sku.classPeriods, 'the running class shows one period').toHaveLength(1);
    const period = sku.classPeriods[0]!;
    const weekday = WEEKDAYS[new Date(`${period.startDate}T00:00:00Z`).getUTCDay()]!;
    expect(sku.name, 'the class name states the weekday its sessions fall on').toContain(weekday);

    // The goods page sells the class with its name and period.
    await page.goto(phone ? `/m-shop/goods-detail-new/${sku.spuId}` : `/pc-shop/goods-detail/${sku.spuId}`);
    await expect(page.getByText(sku.name).first()).toBeVisible();
    await expect(page.getByText(`共${period.lessonCount}讲`).first()).toBeVisible();
    await page.screenshot({ path: shot(project, 'goods-page') });

    // Checkout promises the same first date, times and number of sessions.
    await page.goto(`/m-shop/checkOrder?skuId=${sku.id}&spuId=${sku.spuId}`);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
    const [, month, day] = period.startDate.split('-');
    await expect(
      page.getByText(
        new RegExp(
          `0?${Number(month)}月0?${Number(day)}日开课 · ${period.startTime}-${period.endTime} · 共${period.lessonCount}讲`,
        ),
      ),
    ).toBeVisible();
    await page.screenshot({ path: shot(project, 'checkout') });

    // Bought, the class has exactly those sessions.
    const cls = await joinRunningClass(request, token);
    const detail = await api<OfferingDetail>(request, token, 'GET', `/api/learn/offering/${cls.offeringId}`);
    expect(detail.chapters).toHaveLength(period.lessonCount);
    await page.goto(`/center/course-detail/${cls.offeringId}`);
    const rows = page.getByTestId('session-row');
    await expect(rows).toHaveCount(period.lessonCount);
    await expect(rows.first()).toContainText(
      `${Number(month)}月${Number(day)}日 ${weekday} ${period.startTime}-${period.endTime}`,
    );
    for (const text of await page.locator('.session-row__time').allTextContents())
      expect(text, 'every session on the advertised weekday and times').toContain(
        `${weekday} ${period.startTime}-${period.endTime}`,
      );
    // Topics of 初一 maths, one per session.
    await expect(rows.first()).toContainText('第1讲 正数和负数');
    const held = detail.chapters.filter((c) => c.beforeEnrolment).length;
    expect(held, 'the running class has met before the pupil joined').toBeGreaterThan(1);
    await expect(page.getByTestId('before-enrolment')).toHaveCount(held);
    await expect(page.getByTestId('homework-status').filter({ hasText: '选做' })).toHaveCount(held);
    await expect(page.getByText('未提交')).toHaveCount(0);
    await page.screenshot({ path: shot(project, 'course-detail'), fullPage: true });

    // The first session was months before joining: its homework is still open to do, with every option.
    const first = rows.first();
    await first.getByRole('button', { name: /课后作业/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '课后作业' });
    const submit = dialog.getByTestId('hw-view-submit');
    await expect(submit).toBeVisible();
    await expect(dialog.getByTestId('hw-optional-note')).toContainText('入班前课次 · 选做练习');
    const questions = submit.locator('.hw-question');
    await expect(questions.nth(0).locator('.hw-option')).toHaveCount(4);
    await expect(questions.nth(1).locator('.hw-option')).toHaveCount(4);
    await page.screenshot({ path: shot(project, 'homework-before-joining') });
  });
});
