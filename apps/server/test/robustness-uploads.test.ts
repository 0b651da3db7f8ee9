/**
 * Uploads shaped by an attacker (§9 upload limits, §8.3 refusals), through the real server on a real database: a
 * zip whose headers understate what it unpacks to is refused while other requests are answered; the zip guard's
 * rules one by one; a malformed multipart form answers 400 in the envelope on every upload endpoint; bidi controls
 * leave the stored file names.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { API_BASE, RESPONSE_CODE, type EndpointName } from '@portal/shared';
import { sniffFile, ZIP_LIMITS } from '../src/platform/file-type.ts';
import { displayName } from '../src/platform/upload.ts';
import { call, callEnv, envelopeOf, multipartForm, useTestServer } from './helpers.ts';
import { bigXlsx, taskIn, VAT_INPUT_HEADER, inputRow, xlsxOf } from './tax-fixtures.ts';
import { DOCX_PARTS, minimalDocx, zipOf, type ZipEntries } from './zip.ts';

/** What the server may unpack of one upload here: small, so the bombs below stay small in the test's memory too. */
const UNZIP_MAX = 4 * 1024 * 1024;
const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000', UPLOAD_UNZIP_MAX_BYTES: String(UNZIP_MAX) }, ['user']);

const XLSX_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'xl/workbook.xml':
    '<?xml version="1.0"?><workbook><sheets><sheet name="数据" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
};
const sheetXml = (rows: string) => `<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`;

/** An .xlsx of about `mb` MB of sheet XML whose headers say the sheet unpacks to 1 KB. */
function lyingXlsx(sheet: string): Buffer {
  return zipOf({ ...XLSX_PARTS, 'xl/worksheets/sheet1.xml': sheet }, 'deflate', {
    declaredSizes: { 'xl/worksheets/sheet1.xml': 1024 },
  });
}

async function importUpload(name: string, data: Uint8Array, taskNo: string) {
  const form = await multipartForm({ taskNo, tableCode: 'VAT_INPUT' }, { name, data });
  return call(s.app, 'taxTableImport', {
    token: t.user,
    params: { taxPath: 'taxVat' },
    body: form.body,
    headers: form.headers,
  });
}

async function attachmentUpload(name: string, data: Uint8Array) {
  const form = await multipartForm({ projectType: '20' }, { field: 'uploadFiles', name, data });
  return call(s.app, 'attachmentUpload', { token: t.user, body: form.body, headers: form.headers });
}

/** `n` characters of random base64: text that packs little and holds no '<'. */
const noise = (n: number) =>
  randomBytes(Math.ceil((n * 3) / 4))
    .toString('base64')
    .slice(0, n);

const refusal = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

describe('an archive that unpacks to more than its headers say', () => {
  it('is refused (文件解压后的大小异常) while other requests are answered, and the import never starts', async () => {
    const taskNo = await taskIn(s.app, t.user, '01', 'inProgress');
    // Tens of MB of rows (deflated some thousand times), declared as 1 KB: refused at UNZIP_MAX, whatever it says.
    const bomb = lyingXlsx(sheetXml('<row><c t="n"><v>1</v></c></row>'.repeat(1_200_000)));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const jobsBefore = await s.database.db.execute(sql`select count(*)::int as n from tax_import_jobs`);

    const refusing = importUpload('税表.xlsx', bomb, taskNo);
    // Another user's requests are answered meanwhile.
    const others = await Promise.all([
      s.app.inject({ method: 'GET', url: `${API_BASE}/health` }),
      call(s.app, 'userInfo', { token: t.user }),
    ]);
    for (const other of others) expect(other.statusCode, other.body).toBe(200);
    const res = await refusing;
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual(refusal(M.UPLOAD_ZIP_BOMB));

    expect(await s.database.db.execute(sql`select count(*)::int as n from tax_import_jobs`)).toMatchObject({
      rows: jobsBefore.rows,
    });
    const log = await s.database.db.execute<{ file_name: string; result_msg: string }>(
      sql`select file_name, result_msg from upload_log order by id desc limit 1`,
    );
    expect(log.rows[0]).toEqual({ file_name: '税表.xlsx', result_msg: M.UPLOAD_ZIP_BOMB });
  });

  it('one enormous header cell is refused before any reader holds it, on the tax import and the attachments', async () => {
    const taskNo = await taskIn(s.app, t.user, '01', 'inProgress');
    // Random text (no '<' in base64) packs little: the ratio cannot stop it, the cell's length does.
    const cell = `<row r="1"><c r="A1" t="inlineStr"><is><t>${noise(1_500_000)}</t></is></c></row>`;
    const bomb = lyingXlsx(sheetXml(cell));
    expect(envelopeOf(await importUpload('表头.xlsx', bomb, taskNo))).toEqual(refusal(M.UPLOAD_PART_TOO_LONG));
    const docx = zipOf(
      { ...DOCX_PARTS, 'word/document.xml': `<w:document><w:t>${noise(1_500_000)}</w:t></w:document>` },
      'deflate',
      { declaredSizes: { 'word/document.xml': 100 } },
    );
    expect(envelopeOf(await attachmentUpload('申请.docx', docx))).toEqual(refusal(M.UPLOAD_PART_TOO_LONG));
  });

  it('an error quotes no more than the start of a long cell', async () => {
    const taskNo = await taskIn(s.app, t.user, '01', 'inProgress');
    const title = `未知${'列'.repeat(30_000)}`;
    const data = await xlsxOf([[...VAT_INPUT_HEADER, title], inputRow(1)]);
    const res = envelopeOf(await importUpload('进项.xlsx', data, taskNo), 'taxTableImport');
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    let job = res.data[0];
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      const query = { jobId: job.jobId };
      job = (await callEnv(s.app, 'taxTableImportStatus', { token: t.user, params: { taxPath: 'taxVat' }, query }))
        .data[0];
    }
    expect(job.status).toBe('failed');
    const message = job.errors[0].message;
    expect(message.startsWith('无法识别的列“未知列列')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(200);
  });

  it('an honest workbook of thousands of rows still imports', async () => {
    const taskNo = await taskIn(s.app, t.user, '01', 'inProgress');
    const data = await bigXlsx(VAT_INPUT_HEADER, 3000, (i) => inputRow(i));
    const res = envelopeOf(await importUpload('进项.xlsx', data, taskNo), 'taxTableImport');
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  });
});

describe('the zip guard (sniffFile)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-guard-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const sniff = async (data: Uint8Array, limits = ZIP_LIMITS) => {
    const file = path.join(dir, `${Math.random()}`);
    fs.writeFileSync(file, data);
    return sniffFile(file, data.length, limits);
  };

  /** The zip with `local` (local headers and data only) put between its entries and its directory. */
  function withHiddenEntry(zip: Buffer, hidden: ZipEntries): Buffer {
    const extra = zipOf(hidden);
    const extraLocals = extra.subarray(0, extra.readUInt32LE(extra.length - 6));
    const dirAt = zip.readUInt32LE(zip.length - 6);
    const end = Buffer.from(zip.subarray(dirAt));
    end.writeUInt32LE(dirAt + extraLocals.length, end.length - 6);
    return Buffer.concat([zip.subarray(0, dirAt), extraLocals, end]);
  }

  /** A one-entry zip whose local header carries `extra` (its directory record does not). */
  function withLocalExtra(zip: Buffer, extra: Buffer, packedSize?: number): Buffer {
    const nameEnd = 30 + zip.readUInt16LE(26);
    const head = Buffer.from(zip.subarray(0, nameEnd));
    head.writeUInt16LE(extra.length, 28);
    if (packedSize !== undefined) head.writeUInt32LE(packedSize, 18);
    const out = Buffer.concat([head, extra, zip.subarray(nameEnd)]);
    out.writeUInt32LE(out.readUInt32LE(out.length - 6) + extra.length, out.length - 6);
    return out;
  }

  it.each<[string, () => Promise<Uint8Array> | Uint8Array, string]>([
    ['an .xlsx written by exceljs', () => xlsxOf([VAT_INPUT_HEADER, inputRow(1)]), 'xlsx'],
    ['an .xlsx streamed by exceljs (data descriptors)', () => bigXlsx(VAT_INPUT_HEADER, 500, inputRow), 'xlsx'],
    ['a .docx', () => minimalDocx(), 'docx'],
    ['a .docx with stored entries', () => zipOf(DOCX_PARTS, 'store'), 'docx'],
  ])('passes %s', async (_name, data, kind) => {
    expect(await sniff(await data())).toEqual({ kind });
  });

  it.each<[string, () => Buffer, Partial<typeof ZIP_LIMITS>, string]>([
    [
      'an entry that unpacks past the limit, though its headers say 1 KB',
      () =>
        zipOf({ ...DOCX_PARTS, 'word/media/a.bin': Buffer.alloc(3e6) }, 'deflate', {
          declaredSizes: { 'word/media/a.bin': 1024 },
        }),
      { totalUnpackedBytes: 2e6 },
      'zipBomb',
    ],
    [
      'an entry unpacking to over 200× its packed size, though its headers say less',
      () =>
        zipOf({ ...DOCX_PARTS, 'word/media/a.bin': Buffer.alloc(3e6) }, 'deflate', {
          declaredSizes: { 'word/media/a.bin': 1024 },
        }),
      {},
      'zipBomb',
    ],
    [
      'an entry whose headers overstate it',
      () => zipOf({ ...DOCX_PARTS, 'word/a.bin': 'abc' }, 'deflate', { declaredSizes: { 'word/a.bin': 1000 } }),
      {},
      'brokenZip',
    ],
    [
      'an entry a streaming reader meets that the directory does not list',
      () => withHiddenEntry(minimalDocx(), { 'xl/sharedStrings.xml': '<sst/>' }),
      {},
      'brokenZip',
    ],
    [
      'a local extra field ending in stray bytes (no writer makes one)',
      () => withLocalExtra(zipOf({ 'a.txt': 'a' }), Buffer.from([0x99, 0x99])),
      {},
      'brokenZip',
    ],
    [
      'a zip64 size the field does not hold (the streaming reader cannot find the data)',
      () => withLocalExtra(zipOf({ 'a.txt': 'a' }), Buffer.from([1, 0, 8, 0, 1, 0, 0, 0, 0, 0, 0, 0]), 0xffffffff),
      {},
      'brokenZip',
    ],
    [
      'an XML part with a run of over 1 MB between two tags',
      () => zipOf({ ...DOCX_PARTS, 'word/footer.xml': `<f>${noise(1024 * 1024 + 10)}</f>` }),
      {},
      'partTooLong',
    ],
  ])('refuses %s', async (_name, data, limits, refused) => {
    expect(await sniff(data(), { ...ZIP_LIMITS, ...limits })).toEqual({ kind: 'zip', refused });
  });

  it('a long run outside the XML parts, or within the limit, is no refusal', async () => {
    const media = zipOf({ ...DOCX_PARTS, 'word/media/a.bin': noise(2 * 1024 * 1024) });
    expect(await sniff(media)).toEqual({ kind: 'docx' });
    const text = zipOf({ ...DOCX_PARTS, 'word/footer.xml': `<f>${noise(1000 * 1000)}</f>` });
    expect(await sniff(text)).toEqual({ kind: 'docx' });
  });
});

describe('a malformed multipart form', () => {
  /** Every upload endpoint of the contracts, with a valid form for it. */
  const uploads = (): { name: EndpointName; params?: Record<string, string>; form: () => Promise<Buffer> }[] => [
    {
      name: 'attachmentUpload',
      form: async () =>
        (await multipartForm({ projectType: '20' }, { field: 'uploadFiles', name: 'a.docx', data: minimalDocx() }))
          .body,
    },
    {
      name: 'taxTableImport',
      params: { taxPath: 'taxVat' },
      form: async () =>
        (
          await multipartForm(
            { taskNo: 'T1', tableCode: 'VAT_INPUT' },
            { name: 'a.xlsx', data: await xlsxOf([VAT_INPUT_HEADER]) },
          )
        ).body,
    },
  ];

  it('covers every upload endpoint of the contracts', () => {
    const declared = Object.entries(M.ENDPOINTS)
      .filter(([, e]) => 'upload' in e && e.upload)
      .map(([name]) => name)
      .sort();
    expect(
      uploads()
        .map((u) => u.name)
        .sort(),
    ).toEqual(declared);
  });

  it.each(['no boundary', 'a body cut in the middle of a part'])('%s answers 400 in the envelope', async (kind) => {
    for (const u of uploads()) {
      const form = await u.form();
      const boundary = form.toString('latin1').match(/^--(\S+)/)![1];
      const res =
        kind === 'no boundary'
          ? await call(s.app, u.name, {
              token: t.user,
              params: u.params,
              body: form,
              headers: { 'content-type': 'multipart/form-data' },
            })
          : await call(s.app, u.name, {
              token: t.user,
              params: u.params,
              body: form.subarray(0, Math.floor(form.length * 0.8)),
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            });
      expect(res.statusCode, `${u.name}: ${res.body}`).toBe(400);
      expect(envelopeOf(res), u.name).toEqual({ code: '400', msg: M.UPLOAD_FORM_INVALID, data: [] });
    }
  });
});

describe('bidi controls in a file name', () => {
  it.each([
    ['合同X\u202Excod.pdf', '合同Xxcod.pdf'],
    ['\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee.docx', 'abcde.docx'],
    ['\u2066a\u2067b\u2068c\u2069.docx', 'abc.docx'],
    ['a\u200Eb\u200Fc\u061C.docx', 'abc.docx'],
    ['dir/..\\sub/合\u0000同.docx', '合同.docx'],
    ['\u202E', 'upload'],
    ['עברית.docx', 'עברית.docx'],
    ['مرحبا.docx', 'مرحبا.docx'],
  ])('%j is stored as %j', (name, stored) => {
    expect(displayName(name)).toBe(stored);
  });

  it('leave the name the attachment service stores', async () => {
    const res = envelopeOf(await attachmentUpload('合同X\u202Excod.docx', minimalDocx()), 'attachmentUpload');
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    const row = await s.database.db.execute<{ file_name: string }>(
      sql`select file_name from attachments where id = ${res.data[0]}`,
    );
    expect(row.rows[0].file_name).toBe('合同Xxcod.docx');
  });
});
