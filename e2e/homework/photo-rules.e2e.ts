import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, DEMO_STUDENT, logIn } from '../support/session';
import { type MyClass, type OfferingDetail } from '../learning/learning-support';
import { photoOf, shotPath } from './homework-support';

/**
 * Photo rules in a real browser, on the demo student's open homework (nothing is submitted, so the journey can
 * run again): only jpeg/jpg/png ('上传图片格式错误'); a photo over 1 MB is scaled to 30 % and re-encoded as JPEG
 * before upload; on desktop, pasting an image uploads it and pasting something else says '这不是图片!!!'.
 */

interface HomeworkQuiz {
  quizAnswer: { quizAnswerType: string; endTime: string | null } | null;
}

async function openSubmitView(page: Page, token: string, request: Parameters<typeof api>[0]) {
  const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
  for (const c of classes.filter((k) => k.role === 'student')) {
    const detail = await api<OfferingDetail>(request, token, 'GET', `/api/learn/offering/${c.offeringId}`);
    for (const ch of detail.chapters.filter((k) => k.state !== 'upcoming').reverse()) {
      const quiz = await api<HomeworkQuiz>(request, token, 'GET', `/api/quiz/homework/byChapter?chapterId=${ch.id}`);
      const qa = quiz.quizAnswer;
      if (qa?.quizAnswerType === '1' && qa.endTime && new Date(qa.endTime).getTime() > Date.now() + 60_000) {
        await page.goto(`/center/course-detail/${c.offeringId}?homework=${ch.id}`);
        const submit = page.getByTestId('hw-view-submit');
        await expect(submit).toBeVisible();
        return submit;
      }
    }
  }
  throw new Error('the demo student has no open homework (the demo seed leaves the live session’s open)');
}

/** A noisy PNG well over 1 MB, drawn by the browser (noise does not compress). */
async function bigPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      const data = ctx.createImageData(width, height);
      for (let i = 0; i < data.data.length; i++) data.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0;
      ctx.putImageData(data, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

const lastThumb = (scope: Locator) => scope.locator('.hw-thumb img').last();

test.describe('homework: photo rules', () => {
  test('types, compression over 1 MB and pasting', async ({ page, request, browser }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const token = await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
    const submit = await openSubmitView(page, token, request);
    const photo = submit.locator('.hw-question').last();
    const input = photo.getByTestId('hw-file-input');

    // A GIF is refused in the page, before any upload.
    await input.setInputFiles({ name: 'image.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('上传图片格式错误').first()).toBeVisible();
    await expect(photo.locator('.hw-thumb')).toHaveCount(0);

    // Over 1 MB: 30 % of the width and height, re-encoded as JPEG (the server names files by their content).
    const big = await bigPng(page, 1200, 1600);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/file/file/upload'));
    await input.setInputFiles({ name: 'image.png', mimeType: 'image/png', buffer: big });
    const upload = await uploaded;
    const { data } = (await upload.json()) as { data: { url: string } };
    // A pupil's photo is private: a short-lived signed link to the private file route, never /uploads/.
    expect(data.url).toMatch(/^\/api\/file\/private\/images\/\d+\/[0-9a-f]{64}\.jpg\?exp=\d+&sig=[0-9a-f]{64}$/);
    // What the server stored is what the browser sent: a JPEG far smaller than the photo picked.
    const stored = await (await request.get(data.url)).body();
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(stored.length).toBeLessThan(big.length / 4);
    await expect(photo.locator('.hw-thumb')).toHaveCount(1);
    await expect
      .poll(() => lastThumb(photo).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([360, 480]);

    // A small PNG goes as it is.
    await input.setInputFiles({
      name: 'image.png',
      mimeType: 'image/png',
      buffer: await photoOf(browser, ['x = 7']),
    });
    await expect(photo.locator('.hw-thumb')).toHaveCount(2);
    await expect(lastThumb(photo)).toHaveAttribute('src', /\.png\?exp=\d+&sig=[0-9a-f]{64}$/);

    if (!phone) {
      // Desktop: paste into the upload box. Words are not a picture; a copied image uploads.
      const box = photo.getByRole('button', { name: '上传照片' });
      const paste = (what: 'text' | 'image', png?: number[]) =>
        box.evaluate(
          (el, { what, png }) => {
            const dt = new DataTransfer();
            if (what === 'text') dt.setData('text/plain', '不是图片');
            else dt.items.add(new File([new Uint8Array(png!)], 'image.png', { type: 'image/png' }));
            el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
          },
          { what, png },
        );
      await paste('text');
      await expect(page.getByText('这不是图片!!!').first()).toBeVisible();
      await expect(photo.locator('.hw-thumb')).toHaveCount(2);
      await paste('image', [...(await photoOf(browser, ['粘贴的图片']))]);
      await expect(photo.locator('.hw-thumb')).toHaveCount(3);
    }
    await photo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(project, 'photo-rules') });
    // Nothing is submitted: leaving the dialog keeps the homework open for the next run.
  });
});
