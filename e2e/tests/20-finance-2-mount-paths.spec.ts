/**
 * Journey 20-2, every §2.3 mount path a demo account holds shows its content: the product sub-apps load (their own
 * root), the host pages render, and the areas not built yet show 建设中 — never 应用暂不可用. A path the account does not
 * hold goes to /404 (the guard) and is skipped.
 */
import { test, expect } from '@playwright/test';
import { SUB_APP_MOUNT_PATHS } from '@portal/shared';
import { signIn } from './helpers.ts';

test.setTimeout(240_000);

for (const account of ['user', 'ops']) {
  test(`${account}: every mount path held shows its content`, async ({ page }) => {
    await signIn(page, account);
    let held = 0;
    for (const path of SUB_APP_MOUNT_PATHS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (/\/404/.test(page.url())) continue;
      held += 1;
      // Loaded (a sub-app's root or a host page), or 建设中 — the spinner gone, no failure.
      await expect(page.getByText('应用加载中…')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByText('应用暂不可用'), path).toHaveCount(0);
    }
    expect(held).toBeGreaterThan(3);
  });
}
