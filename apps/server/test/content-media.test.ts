/**
 * The content area's other readers and pages through the server: the knowledge base (an internal site, read by its
 * holders only, never on the public news calls), the mobile carousel (getPicture: the items in force, to anyone) and
 * the operation manuals (one per page, read by everyone signed in).
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { CONTENT_MESSAGES as CM, RESPONSE_CODE, type EnvelopeEndpoint } from '@portal/shared';
import { call, envelopeOf, multipartForm, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_WRITE: '10000' }, ['ops', 'user', 'limited']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
/** Demo articles (seed/content.ts): a knowledge article on 保理 and a help article. */
const KB_FACTORING = '362000000000000012';
const HELP_PASSWORD = '362000000000000021';

const env = async (name: EnvelopeEndpoint, opts: Parameters<typeof call>[2]) =>
  envelopeOf(await call(s.app, name, opts), name);
const titles = (e: { data: unknown[] }) => (e.data[0] as { records: { title: string }[] }).records.map((r) => r.title);

/** A 1×1 png. */
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

async function uploaded(token: string, projectType: string, name: string, data: Buffer, type: string) {
  const form = await multipartForm({ projectType }, { field: 'uploadFiles', name, data, type });
  const res = envelopeOf(await call(s.app, 'attachmentUpload', { token, body: form.body, headers: form.headers }));
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0] as string;
}

describe('knowledge base', () => {
  it('its holders list, search and read it; the public calls never show it; others are refused', async () => {
    const page = await env('knowledgePage', { token: t.user, body: {} });
    expect(titles(page)).toContain('保理与应收账款质押融资的区别');
    const found = await env('knowledgeSearch', { token: t.user, body: { keyword: '质押' } });
    expect(titles(found)).toEqual(['保理与应收账款质押融资的区别']);
    const read = await env('knowledgeDetail', { token: t.user, body: { id: KB_FACTORING } });
    expect(read.data[0]).toMatchObject({ title: '保理与应收账款质押融资的区别', views: 1 });
    const popular = await env('knowledgePage', { token: t.user, body: { order: 'views', pageSize: 1 } });
    expect(titles(popular)).toEqual(['保理与应收账款质押融资的区别']);

    expect(titles(await env('newsSearch', { body: { keyword: '质押' } }))).toEqual([]);
    expect(await env('newsDetail', { body: { id: KB_FACTORING } })).toEqual({
      code: RESPONSE_CODE.notFound,
      msg: CM.notFound,
      data: [],
    });
    expect(await env('knowledgePage', { token: t.limited, body: {} })).toEqual(DENIED);
    // A help article is public, but not a knowledge article.
    expect(await env('knowledgeDetail', { token: t.user, body: { id: HELP_PASSWORD } })).toMatchObject({
      code: RESPONSE_CODE.notFound,
    });
    expect((await env('newsDetail', { body: { id: HELP_PASSWORD } })).code).toBe(RESPONSE_CODE.ok);
  });
});

describe('mobile carousel', () => {
  it('an editor keeps the items; getPicture answers those in force, in order, to anyone', async () => {
    // Each item holds its own image (a file belongs to one record).
    const image = () => uploaded(t.ops, '31', 'banner.png', png(), 'image/png');
    const imageFileId = await image();
    const bad = await env('carouselSave', {
      token: t.ops,
      body: { title: '脚本链接', imageFileId, linkUrl: 'javascript:alert(1)' },
    });
    expect(bad.code).not.toBe(RESPONSE_CODE.ok);
    const later = await env('carouselSave', {
      token: t.ops,
      body: { title: '第二张', imageFileId, linkUrl: '/finance/newsList', sort: 2 },
    });
    expect(later.code, later.msg).toBe(RESPONSE_CODE.ok);
    const first = await env('carouselSave', {
      token: t.ops,
      body: { title: '第一张', imageFileId: await image(), linkUrl: 'https://www.ceic.com', sort: 1 },
    });
    const ended = await env('carouselSave', {
      token: t.ops,
      body: {
        title: '已结束',
        imageFileId: await image(),
        startTime: '2020-01-01T00:00:00+08:00',
        endTime: '2020-02-01T00:00:00+08:00',
      },
    });
    expect((ended.data[0] as { active: boolean }).active).toBe(false);

    const shown = await env('getPicture', { body: {} });
    expect((shown.data as { title: string }[]).map((p) => p.title)).toEqual(['第一张', '第二张']);
    expect(await env('carouselPage', { token: t.user, body: {} })).toEqual(DENIED);
    // Its image is public by its link.
    expect((await call(s.app, 'attachmentPublicFile', { query: { fileId: imageFileId } })).statusCode).toBe(200);

    const id = (first.data[0] as { id: string }).id;
    expect((await env('carouselDelete', { token: t.ops, body: { id } })).code).toBe(RESPONSE_CODE.ok);
    expect((await env('getPicture', { body: {} })).data).toHaveLength(1);
  });
});

describe('operation manuals', () => {
  it('a page gets a manual; its users read and download it; an unknown page is refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const fileId = await uploaded(t.ops, '33', '税务任务操作手册.pdf', pdf, 'application/pdf');
    expect((await env('handbookSave', { token: t.ops, body: { path: '/nowhere/page', fileId } })).msg).toBe(
      '页面不存在',
    );
    const saved = await env('handbookSave', { token: t.ops, body: { path: '/tax/taxTask', fileId } });
    expect(saved.data[0]).toMatchObject({ path: '/tax/taxTask', fileName: '税务任务操作手册.pdf' });

    const mine = await env('handbookOf', { token: t.user, query: { path: '/tax/taxTask' } });
    expect(mine.data[0]).toMatchObject({ fileId, path: '/tax/taxTask' });
    const file = await call(s.app, 'attachmentDownload', { token: t.user, body: { fileId } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/pdf/);
    expect((await env('handbookOf', { token: t.user, query: { path: '/tax/home' } })).data).toEqual([]);

    const configured = await env('handbookPage', { token: t.ops, body: { configured: 1 } });
    expect((configured.data[0] as { records: { path: string }[] }).records.map((r) => r.path)).toEqual([
      '/tax/taxTask',
    ]);
    expect(await env('handbookPage', { token: t.user, body: {} })).toEqual(DENIED);
    expect((await env('handbookDelete', { token: t.ops, body: { path: '/tax/taxTask' } })).code).toBe(RESPONSE_CODE.ok);
    expect((await env('handbookOf', { token: t.user, query: { path: '/tax/taxTask' } })).data).toEqual([]);
  });
});
