import { expect, test } from '@playwright/test';
import { FILE_TYPE_COLOURS } from '@salt/domain';
import { api, DEMO_STUDENT, logIn } from '../support/session';
import { type MyClass, type OfferingDetail } from '../learning/learning-support';
import { imagesLoaded, openHomeworkFromCenter, shotPath } from './homework-support';

/**
 * The demo student reads marked homework: from the learning centre, the first session of their class opens in
 * the homework dialog on the review view, with a mark per answer, the explanation files (a real PDF and the
 * board photo, download buttons coloured by type), the tutor's feedback with stars and photo, and the preview
 * carousel. An expired session without a submission says '超时未提交'. Reads only, so it can run again.
 */

const rgb = (hex: string) =>
  `rgb(${hex
    .slice(1)
    .match(/../g)!
    .map((h) => parseInt(h, 16))
    .join(', ')})`;

test.describe('homework: the demo student reads marked homework', () => {
  test('review with marks, explanation files, feedback stars and the preview', async ({ page, request }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const token = await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);

    // The demo student's class with a tutor; its first session's homework is marked (demo seed).
    const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
    const cls = classes.find((c) => c.role === 'student' && c.tutor && c.finished >= 2);
    expect(cls, 'the demo student has a class with a tutor and finished sessions').toBeTruthy();
    const detail = await api<OfferingDetail>(request, token, 'GET', `/api/learn/offering/${cls!.offeringId}`);
    const [first, second] = detail.chapters;

    const dialog = await openHomeworkFromCenter(page, cls!.title, first!.title);
    const review = dialog.getByTestId('hw-view-review');
    await expect(review).toBeVisible();
    // Marked homework says 已批改 with the tutor's score, not 已提交.
    await expect(review.getByTestId('hw-review-summary')).toContainText('已批改');
    await expect(review.getByTestId('hw-review-summary')).not.toContainText('已提交');
    await expect(review.locator('.hw-review__score')).toHaveText('得分 88');

    // A mark per answer: the seed answered the first fill-blank wrong (17 for the isosceles triangle's perimeter).
    await expect(review.getByLabel('正确')).toHaveCount(3);
    await expect(review.getByLabel('错误')).toHaveCount(1);
    const marked = await api<{ sections: { questions: { rightAnswer?: string | null }[] }[] }>(
      request,
      token,
      'GET',
      `/api/quiz/homework/byChapter?chapterId=${first!.id}`,
    );
    const firstBlank = marked.sections[0]!.questions[2]!.rightAnswer!.split('|')[0];
    await expect(review.getByText(`正确答案：${firstBlank}`)).toBeVisible();
    // Both choice questions show their options, the right ones marked.
    await expect(review.getByTestId('hw-review-options')).toHaveCount(2);
    // Fill-blanks sharing number 3 show it once.
    await expect(review.getByTestId('hw-number').filter({ hasText: /^3\.?$/ })).toHaveCount(1);

    // Explanation files: pdf red, png green; the PDF is a real document.
    const files = review.locator('.hw-files .hw-file');
    await expect(files).toHaveCount(2);
    const pdfButton = files.filter({ hasText: '.pdf' }).getByRole('button', { name: /下载/ });
    const pngButton = files.filter({ hasText: '.png' }).getByRole('button', { name: /下载/ });
    await expect(pdfButton).toHaveCSS('background-color', rgb(FILE_TYPE_COLOURS.pdf));
    await expect(pngButton).toHaveCSS('background-color', rgb(FILE_TYPE_COLOURS.png));
    // The button opens the file in a new tab, which downloads it (uploads other than images are attachments):
    // Chromium reports the download on the opening page.
    const popupEvent = page.waitForEvent('popup');
    const downloadEvent = page.waitForEvent('download');
    await pdfButton.click();
    const download = await downloadEvent;
    const pdfUrl = download.url();
    expect(pdfUrl, 'the PDF button fetches the PDF').toMatch(/\.pdf$/);
    await download.cancel();
    await (await popupEvent).close();
    const pdf = await request.get(pdfUrl);
    expect(pdf.ok(), `${pdfUrl} is served`).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The tutor's feedback: 88 points are 4.4 stars (score / 20), the text and a marked photo.
    const reply = review.locator('.hw-reply');
    await expect(reply.getByTestId('hw-stars')).toHaveAttribute('data-stars', '4.4');
    await expect(reply.getByText('88分')).toBeVisible();
    await expect(reply.getByText(/解题步骤完整/)).toBeVisible();
    const thumb = reply.locator('.hw-thumb').first();
    const size = await thumb.boundingBox();
    expect(size, 'a feedback thumbnail').toBeTruthy();
    expect([Math.round(size!.width), Math.round(size!.height)]).toEqual(phone ? [60, 75] : [120, 150]);
    // Every photo the review shows has loaded (real files in storage).
    await imagesLoaded(review);
    await review.locator('.hw-thumb').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(project, 'demo-review') });

    // The preview carousel: rotate turns the photo a quarter.
    await thumb.locator('img').click();
    const preview = page.getByTestId('hw-preview-image');
    await expect(preview).toBeVisible();
    await page.getByRole('button', { name: /旋转/ }).click();
    await expect(preview).toHaveAttribute('style', /rotate\(90deg\)/);
    await page.screenshot({ path: shotPath(project, 'demo-preview-rotated') });
    await page.getByRole('dialog').filter({ hasText: '图片预览' }).locator('.ant-modal-close').click();
    await expect(preview).toBeHidden();

    // Closing the dialog leaves the course detail; the browser's address loses ?homework.
    await dialog.locator('.ant-modal-close').first().click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/homework=/);

    // The second session's homework was never submitted and its week is over: 超时未提交.
    if (second && second.state === 'finished') {
      const row = page.getByTestId('session-row').filter({ hasText: second.title });
      await row.getByRole('button', { name: /课后作业/ }).click();
      const late = page.getByRole('dialog').filter({ hasText: '课后作业' }).getByTestId('hw-view-review');
      await expect(late.getByTestId('hw-timed-out')).toHaveText('超时未提交');
      // Not handed in, the questions still come with their options (never a bare question).
      await expect(late.getByTestId('hw-review-options')).toHaveCount(2);
      await expect(late.getByTestId('hw-review-options').first().getByRole('listitem')).toHaveCount(4);
    }
  });
});
