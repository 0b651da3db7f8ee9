/**
 * The content area (§7.5 content, §7.4 getDetail and likeCount, §3 News) through the real server and database: sites
 * and channels, an article's save (sanitised body, revisions, restore), its review on the workflow module (type 14
 * notices, reject with an opinion, approve), the public list, search, detail, views and likes, on and off line,
 * delete, scheduled publishing (runDueJobs), and who may do what, the article's public files included.
 */
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { CONTENT_MESSAGES as CM, parseNoticeData, publicFileUrl, RESPONSE_CODE } from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import { runDueJobs } from '../src/modules/content/index.ts';
import {
  call,
  callEnv,
  envelopeOf,
  expectNoDbChange,
  multipartForm,
  useTestServer,
  verifyAdminPhone,
} from './helpers.ts';

// The scheduler's own poll is pushed out of the way: the scheduled case calls runDueJobs itself.
const { s, t } = useTestServer(
  { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_WRITE: '10000', CONTENT_JOB_INTERVAL_MS: '3600000' },
  ['ops', 'superadmin', 'user'],
);

beforeAll(async () => {
  await verifyAdminPhone(s.app, t.superadmin, '13800000001');
});

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const MISSING = { code: RESPONSE_CODE.notFound, msg: CM.notFound, data: [] };
/** 集团要闻 of the news site (migration 0014). */
const NEWS_SUBJECT = '361000000000000001';

/** A 1×1 png, chunks and CRCs included. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = async (token: string, projectType: '31' | '32', name = 'pic.png') => {
  const form = await multipartForm({ projectType }, { field: 'uploadFiles', name, data: png(), type: 'image/png' });
  return envelopeOf(await call(s.app, 'attachmentUpload', { token, body: form.body, headers: form.headers }));
};
const uploaded = async (projectType: '31' | '32', name?: string): Promise<string> => {
  const res = await upload(t.ops, projectType, name);
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0] as string;
};
const publicFile = (fileId: string) => call(s.app, 'attachmentPublicFile', { query: { fileId } });

const fields = (over: Record<string, unknown> = {}) => ({
  title: '测试文章',
  contentSource: '本站',
  author: '赵丽',
  content: '<p>一篇测试文章</p>',
  contentSiteSubjects: [{ subjectId: NEWS_SUBJECT }],
  ...over,
});
const add = (over: Record<string, unknown> = {}, token = t.ops) =>
  call(s.app, 'contentAdd', { token, body: fields(over) }).then((r) => envelopeOf(r, 'contentAdd'));
const added = async (over: Record<string, unknown> = {}) => {
  const res = await add(over);
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
};
const update = (id: string, over: Record<string, unknown> = {}) =>
  callEnv(s.app, 'contentUpdate', { token: t.ops, body: { id, ...fields(over) } });
const detail = (id: string) => callEnv(s.app, 'contentDetail', { token: t.ops, body: { id } });
const stateOf = async (id: string) => (await detail(id)).data[0].state;
const submit = (id: string) => callEnv(s.app, 'contentSubmit', { token: t.ops, body: { id } });
const audit = (processInstId: string, approve: boolean, auditOpinion?: string) =>
  call(s.app, 'workflowSubmitAuditResult', { token: t.superadmin, body: { processInstId, approve, auditOpinion } });
const approve = async (id: string) => {
  const res = envelopeOf(await audit((await detail(id)).data[0].processInstId, true, '同意'));
  expect(res.msg).toBe(M.APPROVE_SUCCESS);
};
/** Submitted by ops and approved by superadmin. */
const publish = async (id: string) => {
  expect((await submit(id)).msg).toBe(CM.submitted);
  await approve(id);
};
const setState = (id: string, state: 4 | 5) =>
  callEnv(s.app, 'contentUpdateState', { token: t.ops, body: { id, state } });
/** The ids on the public list of the news site (no token). */
const listed = async () =>
  (await callEnv(s.app, 'newsPage', { body: { siteCode: 'news', pageSize: 100 } })).data[0].records.map((r) => r.id);
const newsDetail = (id: string, token?: string) => call(s.app, 'newsDetail', { token, body: { id } });
/** The type 14 notices of an account about an article, as the notice list gives them. */
const noticesAbout = async (token: string, contentId: string, kind: 'todo' | 'result') => {
  const page = await callEnv(s.app, 'noticePage', { token, body: { noticeType: 14, limit: 50 } });
  expect(page.code, page.msg).toBe(RESPONSE_CODE.ok);
  return page.data[0].records.filter((n) => {
    const data = parseNoticeData(n.data) as { contentId?: string; kind?: string } | undefined;
    return n.noticeType === 14 && data?.contentId === contentId && data.kind === kind;
  });
};

describe('sites and channels', () => {
  it('a site code is unique; a channel name is unique in its site; a channel with an article is kept', async () => {
    const site = await callEnv(s.app, 'siteAdd', {
      token: t.ops,
      body: { siteName: '测试站点', siteCode: 'testsite', sort: 9 },
    });
    expect(site.code, site.msg).toBe(RESPONSE_CODE.ok);
    const siteId = site.data[0].id;
    for (const siteCode of ['testsite', 'TestSite', 'news']) {
      expect(
        await callEnv(s.app, 'siteAdd', { token: t.ops, body: { siteName: '另一个', siteCode } }),
        siteCode,
      ).toEqual(biz(CM.siteCodeTaken));
    }

    const channel = (subjectName: string) =>
      callEnv(s.app, 'subjectAdd', { token: t.ops, body: { siteId, subjectName } });
    const a = await channel('栏目甲');
    expect(a.code, a.msg).toBe(RESPONSE_CODE.ok);
    expect(a.data[0]).toMatchObject({ siteId, siteName: '测试站点', subjectName: '栏目甲', contentCount: 0 });
    expect(await channel('栏目甲')).toEqual(biz(CM.subjectNameTaken));

    await added({ title: '栏目甲的文章', contentSiteSubjects: [{ subjectId: a.data[0].id }] });
    const del = (id: string) => callEnv(s.app, 'subjectDelete', { token: t.ops, params: { id } });
    expect(await del(a.data[0].id)).toEqual(biz(CM.subjectInUse));

    const b = await channel('栏目乙');
    expect(b.code, b.msg).toBe(RESPONSE_CODE.ok);
    expect(await del(b.data[0].id)).toEqual({ code: RESPONSE_CODE.ok, msg: '删除成功', data: [] });
    const left = await callEnv(s.app, 'subjectPage', { token: t.ops, body: { siteId, pageSize: 100 } });
    expect(left.data[0].records.map((r) => r.subjectName)).toEqual(['栏目甲']);
  });
});

describe('an article', () => {
  let id = '';
  let imageId = '';

  it('is saved sanitised as revision 1: no script, no event attribute, no javascript: link; our image kept', async () => {
    imageId = await uploaded('31');
    const src = publicFileUrl(imageId);
    const body =
      '<p>供应链保理业务与税务筹划要点</p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">点我</a></p>' +
      `<p><img src="${src}" onerror="alert(4)" alt="图"></p>`;
    const saved = await added({ title: '保理业务第一版', content: body });
    id = saved.id;
    expect(saved).toMatchObject({ revision: 1, state: M.CONTENT_STATE.draft, title: '保理业务第一版' });
    expect(saved.content).not.toMatch(/script|onerror|javascript:|alert/i);
    expect(saved.content).toContain('供应链保理业务与税务筹划要点');
    expect(saved.content).toContain(`<img src="${src}" alt="图" />`);
    expect(saved.content).not.toContain('src="x"');
    expect(saved.content).toContain('点我');
  });

  it('an update is revision 2; the old revision reads back; a restore is revision 3 with the old title', async () => {
    const changed = await update(id, { title: '保理业务第二版', content: '<p>供应链保理业务与税务筹划：第二版</p>' });
    expect(changed.code, changed.msg).toBe(RESPONSE_CODE.ok);
    expect(changed.data[0]).toMatchObject({ revision: 2, title: '保理业务第二版' });

    const old = await callEnv(s.app, 'contentRevision', { token: t.ops, body: { id, revision: 1 } });
    expect(old.data[0]).toMatchObject({ revision: 1, title: '保理业务第一版' });
    expect(old.data[0].content).toContain('供应链保理业务与税务筹划要点');
    const list = await callEnv(s.app, 'contentRevisions', { token: t.ops, body: { id } });
    expect(list.data[0].records.map((r) => r.revision)).toEqual([2, 1]);

    const restored = await callEnv(s.app, 'contentRestore', { token: t.ops, body: { id, revision: 1 } });
    expect(restored.msg).toBe('恢复成功');
    expect(restored.data[0]).toMatchObject({ revision: 3, title: '保理业务第一版' });
    expect(restored.data[0].content).toContain('供应链保理业务与税务筹划要点');
  });

  it('review: the reviewer gets a to-do notice (not the author); a reject needs an opinion, then returns it', async () => {
    const submitted = await submit(id);
    expect(submitted).toMatchObject({ code: RESPONSE_CODE.ok, msg: CM.submitted });
    expect(submitted.data[0].state).toBe(M.CONTENT_STATE.reviewing);

    expect(await noticesAbout(t.superadmin, id, 'todo')).toHaveLength(1);
    expect(await noticesAbout(t.ops, id, 'todo')).toEqual([]);
    const recipients = await s.database.db.execute<{ user_id: string }>(
      sql`select user_id from notices where notice_type = 14 and data->>'contentId' = ${id} and data->>'kind' = 'todo'`,
    );
    const ids = recipients.rows.map((r) => r.user_id);
    expect(ids).toContain(USER.superadmin);
    expect(ids).not.toContain(USER.ops);
    // 审核 is offered to the reviewer, not to the author.
    const canReview = async (token: string) =>
      (await callEnv(s.app, 'contentDetail', { token, body: { id } })).data[0].canReview;
    expect(await canReview(t.superadmin)).toBe(true);
    expect(await canReview(t.ops)).toBe(false);

    const processInstId = (await detail(id)).data[0].processInstId;
    expect(processInstId).not.toBe('');
    const noOpinion = await expectNoDbChange(s, () => audit(processInstId, false));
    expect(envelopeOf(noOpinion).msg).toContain(M.REJECT_OPINION_REQUIRED);
    expect(await stateOf(id)).toBe(M.CONTENT_STATE.reviewing);

    const rejected = envelopeOf(await audit(processInstId, false, '请补充数据来源'));
    expect(rejected.msg).toBe(M.REJECT_SUCCESS);
    expect((await detail(id)).data[0]).toMatchObject({ state: M.CONTENT_STATE.rejected, opinion: '请补充数据来源' });
    const result = await noticesAbout(t.ops, id, 'result');
    expect(result).toHaveLength(1);
    expect(result[0].content).toContain('请补充数据来源');
  });

  it('resubmitted and approved, it is published: listed, found by a word of its body, its views and likes counted', async () => {
    const edited = await update(id, {
      title: '保理业务定稿',
      content: '<p>供应链保理业务与税务筹划要点（数据来源：本站）</p>',
    });
    expect(edited.data[0]).toMatchObject({ state: M.CONTENT_STATE.draft, revision: 4 });
    await publish(id);
    expect(await stateOf(id)).toBe(M.CONTENT_STATE.published);
    expect(await listed()).toContain(id);

    const found = await callEnv(s.app, 'newsSearch', { body: { keyword: '保理', pageSize: 100 } });
    expect(found.code, found.msg).toBe(RESPONSE_CODE.ok);
    const hit = found.data[0].records.find((r) => r.id === id);
    expect(hit, 'newsSearch 保理').toBeDefined();
    expect([...hit!.snippet, ...hit!.titleHighlight].some((p) => p.hit && p.text === '保理')).toBe(true);
    const tax = await callEnv(s.app, 'newsSearch', { body: { keyword: '税务', pageSize: 100 } });
    expect(tax.data[0].records.map((r) => r.id)).toContain(id);

    const read = envelopeOf(await newsDetail(id), 'newsDetail');
    expect(read.code, read.msg).toBe(RESPONSE_CODE.ok);
    expect(read.data[0]).toMatchObject({ id, title: '保理业务定稿', views: 1, likes: 0, liked: false });
    expect((await detail(id)).data[0].views).toBe(1);

    const like = () => callEnv(s.app, 'newsLike', { token: t.user, body: { id } });
    const first = await like();
    expect(first.code, first.msg).toBe(RESPONSE_CODE.ok);
    expect(first.data[0]).toEqual({ likes: 1, liked: true });
    const second = await like();
    expect(second).toMatchObject({ code: RESPONSE_CODE.ok, msg: CM.alreadyLiked, data: [{ likes: 1, liked: true }] });
    expect(envelopeOf(await call(s.app, 'newsLike', { body: { id } }))).toEqual({
      code: RESPONSE_CODE.tokenInvalid,
      msg: M.TOKEN_INVALID,
      data: [],
    });
    expect(envelopeOf(await newsDetail(id, t.user), 'newsDetail').data[0]).toMatchObject({ likes: 1, liked: true });
  });

  it('off line it leaves the public list; back on line (unchanged since approval) it returns', async () => {
    const off = await setState(id, 5);
    expect(off.code, off.msg).toBe(RESPONSE_CODE.ok);
    expect(off.data[0].state).toBe(M.CONTENT_STATE.offline);
    expect(await listed()).not.toContain(id);
    expect(envelopeOf(await newsDetail(id))).toEqual(MISSING);

    const on = await setState(id, 4);
    expect(on.code, on.msg).toBe(RESPONSE_CODE.ok);
    expect(on.data[0].state).toBe(M.CONTENT_STATE.published);
    expect(await listed()).toContain(id);
  });

  it('a published article is not deleted; an offline one is, and then reads as missing', async () => {
    const del = () => callEnv(s.app, 'contentDelete', { token: t.ops, body: { id } });
    expect(await del()).toEqual(biz(CM.notDeletable));
    expect((await setState(id, 5)).code).toBe(RESPONSE_CODE.ok);
    expect(await del()).toEqual({ code: RESPONSE_CODE.ok, msg: '删除成功', data: [] });
    expect(await callEnv(s.app, 'contentDetail', { token: t.ops, body: { id } })).toEqual(MISSING);
    expect(envelopeOf(await newsDetail(id))).toEqual(MISSING);
  });
});

describe('the public side', () => {
  it('a draft’s id answers like a missing one', async () => {
    const draft = await added({ title: '未发布的草稿' });
    const forDraft = await newsDetail(draft.id);
    const forNone = await newsDetail('999999999999999999');
    expect(forDraft.statusCode).toBe(forNone.statusCode);
    expect(envelopeOf(forDraft)).toEqual(envelopeOf(forNone));
    expect(envelopeOf(forNone)).toEqual(MISSING);
    expect(await listed()).not.toContain(draft.id);
  });
});

describe('scheduled publishing', () => {
  it('an approved article with a publish time ahead waits (state 3) until runDueJobs passes the time', async () => {
    // Far enough ahead that a loaded machine still submits and approves before it.
    const at = new Date(Date.now() + 10_000);
    const saved = await added({ title: '定时发布的文章', publishTime: at.toISOString() });
    await publish(saved.id);
    expect(await stateOf(saved.id)).toBe(M.CONTENT_STATE.scheduled);
    expect(await listed()).not.toContain(saved.id);

    await runDueJobs(s.app.deps, new Date());
    expect(await stateOf(saved.id)).toBe(M.CONTENT_STATE.scheduled);
    expect(await runDueJobs(s.app.deps, new Date(at.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await stateOf(saved.id)).toBe(M.CONTENT_STATE.published);
    expect(await listed()).toContain(saved.id);
  });

  it('an article taken off line is submitted again as it is and published at once on approval', async () => {
    const saved = await added({ title: '下线后重新提交的文章' });
    await publish(saved.id);
    expect((await setState(saved.id, 5)).code).toBe(RESPONSE_CODE.ok);
    // Its publish time is when it was first published (past): that is no schedule, and the round starts again.
    await publish(saved.id);
    expect(await stateOf(saved.id)).toBe(M.CONTENT_STATE.published);
    expect(await listed()).toContain(saved.id);
  });

  it('a published article with an expiry time goes off line when runDueJobs passes it', async () => {
    const end = new Date(Date.now() + 10_000);
    const saved = await added({ title: '到期下线的文章', expireTime: end.toISOString() });
    await publish(saved.id);
    expect(await stateOf(saved.id)).toBe(M.CONTENT_STATE.published);
    expect(await runDueJobs(s.app.deps, new Date(end.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await stateOf(saved.id)).toBe(M.CONTENT_STATE.offline);
    expect(await listed()).not.toContain(saved.id);
  });

  it('a publish time in the past is refused on save', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await add({ title: '过去的时间', publishTime: past })).toEqual(biz(CM.publishTimePast));
  });
});

describe('who may do what', () => {
  it('a plain user reaches no editor call', async () => {
    expect(envelopeOf(await call(s.app, 'contentAdd', { token: t.user, body: fields() }))).toEqual(DENIED);
    expect(await callEnv(s.app, 'sitePage', { token: t.user, body: {} })).toEqual(DENIED);
  });

  // Article images are public by their link: only the content editors upload them (ATTACHMENT_USES uploaderMenus).
  it('a plain user uploads no article image or attachment', async () => {
    expect(await upload(t.user, '31')).toEqual(DENIED);
    expect(await upload(t.user, '32')).toEqual(DENIED);
  });

  it('an article image is public by its link; an attachment only while its article is published', async () => {
    const image = await publicFile(await uploaded('31'));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/png/);

    const fileId = await uploaded('32', '附件.png');
    const saved = await added({ title: '带附件的文章', attachmentFiles: [{ fileId, fileName: '附件.png' }] });
    expect(saved.attachmentFiles).toEqual([{ fileId, fileName: '附件.png' }]);
    const hidden = await publicFile(fileId);
    expect(envelopeOf(hidden)).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });

    await publish(saved.id);
    const shown = await publicFile(fileId);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png())).toBe(true);
  });
});

describe('what editors see and change', () => {
  const HELP_SITE = '360000000000000003';
  /** 忘记密码怎么办？ (seed/content.ts), published in the help centre. */
  const HELP_ARTICLE = '362000000000000021';

  it('a site renamed, disabled and enabled again; an internal site is not read publicly', async () => {
    const sites = async () => (await callEnv(s.app, 'siteOptions', { body: {} })).data.map((x) => x.siteCode);
    const help = { id: HELP_SITE, siteName: '帮助中心', siteCode: 'help', sort: 3 };
    const renamed = await callEnv(s.app, 'siteUpdate', { token: t.ops, body: { ...help, siteName: '帮助与支持' } });
    expect(renamed.data[0]).toMatchObject({ siteName: '帮助与支持', isPublic: 1 });

    expect(await callEnv(s.app, 'siteUpdateState', { token: t.ops, body: { id: HELP_SITE, state: 0 } })).toMatchObject({
      code: RESPONSE_CODE.ok,
    });
    expect(await sites()).not.toContain('help');
    expect(envelopeOf(await newsDetail(HELP_ARTICLE))).toEqual(MISSING);
    await callEnv(s.app, 'siteUpdateState', { token: t.ops, body: { id: HELP_SITE, state: 1 } });
    expect(await sites()).toContain('help');
    expect(envelopeOf(await newsDetail(HELP_ARTICLE)).code).toBe(RESPONSE_CODE.ok);

    await callEnv(s.app, 'siteUpdate', { token: t.ops, body: { ...help, isPublic: 0 } });
    expect(envelopeOf(await newsDetail(HELP_ARTICLE))).toEqual(MISSING);
    const page = await callEnv(s.app, 'newsPage', { body: { siteCode: 'help' } });
    expect(page.data[0].total).toBe(0);
    await callEnv(s.app, 'siteUpdate', { token: t.ops, body: help });
    expect(envelopeOf(await newsDetail(HELP_ARTICLE)).code).toBe(RESPONSE_CODE.ok);
  });

  it('a channel renamed; one with articles stays in its site', async () => {
    const page = await callEnv(s.app, 'subjectPage', { token: t.ops, body: { subjectName: '栏目甲' } });
    const channel = page.data[0].records[0];
    const body = { id: channel.id, siteId: channel.siteId, subjectName: '栏目甲（改）', sort: 1, state: 1 as const };
    expect((await callEnv(s.app, 'subjectUpdate', { token: t.ops, body })).data[0]).toMatchObject({
      subjectName: '栏目甲（改）',
    });
    expect(
      await callEnv(s.app, 'subjectUpdate', { token: t.ops, body: { ...body, siteId: '360000000000000001' } }),
    ).toEqual(biz(CM.subjectMoveInUse));
  });

  it('the editors list filters by title and state, and an article is read by its business code', async () => {
    const found = await callEnv(s.app, 'contentPage', { token: t.ops, body: { title: '定时发布的文章' } });
    expect(found.data[0].records.map((r) => r.title)).toEqual(['定时发布的文章']);
    const drafts = await callEnv(s.app, 'contentPage', { token: t.ops, body: { state: 0, pageSize: 100 } });
    expect(drafts.data[0].records.every((r) => r.state === 0 && r.stateLabel === '草稿')).toBe(true);
    const row = found.data[0].records[0];
    const byCode = await callEnv(s.app, 'contentDetailByBusinessCode', {
      token: t.ops,
      body: { businessCode: row.businessCode },
    });
    expect(byCode.data[0]).toMatchObject({ id: row.id, title: '定时发布的文章' });
  });
});
