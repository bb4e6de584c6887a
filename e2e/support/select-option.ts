import { expect, type Locator } from '@playwright/test';

/**
 * Chooses an option of an antd select until the select shows it. A click that lands while the dropdown is still
 * opening (or its list re-renders as the options arrive) can miss, leaving the dropdown open over the next field;
 * this opens it again and picks again instead of waiting on a choice that never happened.
 */
export async function chooseOption(select: Locator, option: Locator, chosen: Locator): Promise<void> {
  await expect(async () => {
    if (!(await chosen.isVisible())) {
      await select.click();
      await option.click({ timeout: 3000 });
    }
    await expect(chosen).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
