import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_TUTOR, logIn, registerPupil } from '../support/session';
import {
  DEMO_HOMEWORK,
  imagesLoaded,
  joinRunningClass,
  latestFinishedSession,
  openHomeworkFromCenter,
  photoOf,
  rightAnswersOf,
  shotPath,
  userIdOf,
} from './homework-support';

/**
 * The whole homework loop at one screen size: a pupil answers choices and fill-blanks, uploads a photo and
 * submits; the image question being last, the dialog goes on to re-upload, where a second photo is added; the
 * review shows the marks and the automatic score. The demo tutor opens the session's marking page from the
 * learning centre and gives feedback (text, a photo, a score); the pupil then sees the stars and the feedback.
 *
 * Each run registers its own pupil, who joins the demo's running class (a session held yesterday). The sessions
 * held before joining are tagged 入班前课次 and their homework is 选做, open for a week from joining; the pupil does
 * yesterday's. Runs and projects never meet on one answer record.
 */

const uploadPhoto = async (scope: Locator, png: Buffer, name = 'image.png') => {
  await scope.getByTestId('hw-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  // The spinner shows while the upload runs, then a thumbnail with a delete icon.
  await expect(scope.getByTestId('hw-upload-spin')).toHaveCount(0, { timeout: 15_000 });
};

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('homework: submit, re-upload, tutor feedback', () => {
  test('a pupil submits homework with a photo, the tutor marks it, the pupil sees the stars', async ({
    page,
    request,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const phone = project === 'phone';

    const pupil = await registerPupil(request);
    const pupilId = await userIdOf(request, pupil.mobile, pupil.password);
    const token = await logIn(page, phone, pupil.mobile, pupil.password);
    const cls = await joinRunningClass(request, token);
    const { chapter, detail } = await latestFinishedSession(request, token, cls.offeringId);
    const answers = await rightAnswersOf(request, chapter.id);

    // The class's session list: the sessions held before the pupil joined say so, and their homework is 选做 (not
    // 未提交 or overdue); the sessions still to come carry no such tag.
    await page.goto(`/center/course-detail/${cls.offeringId}`);
    const sessionRow = page.getByTestId('session-row').filter({ hasText: chapter.title });
    await expect(sessionRow.getByTestId('before-enrolment')).toHaveText('入班前课次');
    await expect(sessionRow.getByTestId('homework-status')).toHaveText('选做');
    const held = detail.chapters.filter((c) => c.state === 'finished').length;
    await expect(page.getByTestId('before-enrolment')).toHaveCount(held);
    await expect(page.getByTestId('homework-status').filter({ hasText: /未提交/ })).toHaveCount(0);
    await page.screenshot({ path: shotPath(project, 'loop-joined-sessions') });

    // From the learning centre to the homework dialog: the submit view, optional practice due a week from joining.
    const dialog = await openHomeworkFromCenter(page, cls.title, chapter.title);
    const submit = dialog.getByTestId('hw-view-submit');
    await expect(submit).toBeVisible();
    await expect(dialog.getByTestId('hw-optional-note')).toContainText('选做练习');
    const questions = submit.locator('.hw-question');
    await expect(questions).toHaveCount(5);
    // Fill-blanks sharing number 3 show it once.
    await expect(submit.getByTestId('hw-number').filter({ hasText: /^3\.?$/ })).toHaveCount(1);

    // The preview button is labelled as a preview (never a second submit); before submission it says when.
    await expect(submit.getByRole('button', { name: '请提交答案' })).toHaveCount(0);
    await submit.getByRole('button', { name: '查看解析' }).click();
    await toast(page, '请提交答案，提交后可查看');

    // Submitting nothing: every question says what it needs, the form as a whole '请确认答题'.
    await submit.getByRole('button', { name: /提交作业/ }).click();
    await toast(page, '请确认答题');
    await expect(questions.nth(0).getByRole('alert')).toHaveText('请选择答案');
    await expect(questions.nth(1).getByRole('alert')).toHaveText('请选择答案');
    await expect(questions.nth(2).getByRole('alert')).toHaveText('请填写答案');
    // The submit button is at the bottom; the first question that needs an answer is brought into view.
    await expect(questions.nth(0)).toBeInViewport();
    await page.screenshot({ path: shotPath(project, 'loop-errors') });

    // Answer: the single and multi right, the first blank right, the second wrong on purpose.
    await questions.nth(0).getByText(answers.single, { exact: true }).click();
    for (const option of answers.multi) await questions.nth(1).getByText(option, { exact: true }).click();
    await questions.nth(2).getByPlaceholder('请输入答案').fill(answers.blanks[0]!);
    await questions.nth(3).getByPlaceholder('请输入答案').fill(`${answers.blanks[1]}0`);
    await expect(submit.getByRole('alert')).toHaveCount(0);

    // Without a photo or words the image question is not done: '请提交照片'.
    await submit.getByRole('button', { name: /提交作业/ }).click();
    await toast(page, '请提交照片');

    // A photo: the thumbnail has the device's size and a delete icon; delete it and upload again.
    const photoQuestion = questions.nth(4);
    const steps = await photoOf(browser, ['第 4 题', '解：按题意列式', '去括号、移项、合并', '答：见上，已检验。']);
    await uploadPhoto(photoQuestion, steps);
    const thumb = photoQuestion.locator('.hw-thumb');
    await expect(thumb).toHaveCount(1);
    const box = await thumb.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual(phone ? [60, 75] : [120, 150]);
    await photoQuestion.getByRole('button', { name: '删除照片' }).click();
    await expect(thumb).toHaveCount(0);
    await uploadPhoto(photoQuestion, steps);
    await expect(thumb).toHaveCount(1);
    await imagesLoaded(photoQuestion);
    await photoQuestion.getByPlaceholder('补充说明（选填）').fill('过程见照片');
    await page.screenshot({ path: shotPath(project, 'loop-answered'), fullPage: false });

    // Submit: the score message, then (the last question is a photo) the re-upload view with the photo.
    await submit.getByRole('button', { name: /提交作业/ }).click();
    await toast(page, `本次作业得分${DEMO_HOMEWORK.objectiveScoreWithOneBlankWrong}分`);
    const reupload = dialog.getByTestId('hw-view-reupload');
    await expect(reupload).toBeVisible();
    // The score stays on the page after the toast is gone, until the dialog closes.
    const result = dialog.getByTestId('hw-result');
    await expect(result).toHaveText(`本次作业得分${DEMO_HOMEWORK.objectiveScoreWithOneBlankWrong}分`);
    await expect(reupload.getByText('已提交的照片')).toBeVisible();
    await expect(reupload.locator('.hw-thumb')).toHaveCount(1);
    await imagesLoaded(reupload);
    // Re-upload needs a new image: '请提交图片'.
    await reupload.getByRole('button', { name: /提交照片/ }).click();
    await toast(page, '请提交图片');
    const check = await photoOf(browser, ['检查：代入原式，左边 = 右边 ✓'], '#237804');
    await uploadPhoto(reupload, check);
    await page.screenshot({ path: shotPath(project, 'loop-reupload') });
    await reupload.getByRole('button', { name: /提交照片/ }).click();

    // Review: marks, the automatic score, both submissions' photos, and no feedback yet.
    const review = dialog.getByTestId('hw-view-review');
    await expect(review).toBeVisible();
    await expect(result).toHaveText(`本次作业得分${DEMO_HOMEWORK.objectiveScoreWithOneBlankWrong}分`);
    await expect(review.getByTestId('hw-review-summary')).toContainText('已提交待批改');
    await expect(review.locator('.hw-review__score')).toHaveText(
      `客观题得分 ${DEMO_HOMEWORK.objectiveScoreWithOneBlankWrong}`,
    );
    await expect(review.getByLabel('正确')).toHaveCount(3);
    await expect(review.getByLabel('错误')).toHaveCount(1);
    await expect(review.getByText('第一次提交')).toBeVisible();
    await expect(review.locator('.hw-thumb')).toHaveCount(2);
    await imagesLoaded(review);
    await expect(review.getByText('老师还没有批改，请耐心等待')).toBeVisible();
    await page.screenshot({ path: shotPath(project, 'loop-review-pending') });
    // Behind the dialog the session now waits for the tutor.
    await dialog.locator('.ant-modal-close').first().click();
    await expect(dialog).toBeHidden();
    await expect(sessionRow.getByTestId('homework-status')).toHaveText('待批改');

    // The demo tutor, in their own browser at the same size, marks it from the learning centre.
    const u = info.project.use;
    const tutorContext = await browser.newContext({
      baseURL: u.baseURL,
      viewport: u.viewport,
      userAgent: u.userAgent,
      deviceScaleFactor: u.deviceScaleFactor,
      isMobile: u.isMobile,
      hasTouch: u.hasTouch,
      locale: u.locale,
      timezoneId: u.timezoneId,
    });
    const tutorPage = await tutorContext.newPage();
    try {
      await logIn(tutorPage, phone, DEMO_TUTOR.username, DEMO_TUTOR.password);
      await tutorPage.goto(`/center/course-detail/${cls.offeringId}`);
      const tutorRow = tutorPage.getByTestId('session-row').filter({ hasText: chapter.title });
      // The badge counts submissions still without feedback: this pupil's at least.
      await expect(tutorRow.locator('.ant-badge-count')).toBeVisible();
      await tutorRow.getByRole('button', { name: /批改作业/ }).click();
      await expect(tutorPage).toHaveURL(new RegExp(`/tutor/homework/${chapter.id}$`));
      const marking = tutorPage.getByTestId('hw-tutor');
      await expect(marking).toBeVisible();
      const row = marking.getByTestId(`hw-submission-${pupilId}`);
      await expect(row).toContainText('已提交');
      const form = marking.getByTestId(`hw-reply-${pupilId}`);
      // The page opens the first submitted pupil's panel; open this pupil's if it is not that one.
      if (!(await form.isVisible())) await row.click();
      await expect(form).toBeVisible();
      // The pupil's answers and both photos are there to mark.
      const answers = form.locator('xpath=..');
      await expect(answers.locator('.hw-thumb')).toHaveCount(2);
      await imagesLoaded(answers);
      await form.getByLabel('点评内容').fill('步骤完整，书写工整！第 3 题第二个空再检查一下。');
      const marked = await photoOf(browser, ['✓ 步骤完整', '✗ 第 3 题第二空再算一遍'], '#d4380d');
      await uploadPhoto(form, marked);
      await expect(form.locator('.hw-thumb')).toHaveCount(1);
      await form.getByLabel('得分').fill('90');
      await expect(form.getByTestId('hw-stars').last()).toHaveAttribute('data-stars', '4.5');
      await tutorPage.screenshot({ path: shotPath(project, 'tutor-marking') });
      await form.getByRole('button', { name: /提交批改/ }).click();
      await toast(tutorPage, '批改已提交');
      await expect(row).toContainText('已批改');
      await expect(row).toContainText('90分');
    } finally {
      await tutorContext.close();
    }

    // The pupil's session list says it is marked; the homework shows 4.5 stars, the text and the tutor's photo.
    await page.reload();
    await expect(sessionRow.getByTestId('homework-status')).toHaveText('已批改 90分');
    await sessionRow.getByRole('button', { name: /课后作业/ }).click();
    const again = page.getByRole('dialog').filter({ hasText: '课后作业' }).getByTestId('hw-view-review');
    await expect(again).toBeVisible();
    const reply = again.locator('.hw-reply');
    await expect(reply.getByTestId('hw-stars')).toHaveAttribute('data-stars', '4.5');
    await expect(reply.getByText('90分')).toBeVisible();
    await expect(reply.getByText(/步骤完整，书写工整/)).toBeVisible();
    await expect(reply.locator('.hw-thumb')).toHaveCount(1);
    await imagesLoaded(reply);
    await expect(again.locator('.hw-review__score')).toHaveText('得分 90');
    await expect(again.getByTestId('hw-review-summary')).toContainText('已批改');
    await expect(again.getByTestId('hw-review-summary')).not.toContainText('已提交');
    await reply.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(project, 'loop-feedback') });

    // The notice that marks are out names this session, now that they are.
    await page.goto('/center/Notice');
    await expect(page.getByText(new RegExp(`第${chapter.seq}讲.*的课后作业已由老师批改`)).first()).toBeVisible();
  });
});
