/**
 * Shared steps of the browser journeys. Every journey runs in its own browser context (Playwright's default
 * per test) and starts signed out; the server behind them is e2e/start-server.mjs (fresh database, demo data,
 * captcha off, so any captcha text passes).
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_BASE, RESPONSE_CODE, endpointPath } from '@portal/shared';

export const DEMO_PASSWORD = 'Portal@2026';
export const PORTAL_TITLE = '能源金融税务门户';
/** Any text: AUTH_CAPTCHA=off accepts whatever the visitor types. */
export const ANY_CAPTCHA = 'abcd';

/**
 * A button's accessible name. antd puts a space between the two CJK characters of a two-character button
 * (登 录), and a button with an icon starts with the icon's aria-label ("login 登录"), so names are matched loosely.
 */
export const spaced = (text: string) => new RegExp(`^(?:[\\w-]+\\s+)?${[...text].join('\\s*')}$`);

/** A menu entry's accessible name: its icon's label (antd icons carry aria-label) followed by the entry's text. */
export const menuName = (text: string) => new RegExp(`(^|\\s)${text}$`);

export const titleOf = (routeTitle: string) => `${routeTitle} - ${PORTAL_TITLE}`;

/** Fills the login form; does not wait for the outcome. */
export async function submitLogin(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  if (!/\/login\/index/.test(page.url())) await page.goto('/login/index');
  await page.getByPlaceholder('账号', { exact: true }).fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByPlaceholder('验证码', { exact: true }).fill(ANY_CAPTCHA);
  await page.getByRole('button', { name: spaced('登录') }).click();
}

/**
 * The sessions the journeys signed in, by account (the worker runs the journeys one after another, so they share it):
 * a later journey of the same account starts from the stored session instead of the login form, as a returning user's
 * browser does. Journey 01 signs in through the form itself (submitLogin); the login page's own journeys (07, 08)
 * too.
 */
const storedSessions = new Map<string, Cookie[]>();

/**
 * Signed in as `account`, on the workbench: with its stored session when the server still holds it (one live session
 * per account: a later sign-in elsewhere, a logout or a password change ends it), otherwise through the login page.
 */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  const stored = storedSessions.get(account);
  if (stored && (await sessionLive(page, stored))) {
    await page.context().addCookies(stored);
    await page.goto('/workbenches/newIndex');
    await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
    return;
  }
  await signInThroughForm(page, account, password);
}

/** Signs in through the login page (a new session: the account's previous one ends) and waits for the workbench. */
export async function signInThroughForm(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login/index');
  await submitLogin(page, account, password);
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  storedSessions.set(account, await page.context().cookies());
}

/**
 * The token of the account's session a journey of this worker signed in and left live (a superadmin's has passed the
 * phone-code check), for a journey that works through the API: no new sign-in, and no second phone code (one per
 * phone every 60 s). Undefined when there is none or the server ended it.
 */
export async function storedToken(request: APIRequestContext, account: string): Promise<string | undefined> {
  const token = storedSessions.get(account)?.find((c) => /^portal_v.+_token$/.test(c.name))?.value;
  if (!token) return undefined;
  const res = await request.get(`${API_BASE}${endpointPath('userInfo')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = res.ok() ? ((await res.json()) as { code?: string }) : {};
  return body.code === RESPONSE_CODE.ok ? token : undefined;
}

/** Whether the server still answers the stored session's token (user info, as the page's first call does). */
async function sessionLive(page: Page, cookies: Cookie[]): Promise<boolean> {
  const token = cookies.find((c) => /^portal_v.+_token$/.test(c.name))?.value;
  if (!token) return false;
  const res = await page.request.get(`${API_BASE}${endpointPath('userInfo')}`, { headers: { token } });
  if (!res.ok()) return false;
  const body = (await res.json()) as { code?: string };
  return body.code === RESPONSE_CODE.ok;
}

/** The token cookie (`portal_v<version>_token`), if any. */
export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => /^portal_v.+_token$/.test(c.name));
}

/** The page header (antd Layout.Header renders a <header>, i.e. the banner landmark). */
export const header = (page: Page): Locator => page.getByRole('banner');

/** The toast layer of antd's message API. */
// The newest: under load an earlier toast of the same text may still be showing (3 s).
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-message').getByText(text).last();

/** Where journeys drop their screenshots (e2e/test-results is gitignored). */
export const shot = (name: string) => ({ path: `test-results/screens/${name}.png`, fullPage: false });

/** Waits for the element's (and its descendants') CSS animations to end: dialogs zoom in, toasts slide in. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

/**
 * Picks an option of the antd Select labelled `label` inside `scope`, and waits until the select shows it. A list
 * that is refreshed as it opens (its query refetching) can swallow a click, its rows re-rendered under the pointer:
 * the choice is made again until the select holds it (each try bounded, the whole by `timeout`).
 */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
  timeout = 30_000,
): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  // The chosen option's label is the title of the select's content (antd 6).
  const select = scope.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
  const shown = select.locator('.ant-select-content-has-value');
  await expect(async () => {
    const list = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    if ((await list.count()) === 0) await input.click({ timeout: 5_000 });
    await list.filter({ hasText: option }).first().click({ timeout: 5_000 });
    await expect(shown).toHaveAttribute('title', option, { timeout: 2_000 });
  }).toPass({ timeout });
}

/**
 * The floating parts (the §2.4 chat sphere, the §2.5 quick-help ball) leave the page usable: under the centre of each,
 * nothing a user acts on (a button, a link, a field, a table row), because where it would be covered the part docks
 * to the window's edge.
 */
export async function expectFloatingClear(page: Page): Promise<void> {
  // Polled: a part looks again at what it covers a moment after the page stops changing.
  await expect.poll(() => floatingCovers(page)).toEqual([]);
}

function floatingCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll('[data-testid="chat-sphere"] button, [data-testid="quick-help"]')];
    const interactive = 'input, textarea, select, button, a[href], [role="button"], .ant-select, .ant-table-row';
    return parts.flatMap((part) => {
      const r = part.getBoundingClientRect();
      const under = document
        .elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        .find((el) => !part.contains(el) && !el.closest('[data-testid="chat-sphere"], [data-testid="quick-help"]'));
      const hit = under?.closest(interactive);
      return hit
        ? [
            `${part.getAttribute('aria-label') ?? part.getAttribute('data-testid')} covers ${hit.outerHTML.slice(0, 80)}`,
          ]
        : [];
    });
  });
}

/** For what arrives through the server's push (a websocket frame after another user's action): generous on a loaded machine. */
export const LIVE = { timeout: 30_000 };

/** ops sends a system notice to one user from /systemMonitoring/push (the confirmation answered), as §2.6 does. */
export async function sendSystemNotice(ops: Page, content: string, recipient: string): Promise<void> {
  await ops.goto('/systemMonitoring/push');
  await ops.getByLabel('通知内容').fill(content);
  const recipients = ops.getByLabel('接收用户或企业');
  await recipients.click();
  await recipients.fill(recipient);
  // antd's visible option (its role=option twin is the screen readers' hidden list).
  await ops.locator('.ant-select-item-option').filter({ hasText: recipient }).first().click(LIVE);
  // A multiple select keeps its dropdown open (over the 发送 button): close it.
  await recipients.press('Escape');
  await expect(ops.locator('.ant-select-selection-item').filter({ hasText: recipient })).toBeVisible();
  await ops.getByRole('button', { name: spaced('发送') }).click(LIVE);
  const confirm = ops.getByRole('dialog').filter({ hasText: '发送系统通知' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(toast(ops, /发送成功/)).toBeVisible();
}

/** On a consultation page (`.portal-chat-page`): starts the consultation if none is open, sends `text`, waits for its ack. */
export async function consult(chat: Locator, text: string): Promise<void> {
  const start = chat.getByRole('button', { name: /发起咨询/ });
  await expect(start.or(chat.getByText(/排队中|客服已接入/))).toBeVisible(LIVE);
  if (await start.isVisible()) await start.click();
  const box = chat.getByLabel('消息内容');
  await expect(box).toHaveAttribute('placeholder', /Enter 发送/, LIVE);
  await box.fill(text);
  await chat.getByRole('button', { name: /发\s*送/ }).click();
  await expect(chat.getByRole('log').getByText(text)).toBeVisible(LIVE);
  await expect(chat.getByText('发送中…')).toHaveCount(0, LIVE);
}

/** The header's bell (§2.4 消息通知). */
export const bellOf = (page: Page): Locator => header(page).getByRole('button', { name: '消息通知' });

/** Opens and closes the bell's panel, which clears the dot the demo notices left. */
export async function clearBell(page: Page): Promise<void> {
  const bell = bellOf(page);
  await bell.click();
  await expect(page.getByRole('button', { name: '查看全部' })).toBeVisible();
  await bell.click();
  await expect(bell.locator('.ant-badge-dot')).toHaveCount(0);
}

/** Service staff take `customer`'s waiting consultation in the console (接入); answers the conversation's region. */
export async function takeConsultation(service: Page, customer: string, question: string): Promise<Locator> {
  const side = service.getByRole('complementary', { name: '会话列表' });
  const waiting = side.locator('.portal-service-console__item').filter({ hasText: customer }).first();
  await expect(waiting).toBeVisible(LIVE);
  await waiting.getByRole('button', { name: spaced('接入') }).click();
  const main = service.getByRole('region', { name: '会话' });
  await expect(main.getByRole('log').getByText(question)).toBeVisible(LIVE);
  return main;
}
