import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Screenshot of a state: e2e/artifacts/family/<project>-<state>.png (CI keeps e2e/artifacts). */
export async function shot(page: Page, info: TestInfo, state: string, fullPage = false): Promise<void> {
  // Let the 0.3 s page fade and antd's motion finish so the picture shows the settled state.
  await page.waitForTimeout(400);
  await page.screenshot({
    path: path.join(info.config.rootDir, 'artifacts', 'family', `${info.project.name}-${state}.png`),
    fullPage,
  });
}

export interface Sku {
  id: number;
  spuId: number;
  name: string;
  priceFen: number;
  soldOut: boolean;
  isGroup: boolean;
  needLogistics: boolean;
}
export interface OwnedSku {
  skuId: number;
  orderId: number;
  paid: boolean;
  offeringId: number | null;
}

export const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/**
 * Opens the goods page of the device's theme, picks the class by name and presses 立即购买: on desktops in the
 * purchase panel, on phones through the bar's class sheet.
 */
export async function buyNow(page: Page, phone: boolean, sku: Sku): Promise<void> {
  if (!phone) {
    await page.goto(`/pc-shop/goods-detail/${sku.spuId}`);
    await page.getByRole('radio', { name: new RegExp(sku.name) }).click();
    await page.getByRole('button', { name: '立即购买' }).click();
    return;
  }
  await page.goto(`/m-shop/goods-detail-new/${sku.spuId}`);
  await page.getByRole('button', { name: /班次/ }).click();
  const sheet = page.getByRole('dialog', { name: '选择班次' });
  await sheet.getByRole('radio', { name: new RegExp(sku.name) }).click();
  await sheet.getByRole('button', { name: '立即购买' }).click();
}

export const checkoutUrl = (phone: boolean) => (phone ? /\/m-shop\/checkOrder\?/ : /\/pc-shop\/check-order\?/);

/** The goods page's class option (a radio card), in the panel on desktops and in the sheet on phones. */
export async function classOption(page: Page, phone: boolean, spuId: number, name: string) {
  if (!phone) {
    await page.goto(`/pc-shop/goods-detail/${spuId}`);
    return page.getByRole('radio', { name: new RegExp(name) });
  }
  await page.goto(`/m-shop/goods-detail-new/${spuId}`);
  await page.getByRole('button', { name: /班次/ }).click();
  const sheet = page.getByRole('dialog', { name: '选择班次' });
  await expect(sheet).toBeVisible();
  return sheet.getByRole('radio', { name: new RegExp(name) });
}
