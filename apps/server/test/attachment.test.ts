/**
 * The attachment service (issue 15, §7.4, §3 Upload log, §8.3) through the real server and database: uploads sized
 * and sniffed by their use (projectType), refusals written to the upload log with the session's identity, the
 * download's bytes and name, the image preview, who may read a file (its enterprise, or whom the claiming record's
 * area admits; anyone else as for a missing id), bad input, the upload log page, both stores, the purge of unclaimed
 * files.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { RESPONSE_CODE, UPLOAD_MAX_BYTES, type EndpointName } from '@portal/shared';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { claimAttachment, registerAttachmentOwner } from '../src/modules/attachment/index.ts';
import { databaseStore, directoryStore } from '../src/modules/attachment/store.ts';
import {
  call,
  callEnv,
  envelopeOf,
  multipartForm,
  startTestServer,
  useTestServer,
  verifyAdminPhone,
  type TestServer,
} from './helpers.ts';
import { zipOf } from './tax-fixtures.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'user2', 'entadmin', 'entadmin2', 'ops']);

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const UPLOAD_ROUTE = '/japi/api/attachment/fileManager/uploadFile';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

// --- Real files, built here ---

const DOCX_ENTRIES = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  'word/document.xml': '<?xml version="1.0"?><w:document><w:body><w:p/></w:body></w:document>',
};
const docx = (text = '申请') => zipOf({ ...DOCX_ENTRIES, 'word/note.xml': `<p>${text}</p>` });

/** A valid docx of exactly `size` bytes: random (incompressible) media, topped up by the zip's trailing comment. */
function docxOfSize(size: number): Buffer {
  let media = size - 2000;
  for (;;) {
    const zip = zipOf({ ...DOCX_ENTRIES, 'word/media/scan.bin': randomBytes(media) });
    const rest = size - zip.length;
    if (rest >= 0 && rest <= 0xffff) {
      const out = Buffer.concat([zip, Buffer.alloc(rest, 0x20)]);
      out.writeUInt16LE(rest, zip.length - 22 + 20); // the end record's comment length
      return out;
    }
    media += rest - 100;
  }
}

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
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows program (MZ header) with a Word name. */
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

// --- Calls ---

interface FileSpec {
  name: string;
  data: Uint8Array;
}

async function upload(
  server: TestServer,
  token: string | undefined,
  file: FileSpec | null,
  fields: Record<string, string> = { projectType: '20' },
): Promise<LightMyRequestResponse> {
  const form = await multipartForm(fields, file ? { field: 'uploadFiles', ...file } : undefined);
  return call(server.app, 'attachmentUpload', { token, body: form.body, headers: form.headers });
}

/** A form whose file comes before its projectType (a browser sends the fields in the order the page appended them). */
async function uploadFileFirst(token: string, file: FileSpec, projectType: string): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('uploadFiles', new Blob([Buffer.from(file.data)]), file.name);
  form.append('projectType', projectType);
  const res = new Response(form);
  const body = Buffer.from(await res.arrayBuffer());
  return call(s.app, 'attachmentUpload', {
    token,
    body,
    headers: { 'content-type': res.headers.get('content-type')! },
  });
}

async function uploaded(server: TestServer, token: string, file: FileSpec, projectType = '20'): Promise<string> {
  const res = await upload(server, token, file, { projectType });
  const body = envelopeOf(res, 'attachmentUpload');
  expect(body.code, body.msg).toBe(RESPONSE_CODE.ok);
  return body.data[0];
}

const download = (server: TestServer, token: string | undefined, fileId: string) =>
  call(server.app, 'attachmentDownload', { token, body: { fileId } });

const refusal = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const MISSING = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };

type LogRow = {
  account: string;
  user_id: string;
  user_name: string;
  user_source: number;
  ent_id: string;
  ent_name: string;
  file_name: string;
  file_size: number;
  suffix_name: string;
  result_msg: string;
  route: string;
};
async function lastLog(server: TestServer = s): Promise<LogRow> {
  const res = await server.database.db.execute<LogRow>(sql`select * from upload_log order by id desc limit 1`);
  return { ...res.rows[0], file_size: Number(res.rows[0].file_size) };
}
const attachmentCount = async () =>
  Number((await s.database.db.execute<{ n: string }>(sql`select count(*) as n from attachments`)).rows[0].n);
async function rowOf(server: TestServer, fileId: string) {
  const res = await server.database.db.execute<Record<string, string>>(
    sql`select * from attachments where id = ${fileId}`,
  );
  return res.rows[0];
}

// --- Uploads ---

describe('uploading a file for its use (projectType)', () => {
  it('a docx for projectType 20: stored under a random key, its row with the session’s uploader and enterprise', async () => {
    const data = docx();
    const fileId = await uploaded(s, t.user, { name: '组织机构变更申请.docx', data });
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await rowOf(s, fileId);
    expect(row).toMatchObject({
      store: 'db',
      file_name: '组织机构变更申请.docx',
      kind: 'docx',
      project_type: '20',
      uploader_id: USER.user,
      ent_id: ENT.sales,
      sha256: sha256(data),
      owner_type: null,
    });
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.storage_key).not.toBe(fileId);
  });

  it('exactly 10 MB passes, in 256 KB chunks, and comes back identical', async () => {
    const data = docxOfSize(UPLOAD_MAX_BYTES);
    expect(data.length).toBe(UPLOAD_MAX_BYTES);
    const fileId = await uploaded(s, t.user, { name: '大文件.docx', data });
    const row = await rowOf(s, fileId);
    const chunks = await s.database.db.execute<{ n: string; max: string }>(
      sql`select count(*) as n, max(octet_length(bytes)) as max from attachment_chunks where storage_key = ${row.storage_key}`,
    );
    expect([Number(chunks.rows[0].n), Number(chunks.rows[0].max)]).toEqual([40, 256 * 1024]);
    const res = await download(s, t.user, fileId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(UPLOAD_MAX_BYTES));
    expect(sha256(res.rawPayload)).toBe(sha256(data));
  });

  it('10 MB + 1 byte: 该文件大小超过最大限度！, logged with the session’s names', async () => {
    const res = await upload(s, t.user, { name: '超大.docx', data: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x41) });
    expect(envelopeOf(res)).toEqual(refusal(M.UPLOAD_SIZE_REJECTED));
    expect(await lastLog()).toMatchObject({
      account: 'user',
      user_id: USER.user,
      user_name: '李明',
      user_source: 1,
      ent_id: ENT.sales,
      ent_name: '国能销售集团有限公司',
      file_name: '超大.docx',
      suffix_name: 'docx',
      result_msg: M.UPLOAD_SIZE_REJECTED,
      route: UPLOAD_ROUTE,
    });
  });

  it('a program renamed .docx: 该文件格式不支持上传！, logged, nothing stored', async () => {
    const before = await attachmentCount();
    const res = await upload(s, t.user, { name: 'setup.docx', data: exe() });
    expect(envelopeOf(res)).toEqual(refusal(M.UPLOAD_TYPE_REJECTED));
    expect(await lastLog()).toMatchObject({
      file_name: 'setup.docx',
      file_size: 512,
      result_msg: M.UPLOAD_TYPE_REJECTED,
    });
    expect(await attachmentCount()).toBe(before);
  });

  it('an empty file, a zip bomb, a plain zip, an image where a docx is wanted and the reverse', async () => {
    expect(envelopeOf(await upload(s, t.user, { name: 'empty.docx', data: new Uint8Array() }))).toEqual(
      refusal(M.UPLOAD_FILE_EMPTY),
    );
    const bomb = zipOf({ ...DOCX_ENTRIES, 'word/media/huge.xml': '0'.repeat(40 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(envelopeOf(await upload(s, t.user, { name: 'bomb.docx', data: bomb }))).toEqual(refusal(M.UPLOAD_ZIP_BOMB));
    expect(await lastLog()).toMatchObject({ file_name: 'bomb.docx', result_msg: M.UPLOAD_ZIP_BOMB });
    const plainZip = zipOf({ 'readme.txt': 'hello' });
    expect(envelopeOf(await upload(s, t.user, { name: 'a.docx', data: plainZip }))).toEqual(
      refusal(M.UPLOAD_TYPE_REJECTED),
    );
    expect(envelopeOf(await upload(s, t.user, { name: 'a.png', data: png() }))).toEqual(
      refusal(M.UPLOAD_TYPE_REJECTED),
    );
    const docxAsImage = await upload(s, t.user, { name: 'a.docx', data: docx() }, { projectType: '30' });
    expect(envelopeOf(docxAsImage)).toEqual(refusal(M.UPLOAD_TYPE_REJECTED));
  });

  it('a file whose name says another kind than its bytes is a renamed file: refused, logged, nothing stored', async () => {
    const before = await attachmentCount();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
    for (const [name, data] of [
      ['说明.pdf', docx()],
      ['说明.docx', pdf],
      ['截图.jpg', png()],
      ['说明', pdf],
    ] as const) {
      const res = await upload(s, t.user, { name, data }, { projectType: '21' });
      expect(envelopeOf(res), name).toEqual(refusal(M.UPLOAD_TYPE_REJECTED));
      expect(await lastLog()).toMatchObject({ file_name: name, result_msg: M.UPLOAD_TYPE_REJECTED });
    }
    expect(await attachmentCount()).toBe(before);
  });

  it('projectType 21 (an authorisation application’s files) takes documents and images by their bytes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
    for (const [name, data, kind] of [
      ['说明.PDF', pdf, 'pdf'],
      ['职责.docx', docx(), 'docx'],
      ['截图.png', png(), 'png'],
    ] as const) {
      const fileId = await uploaded(s, t.user, { name, data }, '21');
      expect((await rowOf(s, fileId)).kind).toBe(kind);
    }
  });

  it('the use is read from projectType even when the form sends it after the file', async () => {
    const ok = envelopeOf(await uploadFileFirst(t.user, { name: 'p.png', data: png() }, '30'), 'attachmentUpload');
    expect(ok.code).toBe(RESPONSE_CODE.ok);
    expect((await rowOf(s, ok.data[0])).kind).toBe('png');
    const refused = await uploadFileFirst(t.user, { name: 'p.png', data: png() }, '20');
    expect(envelopeOf(refused)).toEqual(refusal(M.UPLOAD_TYPE_REJECTED));
  });

  it('an unknown or missing projectType, no file, or not a form: 400, nothing stored or logged', async () => {
    const before = await attachmentCount();
    const logBefore = await lastLog();
    for (const fields of [{ projectType: '99' }, {}, { projectType: '2\u00000' }] as Record<string, string>[]) {
      const res = await upload(s, t.user, { name: 'a.docx', data: docx() }, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
    }
    const unknown = await upload(s, t.user, { name: 'a.docx', data: docx() }, { projectType: '99' });
    expect(envelopeOf(unknown).msg).toContain(M.ATTACHMENT_USE_UNKNOWN);
    const noFile = await upload(s, t.user, null);
    expect(envelopeOf(noFile)).toMatchObject({ code: RESPONSE_CODE.badRequest, msg: M.UPLOAD_FILE_REQUIRED });
    const json = await call(s.app, 'attachmentUpload', { token: t.user, body: { projectType: '20' } });
    expect(envelopeOf(json)).toMatchObject({ code: RESPONSE_CODE.badRequest, msg: M.UPLOAD_FILE_REQUIRED });
    expect(await attachmentCount()).toBe(before);
    expect(await lastLog()).toEqual(logBefore);
  });
});

// --- Reading files back ---

describe('reading a file back', () => {
  const data = docx('下载');
  const name = '组织机构变更申请（2025）.docx';
  let fileId = '';
  let imageId = '';
  beforeAll(async () => {
    fileId = await uploaded(s, t.user, { name, data });
    imageId = await uploaded(s, t.user, { name: '营业执照.png', data: png() }, '30');
  });

  it('downloadFile: the same bytes, the original Chinese name (RFC 5987), the type by its kind, nosniff', async () => {
    const res = await download(s, t.user, fileId);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(data));
    expect(res.headers['content-type']).toBe(DOCX_TYPE);
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1];
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('manage/file/download (GET, fileId in the query): the same file', async () => {
    const res = await call(s.app, 'manageFileDownload', { token: t.user, query: { fileId } });
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(data));
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
  });

  it('fileInfo: name, size, kind and upload time', async () => {
    const info = await callEnv(s.app, 'attachmentInfo', { token: t.user, body: { fileId } });
    expect(info.code).toBe(RESPONSE_CODE.ok);
    expect(info.data[0]).toMatchObject({ fileId, fileName: name, fileSize: data.length, kind: 'docx' });
    expect(info.data[0].uploadTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('viewImage: a png inline as image/png; a docx answers the envelope with its msg', async () => {
    const res = await call(s.app, 'attachmentViewImage', { token: t.user, body: { fileId: imageId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256(res.rawPayload)).toBe(sha256(png()));
    const notImage = await call(s.app, 'attachmentViewImage', { token: t.user, body: { fileId } });
    expect(notImage.headers['content-type']).toContain('application/json');
    expect(envelopeOf(notImage)).toEqual(refusal(M.ATTACHMENT_NOT_IMAGE));
  });

  it('a colleague of the same enterprise reads it too', async () => {
    const res = await download(s, t.entadmin, fileId);
    expect(sha256(res.rawPayload)).toBe(sha256(data));
  });

  it('another enterprise’s session gets exactly the answer of a missing id, on every read', async () => {
    const reads: [EndpointName, 'body' | 'query', string][] = [
      ['attachmentDownload', 'body', fileId],
      ['attachmentInfo', 'body', fileId],
      ['attachmentViewImage', 'body', imageId],
      ['manageFileDownload', 'query', fileId],
    ];
    for (const [name, where, id] of reads) {
      const missing = await call(s.app, name, { token: t.user2, [where]: { fileId: randomUUID() } });
      const other = await call(s.app, name, { token: t.user2, [where]: { fileId: id } });
      expect(envelopeOf(missing), name).toEqual(MISSING);
      expect(other.statusCode, name).toBe(missing.statusCode);
      expect(other.headers['content-type'], name).toBe(missing.headers['content-type']);
      expect(envelopeOf(other), name).toEqual(MISSING);
    }
  });

  it('without a token: the 9999 envelope, before anything is read', async () => {
    const answers = [
      await download(s, undefined, fileId),
      await call(s.app, 'attachmentInfo', { body: { fileId } }),
      await call(s.app, 'attachmentViewImage', { body: { fileId: imageId } }),
      await call(s.app, 'manageFileDownload', { query: { fileId } }),
      await upload(s, undefined, { name: 'a.docx', data: docx() }),
      await call(s.app, 'attachmentSaveUploadLog', { body: { fileName: 'a.exe', fileSize: 1, resultMsg: 'x' } }),
    ];
    for (const res of answers)
      expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
  });

  it('bad ids: empty, NUL, 1,000 characters, not a string, not of our alphabet: 400', async () => {
    const bad: unknown[] = ['', '   ', 'a\u0000b', 'x'.repeat(1000), 123, ['a'], { a: 1 }, '../etc/passwd', null];
    for (const fileId of bad) {
      for (const name of ['attachmentDownload', 'attachmentInfo', 'attachmentViewImage'] as const) {
        const res = await call(s.app, name, { token: t.user, body: { fileId } });
        expect(res.statusCode, `${name} ${JSON.stringify(fileId)}`).toBe(400);
        expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      }
    }
    for (const fileId of ['', 'a\u0000b', 'x'.repeat(1000)]) {
      const res = await call(s.app, 'manageFileDownload', { token: t.user, query: { fileId } });
      expect(res.statusCode, JSON.stringify(fileId)).toBe(400);
    }
    const nul = await call(s.app, 'attachmentInfo', { token: t.user, body: { fileId: 'a\u0000b' } });
    expect(envelopeOf(nul).msg).toContain(M.INPUT_BAD_CHARACTERS);
  });
});

// --- The upload log ---

describe('the upload log', () => {
  it('saveUploadLog writes the session’s identity and names, not the body’s', async () => {
    const res = await callEnv(s.app, 'attachmentSaveUploadLog', {
      token: t.user,
      body: {
        account: 'superadmin',
        userName: '冒名者',
        userSource: 2,
        entId: ENT.shendong,
        entName: '别家公司',
        fileName: '申请表.pdf',
        fileSize: 2048,
        suffixName: 'pdf',
        resultMsg: M.UPLOAD_DOCX_ONLY,
      },
    });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(await lastLog()).toEqual({
      ...(await lastLog()),
      account: 'user',
      user_id: USER.user,
      user_name: '李明',
      user_source: 1,
      ent_id: ENT.sales,
      ent_name: '国能销售集团有限公司',
      file_name: '申请表.pdf',
      file_size: 2048,
      suffix_name: 'pdf',
      result_msg: M.UPLOAD_DOCX_ONLY,
      route: 'web',
    });
  });

  it('saveUploadLog refuses a body without what it logs', async () => {
    for (const body of [{}, { fileName: 'a.exe', fileSize: -1, resultMsg: 'x' }, { fileName: 'a', resultMsg: '' }]) {
      const res = await call(s.app, 'attachmentSaveUploadLog', { token: t.user, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  describe('the page (operations audit, 上传日志)', () => {
    let admin = '';
    beforeAll(async () => {
      const res = await call(s.app, 'login', { body: { account: 'superadmin', password: 'Portal@2026' } });
      admin = envelopeOf(res, 'login').data[0].token;
      await verifyAdminPhone(s.app, admin, '13800000001');
      await callEnv(s.app, 'attachmentSaveUploadLog', {
        token: t.user2,
        body: { fileName: '神东_附件_%_.docx', fileSize: 1, resultMsg: M.UPLOAD_TOO_LARGE },
      });
    });

    it('needs the audit menu: user and entadmin are refused; operations read it', async () => {
      for (const a of ['user', 'entadmin']) {
        const res = await callEnv(s.app, 'attachmentUploadLogPage', { token: t[a], body: {} });
        expect(res, a).toEqual({ code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] });
      }
      const ops = await callEnv(s.app, 'attachmentUploadLogPage', { token: t.ops, body: {} });
      expect(ops.code).toBe(RESPONSE_CODE.ok);
    });

    it('superadmin: newest first, paged, filtered by account and file name (contains, % taken literally)', async () => {
      const all = await callEnv(s.app, 'attachmentUploadLogPage', { token: admin, body: { pageSize: 100 } });
      expect(all.code).toBe(RESPONSE_CODE.ok);
      const page = all.data[0];
      expect(page.total).toBeGreaterThanOrEqual(5);
      expect(page.records[0]).toMatchObject({
        account: 'user2',
        userName: '吴刚',
        entId: ENT.shendong,
        entName: '国能神东煤炭集团有限责任公司',
        fileName: '神东_附件_%_.docx',
        route: 'web',
      });
      expect(page.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const ids = page.records.map((r) => Number(r.id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const second = await callEnv(s.app, 'attachmentUploadLogPage', {
        token: admin,
        body: { pageSize: 1, currentPage: 2 },
      });
      expect(second.data[0]).toMatchObject({ total: page.total, current: 2, size: 1 });
      expect(second.data[0].records[0].id).toBe(page.records[1].id);

      const byAccount = await callEnv(s.app, 'attachmentUploadLogPage', { token: admin, body: { account: 'ser2' } });
      expect(byAccount.data[0].records.map((r) => r.account)).toEqual(['user2']);
      const byName = await callEnv(s.app, 'attachmentUploadLogPage', { token: admin, body: { fileName: '_%_' } });
      expect(byName.data[0].records.map((r) => r.fileName)).toEqual(['神东_附件_%_.docx']);
      const none = await callEnv(s.app, 'attachmentUploadLogPage', {
        token: admin,
        body: { fileName: '不存在的文件' },
      });
      expect(none.data[0]).toMatchObject({ total: 0, records: [] });
    });
  });
});

// --- Claims and owners ---

describe('a file claimed by a record', () => {
  const OWNER = 'attachmentTest';
  let fileId = '';
  beforeAll(async () => {
    // The test area admits user2 to the files of its record rec-1 only.
    registerAttachmentOwner(
      OWNER,
      async (_deps, ownerId, session) => ownerId === 'rec-1' && session.userId === USER.user2,
    );
    fileId = await uploaded(s, t.user, { name: '变更申请.docx', data: docx('claim') });
  });
  const claim = (over: Partial<Parameters<typeof claimAttachment>[1]> = {}) =>
    s.database.db.transaction((tx) =>
      claimAttachment(tx, {
        fileId,
        entId: ENT.sales,
        userId: USER.user,
        ownerType: OWNER,
        ownerId: 'rec-1',
        projectType: '20',
        ...over,
      }),
    );

  it('is unreadable by another enterprise before the claim', async () => {
    expect(envelopeOf(await download(s, t.user2, fileId))).toEqual(MISSING);
  });

  it('only the uploader, in its enterprise, for the right use, may claim it', async () => {
    await expect(claim({ userId: USER.entadmin })).rejects.toMatchObject({ message: M.RECORD_NOT_FOUND });
    await expect(claim({ entId: ENT.shendong })).rejects.toMatchObject({ message: M.RECORD_NOT_FOUND });
    await expect(claim({ projectType: '30', message: M.APPLY_FILE_REQUIRED })).rejects.toMatchObject({
      code: RESPONSE_CODE.business,
      message: M.APPLY_FILE_REQUIRED,
    });
    await expect(claim({ fileId: randomUUID() })).rejects.toMatchObject({ message: M.RECORD_NOT_FOUND });
    expect((await rowOf(s, fileId)).owner_type).toBeNull();
  });

  it('claimed: read through the resolver by whom it admits, not by others; a second claim is a no-op', async () => {
    const row = await claim();
    expect(row).toMatchObject({ id: fileId, ownerType: OWNER, ownerId: 'rec-1' });
    expect((await claim()).ownerId).toBe('rec-1');
    const res = await download(s, t.user2, fileId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_TYPE);
    const info = await callEnv(s.app, 'attachmentInfo', { token: t.user2, body: { fileId } });
    expect(info.data[0].fileName).toBe('变更申请.docx');
    // Same enterprise as user2, but the resolver says no.
    expect(envelopeOf(await download(s, t.entadmin2, fileId))).toEqual(MISSING);
    // The uploader's enterprise still reads it.
    expect((await download(s, t.user, fileId)).statusCode).toBe(200);
  });

  it('another record cannot take it, and a rolled-back claim leaves it as it was', async () => {
    await expect(claim({ ownerId: 'rec-2' })).rejects.toMatchObject({ message: M.RECORD_NOT_FOUND });
    const other = await uploaded(s, t.user, { name: 'b.docx', data: docx('b') });
    await expect(
      s.database.db.transaction(async (tx) => {
        await claimAttachment(tx, {
          fileId: other,
          entId: ENT.sales,
          userId: USER.user,
          ownerType: OWNER,
          ownerId: 'x',
        });
        throw new Error('the record failed');
      }),
    ).rejects.toThrow('the record failed');
    expect((await rowOf(s, other)).owner_type).toBeNull();
  });

  it('an owner type nobody registered admits no one outside the enterprise', async () => {
    const id = await uploaded(s, t.user, { name: 'c.docx', data: docx('c') });
    await s.database.db.transaction((tx) =>
      claimAttachment(tx, { fileId: id, entId: ENT.sales, userId: USER.user, ownerType: 'nobody', ownerId: 'rec-1' }),
    );
    expect(envelopeOf(await download(s, t.user2, id))).toEqual(MISSING);
  });
});

describe('a file whose bytes are gone (a broken store)', () => {
  it('answers the error envelope, not a file’s headers with nothing behind them', async () => {
    const fileId = await uploaded(s, t.user, { name: 'gone.docx', data: docx('gone') });
    await s.database.db.execute(
      sql`delete from attachment_chunks where storage_key = (select storage_key from attachments where id = ${fileId})`,
    );
    const res = await download(s, t.user, fileId);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(envelopeOf(res).code).toBe('500');
  });
});

describe('a write cut short', () => {
  /** 600 KB, then the source fails (a disk error, a client gone). */
  const failing = () =>
    Readable.from(
      (async function* () {
        yield randomBytes(300 * 1024);
        yield randomBytes(300 * 1024);
        throw new Error('source failed');
      })(),
    );

  it('the database store leaves no piece behind', async () => {
    let key = '';
    const store = databaseStore(s.database.db, s.database.kind === 'postgres' ? 'binary' : 'base64');
    await expect(store.put(failing(), async (k) => void (key = k))).rejects.toThrow('source failed');
    const left = await s.database.db.execute(sql`select 1 from attachment_chunks where storage_key = ${key}`);
    expect(key).not.toBe('');
    expect(left.rows).toEqual([]);
  });

  it('the directory store leaves no file behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-attachments-cut-'));
    await expect(directoryStore(dir).put(failing())).rejects.toThrow('source failed');
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

// --- Housekeeping ---

describe('housekeeping', () => {
  it('purges unclaimed files older than a day, with their chunks; keeps claimed and recent ones', async () => {
    const old = await uploaded(s, t.user, { name: 'old.docx', data: docx('old') });
    const oldClaimed = await uploaded(s, t.user, { name: 'kept.docx', data: docx('kept') });
    const recent = await uploaded(s, t.user, { name: 'new.docx', data: docx('new') });
    await s.database.db.transaction((tx) =>
      claimAttachment(tx, { fileId: oldClaimed, entId: ENT.sales, userId: USER.user, ownerType: 'x', ownerId: '1' }),
    );
    const oldKey = (await rowOf(s, old)).storage_key;
    await s.database.db.execute(
      sql`update attachments set created_at = now() - interval '25 hours' where id in (${old}, ${oldClaimed})`,
    );
    expect(await s.app.deps.housekeeping.run(s.database.db)).toEqual([]);
    expect(await rowOf(s, old)).toBeUndefined();
    const chunks = await s.database.db.execute(sql`select 1 from attachment_chunks where storage_key = ${oldKey}`);
    expect(chunks.rows).toEqual([]);
    expect(envelopeOf(await download(s, t.user, old))).toEqual(MISSING);
    expect((await download(s, t.user, oldClaimed)).statusCode).toBe(200);
    expect((await download(s, t.user, recent)).statusCode).toBe(200);
  });
});

// --- The directory store ---

describe('the directory store (ATTACHMENT_DIR)', () => {
  let dirServer: TestServer;
  let dir = '';
  let token = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-attachments-'));
    dirServer = await startTestServer({ ATTACHMENT_DIR: dir, RATE_LIMIT_WRITE: '100000' });
    const res = await call(dirServer.app, 'login', { body: { account: 'user', password: 'Portal@2026' } });
    token = envelopeOf(res, 'login').data[0].token;
  });
  afterAll(async () => {
    await dirServer?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores one file named by its random key (never the client’s name), reads it back identical', async () => {
    const data = docxOfSize(3 * 1024 * 1024 + 17);
    const fileId = await uploaded(dirServer, token, { name: '../../etc/申请 evil.docx', data });
    const row = await rowOf(dirServer, fileId);
    expect(row).toMatchObject({ store: 'dir', file_name: '申请 evil.docx' });
    expect(fs.readdirSync(dir)).toEqual([row.storage_key]);
    expect(sha256(fs.readFileSync(path.join(dir, row.storage_key)))).toBe(sha256(data));
    const chunks = await dirServer.database.db.execute(sql`select 1 from attachment_chunks`);
    expect(chunks.rows).toEqual([]);
    const res = await download(dirServer, token, fileId);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(data));
  });

  it('the purge removes stale unclaimed files and day-old files no row names, nothing else', async () => {
    const kept = await uploaded(dirServer, token, { name: 'kept.docx', data: docx('kept') });
    const stale = await uploaded(dirServer, token, { name: 'stale.docx', data: docx('stale') });
    const keptKey = (await rowOf(dirServer, kept)).storage_key;
    const staleKey = (await rowOf(dirServer, stale)).storage_key;
    await dirServer.database.db.execute(
      sql`update attachments set created_at = now() - interval '2 days' where id = ${stale}`,
    );
    const dayAgo = Date.now() / 1000 - 26 * 3600;
    const orphan = randomUUID();
    const part = `${randomUUID()}.part`;
    const freshOrphan = randomUUID();
    for (const name of [orphan, part, freshOrphan, 'not-ours.txt']) fs.writeFileSync(path.join(dir, name), 'x');
    for (const name of [orphan, part, keptKey, 'not-ours.txt']) fs.utimesSync(path.join(dir, name), dayAgo, dayAgo);
    expect(await dirServer.app.deps.housekeeping.run(dirServer.database.db)).toEqual([]);
    const left = fs.readdirSync(dir);
    expect(left).toContain(keptKey);
    expect(left).toContain(freshOrphan);
    expect(left).toContain('not-ours.txt');
    expect(left).not.toContain(staleKey);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(part);
    expect((await download(dirServer, token, kept)).statusCode).toBe(200);
    fs.rmSync(path.join(dir, keptKey));
    const gone = await download(dirServer, token, kept);
    expect(gone.statusCode).toBe(500);
    expect(envelopeOf(gone).code).toBe('500');
  });
});
