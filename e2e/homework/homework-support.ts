import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { api, apiLogin, DEMO_TUTOR } from '../support/session';
import { type MyClass, type OfferingDetail } from '../learning/learning-support';

/**
 * What the homework journeys share: the demo data they rely on, joining the running demo class as a new pupil
 * (order and dev payment through the API, as the shop journeys already cover those pages), photos to upload
 * and opening a session's homework from the learning centre like a pupil does.
 */

/** The demo seed's running class on sale (learning-demo-seed RUNNING_CLASS_SKUS): a session held yesterday. */
export const RUNNING_CLASS_SKU = 'DEMO-MA7-FALL-A';

/**
 * The demo homework's shape (homework-demo-seed, demo-homework-bank): 1 single, 2 multi, 3 two fill-blanks, 4 a
 * photo; 15 points each for 1-3 (four questions), 40 for the photo, which only the tutor scores. Its questions
 * are written for each session's topic, so the journeys read the right answers as the class's tutor sees them.
 */
export const DEMO_HOMEWORK = {
  objectiveScoreWithOneBlankWrong: 75,
};

interface TutorQuiz {
  sections: {
    questions: {
      questionType: string;
      options: { optionTitle: string; optionIsRight?: boolean }[];
      rightAnswer?: string | null;
    }[];
  }[];
}

/** The right answers of a session's homework, from the tutor's view of it (which always carries them). */
export async function rightAnswersOf(request: APIRequestContext, chapterId: number) {
  const tutor = await apiLogin(request, DEMO_TUTOR.username, DEMO_TUTOR.password);
  const quiz = await api<TutorQuiz>(request, tutor.token, 'GET', `/api/quiz/homework/byChapter?chapterId=${chapterId}`);
  const questions = quiz.sections.flatMap((s) => s.questions);
  const right = (i: number) => questions[i]!.options.filter((o) => o.optionIsRight).map((o) => o.optionTitle);
  const blanks = questions.filter((q) => q.questionType === 'fill_blank').map((q) => q.rightAnswer!.split('|')[0]!);
  return { single: right(0)[0]!, multi: right(1), blanks };
}

interface SpuCard {
  id: number;
}
export interface Sku {
  id: number;
  spuId: number;
  skuCode: string;
  name: string;
  priceFen: number;
  classPeriods: { startDate: string; endDate: string; startTime: string; endTime: string; lessonCount: number }[];
}

/** A demo sku by its code, as the shop's public API answers it. */
export async function skuByCode(request: APIRequestContext, token: string, code: string): Promise<Sku> {
  const spus = await api<{ records: SpuCard[] }>(request, token, 'GET', '/api/shop/spu/public/page?size=-1');
  for (const spu of spus.records) {
    const skus = await api<Sku[]>(request, token, 'GET', `/api/shop/spu/public/getSkuBySpuId?spuId=${spu.id}`);
    const found = skus.find((s) => s.skuCode === code);
    if (found) return found;
  }
  throw new Error(`the demo shop has no sku ${code}`);
}

/**
 * Buys the running class (or the class of `skuCode`) for a pupil and pays on the dev checkout the way its page
 * posts; answers the class.
 */
export async function joinRunningClass(
  request: APIRequestContext,
  token: string,
  skuCode: string = RUNNING_CLASS_SKU,
): Promise<MyClass> {
  const sku = await skuByCode(request, token, skuCode);
  const order = await api<{ id: number }>(request, token, 'POST', '/api/shop/order', { items: [{ skuId: sku.id }] });
  if (sku.priceFen > 0) {
    const pay = await api<{ url: string }>(request, token, 'POST', '/api/shop/order/pay', {
      orderId: order.id,
      channel: 'dev',
    });
    expect((await request.get(pay.url)).ok(), 'the dev checkout page opens').toBe(true);
    const checkoutToken = new URL(pay.url, 'http://x').searchParams.get('token')!;
    const done = await request.post('/api/pay/dev/checkout', { form: { token: checkoutToken, outcome: 'paid' } });
    expect(done.ok(), await done.text()).toBe(true);
  }
  await expect
    .poll(async () => (await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my')).length, {
      message: 'paying enrols the pupil',
    })
    .toBe(1);
  const [cls] = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
  return cls!;
}

/** The class's most recent finished session: its homework is open for a week after it. */
export async function latestFinishedSession(request: APIRequestContext, token: string, offeringId: number) {
  const detail = await api<OfferingDetail>(request, token, 'GET', `/api/learn/offering/${offeringId}`);
  const finished = detail.chapters.filter((c) => c.state === 'finished');
  expect(finished.length, 'the running class has held sessions').toBeGreaterThan(0);
  return { detail, chapter: finished[finished.length - 1]! };
}

/** The pupil's user id (to find their row on the tutor's page). */
export async function userIdOf(request: APIRequestContext, username: string, password: string) {
  return (await apiLogin(request, username, password)).userId;
}

/**
 * A real PNG "photo" of worked steps: the browser renders a sheet of exercise-book paper and screenshots it,
 * so the upload carries an image a person could have taken.
 */
export async function photoOf(browser: Browser, lines: string[], colour = '#1f3a93'): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 360, height: 450 } });
  try {
    await page.setContent(
      `<body style="margin:0;background:repeating-linear-gradient(#fdfcf5 0 37px,#dfe6ee 37px 38px);height:450px">` +
        `<div style="padding:24px 28px;font:22px/38px 'Noto Sans CJK SC',sans-serif;color:${colour}">` +
        lines.map((l) => `<div>${l}</div>`).join('') +
        `</div></body>`,
    );
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

/** Opens the course detail of a class from /center (its card's 全部课次), then a session's 课后作业. */
export async function openHomeworkFromCenter(page: Page, classTitle: string, sessionTitle: string) {
  await page.goto('/center');
  const card = page.getByTestId('class-card').filter({ hasText: classTitle });
  await card.getByRole('link', { name: /全部课次/ }).click();
  await expect(page).toHaveURL(/\/center\/course-detail\/\d+$/);
  const row = page.getByTestId('session-row').filter({ hasText: sessionTitle });
  await row.getByRole('button', { name: /课后作业/ }).click();
  // The frame's homework dialog opens over the course detail.
  await expect(page).toHaveURL(/[?&]homework=\d+/);
  const dialog = page.getByRole('dialog').filter({ hasText: '课后作业' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every photo under `scope` has loaded (real files from storage, not broken images). */
export async function imagesLoaded(scope: Locator, selector = '.hw-thumb img') {
  for (const img of await scope.locator(selector).all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

export const shotPath = (project: string, state: string) => `artifacts/homework/${project}-${state}.png`;
