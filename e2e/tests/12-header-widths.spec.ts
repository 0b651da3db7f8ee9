/**
 * Journey 12 (§2.4, issue 9): on laptop widths (1366 and 1440 px) the top menu gets the room between the logo and the
 * header tools. For `user` (10 top menus) and `superadmin` (16, after the admin phone-code check) at each width:
 * the menu stays inside its space (no entry under the logo or the tools, nothing past the window), the space after the
 * last visible entry (or "…") up to the tools is small, and the first folded entry really would not have fitted.
 * Everything is measured from element boxes once the header has settled (two equal frames), never after a delay.
 */
import { test, expect, type Page } from '@playwright/test';
import { PHONE_CODE_TITLE, SMS_SENT, SMS_TOO_FREQUENT, VERIFY_SUCCESS } from '@portal/shared';
import { shot, signIn, spaced, toast } from './helpers.ts';

const WIDTHS = [1366, 1440] as const;
/** Less than one more entry: what is left after the last visible entry before the tools. */
const MAX_GAP = 120;
/** The logo and the tools leave the menu at least this share of the header's inner width. */
const MIN_MENU_SHARE = 0.55;
const SUPERADMIN_PHONE = '13800000001';

interface Box {
  left: number;
  right: number;
  width: number;
}
interface Entry extends Box {
  text: string;
}
interface HeaderLayout {
  header: Box & { paddingLeft: number; paddingRight: number };
  logo: Box;
  menu: Box;
  tools: Box;
  /** Top-level entries antd shows, in order. */
  shown: Entry[];
  /** Entries folded into "…" (their natural width is still laid out, invisibly). */
  folded: Entry[];
  /** The "…" entry, when something is folded. */
  rest: Box | null;
}

/** The header's boxes, read once two animation frames in a row give the same layout (antd re-folds on resize). */
function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(async () => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width };
    };
    const read = (): HeaderLayout => {
      const header = document.querySelector('.portal-header')!;
      const menu = header.querySelector('.portal-header__menu')!;
      const items = [...menu.querySelectorAll(':scope > li.ant-menu-overflow-item')];
      const isRest = (li: Element) => li.classList.contains('ant-menu-overflow-item-rest');
      // rc-overflow (antd's horizontal menu) marks the entries it folds away with aria-hidden.
      const hidden = (li: Element) => li.getAttribute('aria-hidden') === 'true';
      const entry = (li: Element) => ({ ...box(li), text: (li.textContent ?? '').trim() });
      const rest = items.find((li) => isRest(li) && !hidden(li));
      const style = getComputedStyle(header);
      return {
        header: {
          ...box(header),
          paddingLeft: parseFloat(style.paddingLeft),
          paddingRight: parseFloat(style.paddingRight),
        },
        logo: box(header.querySelector('.portal-logo')!),
        menu: box(menu),
        tools: box(header.querySelector('.portal-header__tools')!),
        shown: items.filter((li) => !isRest(li) && !hidden(li)).map(entry),
        folded: items.filter((li) => !isRest(li) && hidden(li)).map(entry),
        rest: rest ? box(rest) : null,
      };
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Settled: the same layout for 10 frames in a row (the overflow menu measures and re-renders over several
    // frames, more of them on a loaded machine), within 600 frames.
    let last = '';
    let same = 0;
    for (let i = 0; i < 600 && same < 10; i++) {
      await frame();
      const now = JSON.stringify(read());
      same = now === last ? same + 1 : 0;
      last = now;
    }
    return JSON.parse(last) as HeaderLayout;
  });
}

async function checkHeader(page: Page, account: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.locator('.portal-header__menu > li.ant-menu-overflow-item').first()).toBeVisible();
  const h = await headerLayout(page);
  const lastRight = Math.max(...h.shown.map((e) => e.right), h.rest?.right ?? -Infinity);
  const gap = h.tools.left - lastRight;
  test.info().annotations.push({
    type: `${account} @ ${width}px`,
    description: `shown ${h.shown.length}, folded ${h.folded.length}, gap ${Math.round(gap)} px, menu ${Math.round(h.menu.width)} px`,
  });
  await page.screenshot(shot(`12-header-${account}-${width}`));
  const at = `${account} at ${width}px`;

  // The header fits the window; logo, menu and tools do not overlap.
  expect(h.header.width, at).toBeLessThanOrEqual(width);
  expect(h.tools.right, at).toBeLessThanOrEqual(width);
  expect(h.menu.left, at).toBeGreaterThanOrEqual(h.logo.right - 0.5);
  expect(h.menu.right, at).toBeLessThanOrEqual(h.tools.left + 0.5);

  // The menu does not overflow its space: every visible entry, and "…", is inside the menu's box.
  expect(h.shown.length, at).toBeGreaterThan(0);
  for (const e of [...h.shown, ...(h.rest ? [{ ...h.rest, text: '…' }] : [])]) {
    expect(e.left, `${at}: ${e.text}`).toBeGreaterThanOrEqual(h.menu.left - 0.5);
    expect(e.right, `${at}: ${e.text}`).toBeLessThanOrEqual(h.menu.right + 0.5);
  }
  expect(h.rest === null, `${at}: "…" shows exactly when entries are folded`).toBe(h.folded.length === 0);

  // The room is used: little is left before the tools…
  expect(gap, at).toBeGreaterThanOrEqual(0);
  expect(gap, at).toBeLessThan(MAX_GAP);
  // …the next entry really did not fit…
  if (h.folded.length > 0) {
    const free = h.menu.right - h.rest!.right;
    expect(h.folded[0].width, `${at}: ${h.folded[0].text} would fit in ${Math.round(free)} px`).toBeGreaterThan(free);
  }
  // …and the logo and the tools leave most of the header to the menu.
  const inner = h.header.width - h.header.paddingLeft - h.header.paddingRight;
  expect(h.menu.width / inner, at).toBeGreaterThanOrEqual(MIN_MENU_SHARE);
}

/** The admin phone-code dialog (see 04-admin-phone-code), with the code from the dev SMS outbox. */
async function passAdminPhoneCheck(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: PHONE_CODE_TITLE });
  await expect(dialog).toBeVisible();
  const getCode = dialog.getByRole('button', { name: '获取验证码' });
  const sent = toast(page, SMS_SENT);
  const tooSoon = toast(page, SMS_TOO_FREQUENT);
  // One code per phone every 60 s: when journey 4 sent superadmin one moments ago, ask again until the server sends.
  await expect(async () => {
    await expect(tooSoon).toHaveCount(0);
    await getCode.click();
    await expect(sent.or(tooSoon).first()).toBeVisible();
    await expect(sent).toBeVisible({ timeout: 1000 });
  }).toPass({ intervals: [5_000], timeout: 90_000 });
  const res = await page.request.get(`/japi/dev/sms-outbox?phone=${SUPERADMIN_PHONE}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: Array<{ code: string }> };
  await dialog.getByPlaceholder('请输入验证码').fill(body.data[0].code);
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(toast(page, VERIFY_SUCCESS)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('user: the top menu uses the header at 1366 and 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await signIn(page, 'user');
  for (const width of WIDTHS) await checkHeader(page, 'user', width);
});

test('superadmin: the top menu uses the header at 1366 and 1440 px', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await signIn(page, 'superadmin');
  await passAdminPhoneCheck(page);
  for (const width of WIDTHS) await checkHeader(page, 'superadmin', width);
});
