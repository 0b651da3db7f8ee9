/**
 * Journey 17, the organisation tree and an organisation change (issue 15). `user` (李明) opens /organization/index
 * and applies to add a company under 国能物资有限公司 (a level-2 company, so the plate is required): a .pdf is refused
 * at once with 上传文件必须是docx格式!, a .docx uploads, 保存 submits it. `ops` approves it on the same page (tab 待我审批)
 * and the tree shows the new company, in the applicant's open page too (the change form's pickers, without a reload),
 * where 注销 of its parent is refused at once (units in use under it). The refused .pdf is in the upload log
 * (/Base/auth-management/audit, tab 上传日志), where `ops` reads it. Runs on a fresh database (start-server.mjs).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { minimalDocx } from '../../apps/server/test/zip.ts';
import { chooseOption, settled, signIn, spaced, toast } from './helpers.ts';

const LIVE = { timeout: 30_000 };
test.setTimeout(240_000);

const PARENT = '国能物资有限公司';
const COMPANY = '国能物资测试新增有限公司';
// A GB 32100 code no seeded company uses (its check character is the standard's).
const CREDIT_CODE = '91110000MA01ABCD9E';

/** Picks a node of the antd TreeSelect labelled `label` by searching its title. */
async function chooseInTree(page: Page, scope: Locator, label: string, title: string): Promise<void> {
  const select = scope.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled(LIVE);
  await select.click();
  await select.fill(title);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .first()
    .click();
}

test('user applies to add a company with a docx; ops approves; the tree shows it', async ({ browser }) => {
  const userContext = await browser.newContext();
  const page = await userContext.newPage();
  await signIn(page, 'user');
  await page.goto('/organization/index');
  await expect(page.getByLabel('搜索单位')).toBeVisible(LIVE);
  await page.getByRole('button', { name: /组织机构变更申请/ }).click();
  const form = page.getByRole('dialog').filter({ hasText: '组织机构变更申请' });
  await expect(form).toBeVisible();
  await settled(form);

  await form.getByRole('radio', { name: '新增' }).check();
  await chooseInTree(page, form, '上级单位', PARENT);
  await chooseOption(page, form, '板块', '产业支持');
  await form.getByLabel('单位名称', { exact: true }).fill(COMPANY);
  await form.getByLabel('统一社会信用代码', { exact: true }).fill(CREDIT_CODE);

  // A .pdf is refused before anything is sent, and the refusal is logged.
  const chooser = form.locator('input[type=file]');
  const logged = page.waitForResponse((r) => r.url().includes('/fileManagerLog/saveUploadLog'));
  await chooser.setInputFiles({ name: '申请文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.getByText('上传文件必须是docx格式!').first()).toBeVisible(LIVE);
  expect((await logged).status()).toBe(200);

  await chooser.setInputFiles({
    name: '新增单位申请.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: minimalDocx(),
  });
  // Uploaded (not only sending: the name shows with the progress bar too), then 保存 (disabled until then).
  await expect(form.getByRole('button', { name: '移除文件 新增单位申请.docx' })).toBeVisible(LIVE);
  await form.getByRole('button', { name: spaced('保存') }).click();
  await expect(toast(page, /提交成功/)).toBeVisible(LIVE);

  // ops reviews it on the same page.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops');
  await ops.goto('/organization/index?tab=todo');
  const row = ops.getByRole('row').filter({ hasText: COMPANY });
  await expect(row).toBeVisible(LIVE);
  await row.getByRole('button', { name: spaced('审批') }).click();
  const review = ops.getByRole('dialog').filter({ has: ops.getByLabel('审批意见') });
  await expect(review).toBeVisible(LIVE);
  await settled(review);
  await expect(review.getByText('新增单位申请.docx')).toBeVisible();
  await review.getByLabel('审批意见').fill('同意新增');
  await review.getByRole('button', { name: spaced('通过') }).click();
  await expect(toast(ops, /通过成功/)).toBeVisible(LIVE);

  // The tree has the company now.
  await ops.goto('/organization/index');
  await ops.getByLabel('搜索单位').fill(COMPANY);
  await ops.getByLabel('搜索单位').press('Enter');
  const hits = ops.getByLabel('搜索结果');
  await expect(hits.getByText(COMPANY)).toBeVisible(LIVE);
  await hits.getByText(COMPANY).click();
  // Its details: level 3 under the parent, the plate chosen, in use.
  const details = ops.locator('.ant-descriptions');
  await expect(details.getByText(COMPANY)).toBeVisible(LIVE);
  await expect(details.getByText(CREDIT_CODE)).toBeVisible();
  await expect(details.getByText(PARENT)).toBeVisible();
  await expect(details.getByText('产业支持')).toBeVisible();

  // The applicant's page, still open: its change form's unit pickers have the new company without a reload (the
  // tree's change is pushed to the browsers), and 注销 of the parent, which has units in use under it, says at once
  // why it cannot be cancelled.
  await page.getByRole('button', { name: /组织机构变更申请/ }).click();
  const again = page.getByRole('dialog').filter({ hasText: '组织机构变更申请' });
  await expect(again).toBeVisible();
  await settled(again);
  await again.getByRole('radio', { name: '注销' }).check();
  await chooseInTree(page, again, '注销单位', COMPANY);
  await expect(again.getByLabel('单位名称', { exact: true })).toHaveValue(COMPANY);
  await chooseInTree(page, again, '注销单位', PARENT);
  await expect(again.getByText('该单位还有未注销的下级单位，不能注销')).toBeVisible(LIVE);
  await again.getByRole('button', { name: spaced('取消') }).click();
  await expect(again).toBeHidden();

  // The applicant's list says so.
  await page.goto('/organization/index?tab=mine');
  await expect(page.getByRole('row').filter({ hasText: COMPANY }).getByText('已通过')).toBeVisible(LIVE);

  // The refused .pdf is in the upload log, with the §8.3 message, where operations read it (`it`, who reads it too, is
  // locked by journey 7).
  await ops.goto('/Base/auth-management/audit?tab=uploads');
  const logRow = ops.getByRole('row').filter({ hasText: '申请文件.pdf' });
  await expect(logRow).toBeVisible(LIVE);
  await expect(logRow.getByText('该文件格式不支持上传！')).toBeVisible();
  await expect(logRow.getByText('李明（user）')).toBeVisible();
  await userContext.close();
  await opsContext.close();
});
