import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, logIn, registerPupil } from '../support/session';
import { shotPath, type MyClass } from './learning-support';

/**
 * From the shop to the learning centre: a new pupil buys a class, pays on the dev payment page and finds the
 * class on /center with its subject colour, teacher, progress and next session.
 *
 * Runs once per project on one database, and again on later runs: every run registers its own pupil (nothing
 * bought yet) and picks the in-stock class with the most seats left, so earlier runs do not use up its choice.
 */

interface SpuCard {
  id: number;
  soldOut: boolean;
}
interface Sku {
  id: number;
  spuId: number;
  skuCode: string;
  name: string;
  priceFen: number;
  stock: number;
  soldOut: boolean;
  isGroup: boolean;
  needLogistics: boolean;
}

/**
 * A class of the demo goods (the demo seed opens a class for every DEMO course sku) that a new pupil can buy on
 * its own: in stock, not a group buy, nothing posted. Paid ones first (the dev payment page is part of the
 * journey), the most seats left first.
 */
async function classToBuy(request: APIRequestContext, token: string): Promise<Sku> {
  const spus = await api<{ records: SpuCard[] }>(request, token, 'GET', '/api/shop/spu/public/page?size=-1');
  const skus: Sku[] = [];
  for (const spu of spus.records.filter((s) => !s.soldOut)) {
    const list = await api<Sku[]>(request, token, 'GET', `/api/shop/spu/public/getSkuBySpuId?spuId=${spu.id}`);
    skus.push(
      ...list.filter(
        (s) => s.skuCode.startsWith('DEMO-') && !s.soldOut && s.stock > 0 && !s.isGroup && !s.needLogistics,
      ),
    );
  }
  skus.sort((a, b) => Number(b.priceFen > 0) - Number(a.priceFen > 0) || b.stock - a.stock || a.id - b.id);
  expect(skus.length, 'the demo shop has a course class in stock for a new pupil').toBeGreaterThan(0);
  return skus[0]!;
}

test.describe('learning: the class bought in the shop', () => {
  test('a new pupil buys a class, pays and sees it in the learning centre', async ({ page, request }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const pupil = await registerPupil(request);
    const token = await logIn(page, phone, pupil.mobile, pupil.password);

    const before = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
    expect(before, 'a new pupil has no classes').toHaveLength(0);
    await page.goto('/center');
    await expect(page.getByText('你还没有报名课程')).toBeVisible();

    const sku = await classToBuy(request, token);

    // Checkout without a coupon, then pay on the dev page (a free class completes at once).
    await page.goto(`/m-shop/checkOrder?skuId=${sku.id}&spuId=${sku.spuId}`);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
    const couponRow = page.getByTestId('checkout-coupon');
    if (await couponRow.isVisible()) {
      await couponRow.click();
      const noCoupon = page.getByRole('button', { name: '不使用优惠券' });
      if (await noCoupon.isVisible()) await noCoupon.click();
    }
    await page.getByRole('button', { name: '提交订单' }).click();
    if (sku.priceFen > 0) {
      await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
      await page.getByRole('button', { name: '确认支付' }).click();
    }
    // Back from payment on the order list of the size: /m-shop on phones, the desktop twin in the site frame.
    await page.waitForURL(phone ? /\/m-shop\/userOrderNew\?orderId=\d+/ : /\/pc-shop\/orders\?orderId=\d+/);
    await expect(page.getByTestId('pay-result').getByText('支付成功')).toBeVisible({ timeout: 20_000 });

    // Paying enrolled the pupil in the class of that sku.
    const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
    const cls = classes.find((c) => c.spuId === sku.spuId);
    expect(cls, `paying for ${sku.skuCode} enrols the pupil in its class`).toBeTruthy();
    expect(cls!.role).toBe('student');

    // The learning centre shows the class card.
    await page.goto('/center');
    const card = page.getByTestId('class-card').filter({ hasText: cls!.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: cls!.title })).toBeVisible();

    // Subject colour: the card carries the subject's colour, and the subject label is the dictionary's.
    const colour = await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--subject').trim());
    expect(colour, 'the card is painted in a subject colour').toMatch(/^#[0-9a-f]{6}$/i);
    await expect(card.locator('.class-card__subject')).not.toHaveText('课程');
    const stripe = await card
      .locator('.class-card__subject')
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color].join(' '));
    const rgb = colour
      .slice(1)
      .match(/../g)!
      .map((h) => parseInt(h, 16))
      .join(', ');
    expect(stripe, `the subject label is drawn in ${colour}`).toContain(rgb);

    // Teacher (and tutor), progress, next session.
    if (cls!.teacher) await expect(card.locator('.class-card__people')).toContainText(`主讲${cls!.teacher.name}`);
    if (cls!.tutor) await expect(card.locator('.class-card__people')).toContainText(`辅导${cls!.tutor.name}`);
    await expect(card.locator('.class-card__progress')).toContainText(`已上 ${cls!.finished}/${cls!.total} 讲`);
    const next = cls!.nextChapter;
    if (next) {
      await expect(card.locator('.class-card__next-title')).toHaveText(
        `第${next.seq}讲 · ${next.title.replace(/^第\d+讲\s*/, '')}`,
      );
      const tag = { upcoming: '未开始', live: '直播中', finished: '已结束' }[next.state];
      await expect(card.locator('.learn-state')).toHaveText(tag);
      if (next.state === 'upcoming') await expect(card.locator('.class-card__next-time')).toContainText(/\d/);
    } else {
      await expect(card).toContainText('本班课程已全部结束');
    }
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(project, 'center-bought') });

    // The card leads to the class's sessions.
    await card.getByRole('link', { name: /全部课次/ }).click();
    await expect(page).toHaveURL(new RegExp(`/center/course-detail/${cls!.offeringId}$`));
    await expect(page.getByText(cls!.title).first()).toBeVisible();
  });
});
