/**
 * Journey 19-2, the content area's XSS set (e2e/lib/xss-vectors.ts) end to end: through the API, `ops` saves ONE
 * article whose body holds every vector (each in its own paragraph behind a marker) beside one real image of its own,
 * and submits it; `superadmin` (after the admin phone-code check, its code from the dev SMS outbox) approves it. What
 * the server stored (contentDetail) and serves (getDetail) keeps nothing active. In the browser, a visitor's public
 * detail page and the editor's read-only approval modal (?view=<id>) show it: no dialog opens and the payloads' flag
 * (window.__xss) stays unset. Runs on a fresh database (start-server.mjs).
 */
import { randomUUID } from 'node:crypto';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_BASE,
  CONTENT_IMAGE_PROJECT_TYPE,
  PHONE_CODE_TOKEN_TYPE,
  RESPONSE_CODE,
  SMS_TOO_FREQUENT,
  endpointPath,
  publicFileUrl,
  type EndpointName,
} from '@portal/shared';
import { XSS_VECTORS, activeContentIn } from '../lib/xss-vectors.ts';
import { DEMO_PASSWORD, LIVE, signIn, storedToken } from './helpers.ts';

test.setTimeout(180_000);

const SUPERADMIN_PHONE = '13800000001';
/** 金融动态 of the news site (migration 0014_content.sql). */
const FINANCE_CHANNEL = '361000000000000002';
/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const marker = (i: number) => `【XSS-${i}】`;
const LAST_MARKER = marker(XSS_VECTORS.length - 1);

interface Env<T> {
  code: string;
  msg: string;
  data: T[];
}

const url = (name: EndpointName) => `${API_BASE}${endpointPath(name)}`;

/** POSTs JSON (or multipart) to an endpoint as `token` (none: a visitor) and answers the envelope. */
async function post<T>(
  request: APIRequestContext,
  name: EndpointName,
  token: string | null,
  body: { data?: object; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> },
): Promise<Env<T>> {
  const res = await request.post(url(name), {
    ...body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `${name}: HTTP ${res.status()}`).toBe(true);
  return (await res.json()) as Env<T>;
}

const ok = <T>(env: Env<T>, what: string): T => {
  expect(env.code, `${what}: ${env.msg}`).toBe(RESPONSE_CODE.ok);
  return env.data[0];
};

async function login(request: APIRequestContext, account: string): Promise<string> {
  return ok(
    await post<{ token: string }>(request, 'login', null, { data: { account, password: DEMO_PASSWORD } }),
    'login',
  ).token;
}

/** The §2.5 admin phone-code check of superadmin's API session (one code per phone every 60 s: asked until sent). */
async function verifySuperadmin(request: APIRequestContext, token: string): Promise<void> {
  let bizId = '';
  await expect(async () => {
    const sent = await post<{ bizId: string }>(request, 'sendPhoneCode', token, {
      data: { phone: SUPERADMIN_PHONE, tokenType: PHONE_CODE_TOKEN_TYPE },
    });
    if (sent.code !== RESPONSE_CODE.ok) expect(sent.msg).toBe(SMS_TOO_FREQUENT);
    bizId = ok(sent, 'sendPhoneCode').bizId;
  }).toPass({ intervals: [5_000], timeout: 90_000 });
  const outbox = await request.get(`${API_BASE}/dev/sms-outbox?phone=${SUPERADMIN_PHONE}`);
  const code = ((await outbox.json()) as Env<{ code: string }>).data[0].code;
  ok(await post(request, 'verifyPhoneCode', token, { data: { phone: SUPERADMIN_PHONE, code, bizId } }), 'verify');
}

/** What the stored or served HTML must not hold (the tags only: text that merely reads like markup is inert). */
function expectInert(html: string, what: string): void {
  expect(html, what).not.toMatch(/<script/i);
  expect(html, what).not.toMatch(/<(iframe|object|embed|frame|svg|math|style|form|meta|base|link)\b/i);
  expect(activeContentIn(html), what).toEqual([]);
  for (const src of html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)) {
    expect(src[1], what).toMatch(/^\/japi\/api\/attachment\/fileManager\/publicFile\?fileId=[A-Za-z0-9_-]+$/);
  }
}

/** Collects every dialog (an alert() that ran) and dismisses it. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}

/** Once the article's HTML is shown and the page is quiet: no flag, no dialog, no handler attribute in the DOM. */
async function expectNothingRan(page: Page, bodyTestId: string, dialogs: string[]): Promise<void> {
  const body = page.getByTestId(bodyTestId);
  await expect(body).toContainText(LAST_MARKER, LIVE);
  await page.waitForLoadState('networkidle');
  await body.hover();
  const state = await page.evaluate((testId) => {
    const root = document.querySelector(`[data-testid="${testId}"]`);
    const handlers = [...(root?.querySelectorAll('*') ?? [])].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
    );
    return { flag: (window as unknown as { __xss?: unknown }).__xss, handlers };
  }, bodyTestId);
  expect(state.flag).toBeUndefined();
  expect(state.handlers).toEqual([]);
  expect(dialogs).toEqual([]);
}

test('an article of every XSS vector is stored, served and shown inert', async ({ browser, request }) => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
  const title = `XSS 防护验证 ${Date.now().toString(36)}`;

  // --- ops saves and submits it through the API ---
  const ops = await login(request, 'ops');
  const fileId = ok(
    await post<string>(request, 'attachmentUpload', ops, {
      multipart: {
        projectType: CONTENT_IMAGE_PROJECT_TYPE,
        uploadFiles: { name: 'xss.png', mimeType: 'image/png', buffer: PNG },
      },
    }),
    'upload',
  );
  const content = [
    `<p>本文图片：<img src="${publicFileUrl(fileId)}" onerror="window.__xss=1"></p>`,
    ...XSS_VECTORS.map((v, i) => `<p>${marker(i)} ${v}</p>`),
  ].join('\n');
  const saved = ok(
    await post<{ id: string }>(request, 'contentAdd', ops, {
      data: { title, content, contentSiteSubjects: [{ subjectId: FINANCE_CHANNEL }] },
    }),
    'contentAdd',
  );
  ok(await post(request, 'contentSubmit', ops, { data: { id: saved.id } }), 'contentSubmit');
  const submitted = ok(
    await post<{ processInstId: string; content: string }>(request, 'contentDetail', ops, { data: { id: saved.id } }),
    'contentDetail',
  );
  expect(submitted.processInstId).not.toBe('');

  // --- superadmin approves it ---
  // The session journey 19-1 left (checked already) when this worker ran it; otherwise a new one, checked here.
  let admin = await storedToken(request, 'superadmin');
  if (!admin) {
    admin = await login(request, 'superadmin');
    await verifySuperadmin(request, admin);
  }
  ok(
    await post(request, 'workflowSubmitAuditResult', admin, {
      data: {
        processInstId: submitted.processInstId,
        approve: true,
        auditOpinion: '同意',
        idempotencyKey: randomUUID(),
      },
    }),
    'approve',
  );

  // --- what is stored and served: nothing active, the markers and the article's own image kept ---
  const stored = ok(
    await post<{ state: number; content: string }>(request, 'contentDetail', ops, { data: { id: saved.id } }),
    'contentDetail',
  );
  expect(stored.state).toBe(4);
  expectInert(stored.content, 'contentDetail');
  for (let i = 0; i < XSS_VECTORS.length; i++) expect(stored.content).toContain(marker(i));
  expect(stored.content).toContain(`<img src="${publicFileUrl(fileId)}"`);
  const served = ok(
    await post<{ content: string }>(request, 'newsDetail', null, { data: { id: saved.id } }),
    'newsDetail',
  );
  expectInert(served.content, 'getDetail');

  // --- a visitor reads it on the public page ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorDialogs = watchDialogs(visitor);
  await visitor.goto(`/finance/newsDetails?id=${saved.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(LIVE);
  await expectNothingRan(visitor, 'news-body', visitorDialogs);
  await expect
    .poll(() =>
      visitor
        .getByTestId('news-body')
        .locator('img')
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  await visitorContext.close();

  // --- the editor reads it in the approval modal (view mode) ---
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const editorDialogs = watchDialogs(editor);
  await signIn(editor, 'ops');
  await editor.goto(`/newsSend/informationIssues?view=${saved.id}`);
  const modal = editor.getByRole('dialog').filter({ hasText: '查看文章' });
  await expect(modal).toBeVisible(LIVE);
  await expect(modal.getByRole('heading', { name: title })).toBeVisible(LIVE);
  await expectNothingRan(editor, 'news-approval-body', editorDialogs);
  await editorContext.close();
});
