/**
 * Journey 19-1, an article from the editor to the public (§2.5 news approval, §3 News): `ops` writes it on 信息发布
 * (新增文章: title, channel 金融动态, a body typed in the Tiptap editor with an image inserted through the toolbar's
 * upload, an attachment) and 保存并提交审核 (the row shows 待审核). `superadmin` (the review step's role) opens the
 * type 14 notice in the message centre and its 审核 action: the approval modal shows the article; 驳回 without an
 * opinion is refused (请输入驳回审批意见) and the modal stays; with an opinion, 通过 publishes it (通过成功, the modal
 * closes, the row shows 已发布). A signed-out visitor finds it by a word of its body on /finance/newsListSearch (the
 * word marked), opens it and sees the body's image loaded and the attachment's link. Runs on a fresh database
 * (start-server.mjs).
 */
import { test, expect, type Page } from '@playwright/test';
import { PHONE_CODE_TITLE, REJECT_OPINION_REQUIRED, SMS_SENT, SMS_TOO_FREQUENT, VERIFY_SUCCESS } from '@portal/shared';
import { LIVE, bellOf, settled, signIn, signInThroughForm, spaced, toast } from './helpers.ts';

test.setTimeout(180_000);

const SUPERADMIN_PHONE = '13800000001';
/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The word the visitor searches for (jieba cuts it as one word). */
const WORD = '保理';

/** The admin phone-code dialog of a new superadmin session (see 04-admin-phone-code), the code from the outbox. */
async function passAdminPhoneCheck(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: PHONE_CODE_TITLE });
  await expect(dialog).toBeVisible(LIVE);
  const getCode = dialog.getByRole('button', { name: '获取验证码' });
  const sent = toast(page, SMS_SENT);
  const tooSoon = toast(page, SMS_TOO_FREQUENT);
  // One code per phone every 60 s: when another journey sent superadmin one moments ago, ask again until it is sent.
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

test('ops writes an article; superadmin rejects without an opinion, then approves; a visitor finds and reads it', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `保理业务线上办理通知${stamp}`;
  const body = `成员企业可在平台在线办理${WORD}业务，${WORD}申请审核通过后资金按约定到账。`;
  const attachment = `保理业务材料清单${stamp}.png`;

  // --- ops writes and submits it ---
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops');
  await ops.goto('/newsSend/informationIssues');
  await ops.getByRole('button', { name: /新增文章/ }).click();
  const drawer = ops.getByRole('dialog').filter({ hasText: '新增文章' });
  await expect(drawer).toBeVisible();
  await settled(drawer);
  await drawer.getByLabel('标题', { exact: true }).fill(title);

  const channels = drawer.getByLabel('栏目', { exact: true });
  const chosen = drawer.locator('.ant-select-selection-item').filter({ hasText: '金融动态' });
  // Under load a click on an option still sliding in can be lost: pick it again until it shows as chosen (never
  // clicking a chosen one again: a multiple select would take it off).
  await expect(async () => {
    if ((await chosen.count()) === 0) {
      await channels.click();
      const option = ops
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: /^金融动态$/ });
      await settled(ops.locator('.ant-select-dropdown:visible'));
      await option.click();
    }
    // A multiple select keeps its list open: close it.
    await channels.press('Escape');
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass(LIVE);

  // The body: typed, then an image through the toolbar (the editor is loaded with the drawer).
  const editor = drawer.locator('.ProseMirror');
  await expect(editor).toBeVisible(LIVE);
  await editor.click();
  await ops.keyboard.type(body);
  await expect(editor).toContainText(body);
  const imageChooser = ops.waitForEvent('filechooser');
  await drawer.getByRole('toolbar', { name: '正文格式' }).getByRole('button', { name: '插入图片' }).click();
  await (await imageChooser).setFiles({ name: 'factoring.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img')).toHaveAttribute('src', /\/fileManager\/publicFile\?fileId=/, LIVE);

  const fileChooser = ops.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: /上传附件/ }).click();
  await (await fileChooser).setFiles({ name: attachment, mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByRole('button', { name: `移除文件 ${attachment}` })).toBeVisible(LIVE);

  const submit = drawer.getByRole('button', { name: spaced('保存并提交审核') });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(ops, /提交成功/)).toBeVisible(LIVE);
  await expect(drawer).toBeHidden();
  const opsRow = ops.getByRole('row').filter({ hasText: title });
  await expect(opsRow.getByText('待审核')).toBeVisible(LIVE);

  // --- superadmin reviews it from the notice ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, 'superadmin');
  await passAdminPhoneCheck(admin);
  await bellOf(admin).click();
  await admin.getByRole('button', { name: '查看全部' }).click();
  const centre = admin.getByRole('dialog').filter({ has: admin.getByRole('navigation', { name: '消息分类' }) });
  await expect(centre).toBeVisible();
  await centre.getByRole('menuitem', { name: /待办审批/ }).click();
  const notice = centre.locator('.portal-message-centre__item').filter({ hasText: title });
  await expect(notice).toBeVisible(LIVE);
  await notice.getByText(title).first().click();
  const detail = admin.locator('.portal-notice-detail');
  await expect(detail.getByText(title).first()).toBeVisible();
  await settled(detail);
  await detail.getByRole('button', { name: spaced('审核') }).click();
  await expect(admin).toHaveURL(/\/newsSend\/informationIssues\?.*review=/, LIVE);

  const modal = admin.getByRole('dialog').filter({ hasText: '新闻审核' });
  await expect(modal).toBeVisible(LIVE);
  await expect(modal.getByRole('heading', { name: title })).toBeVisible(LIVE);
  const modalBody = modal.getByTestId('news-approval-body');
  await expect(modalBody).toContainText(WORD);
  await expect(modalBody.locator('img')).toHaveAttribute('src', /\/fileManager\/publicFile\?fileId=/);
  await settled(modal);

  // 驳回 needs an opinion: refused, and the modal stays.
  await modal.getByRole('button', { name: spaced('驳回') }).click();
  await expect(modal.getByRole('alert').filter({ hasText: REJECT_OPINION_REQUIRED })).toBeVisible();
  await expect(modal).toBeVisible();

  await modal.getByLabel('审批意见').fill('内容属实，同意发布');
  await modal.getByRole('button', { name: spaced('通过') }).click();
  await expect(toast(admin, /通过成功/)).toBeVisible(LIVE);
  await expect(modal).toBeHidden(LIVE);
  await expect(admin).not.toHaveURL(/review=/);
  await expect(admin.getByRole('row').filter({ hasText: title }).getByText('已发布')).toBeVisible(LIVE);
  await adminContext.close();
  await opsContext.close();

  // --- a visitor finds it by a word of its body and reads it ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/finance/newsListSearch?keyword=${encodeURIComponent(WORD)}`);
  const hit = visitor.locator('.news-result').filter({ hasText: title });
  await expect(hit).toBeVisible(LIVE);
  await expect(hit.locator('mark').filter({ hasText: WORD }).first()).toBeVisible();
  await hit.getByRole('link').first().click();
  await expect(visitor).toHaveURL(/\/finance\/newsDetails\?id=/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(LIVE);
  const article = visitor.getByTestId('news-body');
  await expect(article).toContainText(body);
  const image = article.locator('img');
  await expect(image).toHaveAttribute('src', /\/fileManager\/publicFile\?fileId=/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), LIVE)
    .toBeGreaterThan(0);
  const link = visitor.getByRole('region', { name: '附件' }).getByRole('link', { name: attachment });
  await expect(link).toHaveAttribute('href', /\/fileManager\/publicFile\?fileId=/);
  await visitorContext.close();
});
