import { expect, type Page } from '@playwright/test';

/** The demo course both banner journeys promote. */
export const BANNER_COURSE = /初二数学.{2}同步提高班/;

/**
 * Adds a 首页轮播 banner for the demo course from the console's open banners page (the placement the page shows is
 * the one the form starts with) and waits for its row to say 展示中.
 */
export async function addCourseBanner(page: Page, banner: { title: string; subtitle: string; placement?: string }) {
  await page.getByRole('button', { name: '新增轮播图' }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  if (banner.placement) await expect(dialog.getByText(banner.placement)).toBeVisible();
  await dialog.getByLabel('标题', { exact: true }).fill(banner.title);
  await dialog.getByLabel('副标题').fill(banner.subtitle);
  // The options are searched again as one types: pick once the list has settled on the course.
  await expect(async () => {
    await dialog.getByLabel('推广课程').click();
    await dialog.getByLabel('推广课程').fill('同步提高班');
    await page.locator('.ant-select-item-option', { hasText: BANNER_COURSE }).first().click({ timeout: 3000 });
    await expect(dialog.getByTitle(BANNER_COURSE)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('轮播图已添加')).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: banner.title });
  await expect(row.getByText('展示中')).toBeVisible();
  return row;
}
