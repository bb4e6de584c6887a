import { expect, test } from '@playwright/test';
import { api, apiLogin, DEMO_STUDENT } from '../support/session';
import { type MyClass, type OfferingDetail } from '../learning/learning-support';
import { shotPath } from './homework-support';

/**
 * Inside the native apps the homework is its own page (/homework/{id}); the preview carousel there answers
 * gestures: a double tap within 250 ms toggles the zoom 100 % / 200 %, a 700 ms long press offers to save the
 * image, which goes to the host through the bridge. The phone project plays the phone app (user agent
 * SaltClassesApp, `window.SaltAppBridge`), the desktop project the PC client (SaltClassesPC, `window.saltPc`);
 * the bridges here only record what the page sends, as the apps' own would receive it.
 */

interface HostMessage {
  action: string;
  payload: Record<string, unknown>;
}

test.describe('homework in the app: preview gestures', () => {
  test('double tap zooms, long press saves through the bridge', async ({ browser, request }, info) => {
    const project = info.project.name;
    const phone = project === 'phone';
    const u = info.project.use;
    const { token } = await apiLogin(request, DEMO_STUDENT.username, DEMO_STUDENT.password);
    const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
    const cls = classes.find((c) => c.role === 'student' && c.tutor && c.finished >= 1)!;
    const detail = await api<OfferingDetail>(request, token, 'GET', `/api/learn/offering/${cls.offeringId}`);
    const first = detail.chapters[0]!;

    const context = await browser.newContext({
      baseURL: u.baseURL,
      viewport: u.viewport,
      deviceScaleFactor: u.deviceScaleFactor,
      isMobile: u.isMobile,
      hasTouch: u.hasTouch,
      locale: u.locale,
      timezoneId: u.timezoneId,
      userAgent: `${u.userAgent ?? ''} ${phone ? 'SaltClassesApp/3.2.0' : 'SaltClassesPC/3.2.0'}`,
    });
    // The host app: the bridge it injects, and the login it hands over (the tokens the site keeps).
    const login = await apiLogin(request, DEMO_STUDENT.username, DEMO_STUDENT.password);
    await context.addInitScript(
      ({ phone, accessToken }) => {
        const w = window as unknown as Record<string, unknown> & { hostMessages: unknown[] };
        w.hostMessages = [];
        if (phone) w.SaltAppBridge = { postMessage: (m: string) => w.hostMessages.push(JSON.parse(m)) };
        else w.saltPc = { send: (action: string, payload: unknown) => w.hostMessages.push({ action, payload }) };
        if (!localStorage.getItem('salt-classes-token'))
          localStorage.setItem('salt-classes-token', JSON.stringify({ accessToken }));
      },
      { phone, accessToken: login.token },
    );
    const page = await context.newPage();
    try {
      await page.goto(`/homework/${first.id}`);
      const review = page.getByTestId('hw-view-review');
      await expect(review).toBeVisible();
      // The app's page is the homework alone: no site header.
      await expect(page.getByTestId('login-button')).toHaveCount(0);

      const thumb = review.locator('.hw-reply .hw-thumb img').first();
      await thumb.click();
      const image = page.getByTestId('hw-preview-image');
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // The dialog zooms in from the thumbnail: measure the image once the opening animation has settled (a box
      // taken mid-animation puts the presses beside the image).
      const settledBox = async () => {
        const a = await image.boundingBox();
        await page.waitForTimeout(150);
        const b = await image.boundingBox();
        return a && b && JSON.stringify(a) === JSON.stringify(b) ? b : null;
      };
      await expect.poll(settledBox).not.toBeNull();
      const box = (await settledBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;

      // Double tap (two presses within 250 ms): 200 %, and again: 100 %. The two taps are dispatched in the page
      // in one go, so a slow test machine cannot stretch them past 250 ms (each driven press is a round trip).
      const tapTwice = () =>
        image.evaluate(
          (el, at) => {
            for (let i = 0; i < 2; i++) {
              for (const type of ['pointerdown', 'pointerup'])
                el.dispatchEvent(
                  new PointerEvent(type, { bubbles: true, clientX: at.x, clientY: at.y, pointerType: 'touch' }),
                );
            }
          },
          { x, y },
        );
      await tapTwice();
      await expect(image).toHaveAttribute('style', /scale\(2\)/);
      await page.screenshot({ path: shotPath(project, 'app-preview-zoomed') });
      await tapTwice();
      await expect(image).toHaveAttribute('style', /scale\(1\)/);

      // Two presses further apart than 250 ms are two single taps: no zoom. On the image: the mouse is still where
      // the thumbnail was clicked, which may be the dialog's mask (a press there closes the preview).
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
      await page.waitForTimeout(400);
      await page.mouse.down();
      await page.mouse.up();
      await expect(image).toHaveAttribute('style', /scale\(1\)/);

      // A long press (held past 700 ms) offers to save; 保存 sends saveImage with the image's URL to the host.
      await page.waitForTimeout(300);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.waitForTimeout(900);
      await page.mouse.up();
      const confirm = page.getByRole('dialog').filter({ hasText: '保存这张图片到相册？' });
      await expect(confirm).toBeVisible();
      await page.screenshot({ path: shotPath(project, 'app-preview-save') });
      await confirm.getByRole('button', { name: /保\s*存/ }).click();
      const src = await image.getAttribute('src');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { hostMessages: HostMessage[] }).hostMessages))
        .toContainEqual({ action: 'saveImage', payload: { url: src } });

      // A short press does not offer saving.
      const before = await page.evaluate(() => (window as unknown as { hostMessages: unknown[] }).hostMessages.length);
      await page.mouse.down();
      await page.waitForTimeout(200);
      await page.mouse.up();
      await page.waitForTimeout(900);
      await expect(page.getByRole('dialog').filter({ hasText: '保存这张图片到相册？' })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { hostMessages: unknown[] }).hostMessages.length)).toBe(
        before,
      );

      // The app's other homework address shows the same flow.
      await page.goto(`/homework/show/${first.id}`);
      await expect(page.getByTestId('hw-view-review')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
