/**
 * The platform kits every area's lists, exports and uploads use (issue 13): the paging helper, the export's file name
 * header, the file-type sniffer (kinds from the bytes, zip bombs refused), and an oversized upload over a real
 * socket, whose client still gets the envelope.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { ListTotals, batchesOf, pageOf, type ListQuery } from '../src/platform/paging.ts';
import type { EventBus, PortalEvent } from '../src/platform/events.ts';
import { contentDisposition, sheetName } from '../src/platform/export.ts';
import { isZipBomb, sniffFile, ZIP_LIMITS } from '../src/platform/file-type.ts';
import { login, multipartForm, startTestServer, type TestServer } from './helpers.ts';
import { taskIn, xlsxOf, zipOf } from './tax-fixtures.ts';

/** A list over an array that counts its queries, as a repo's would run them. */
function arrayList(items: number[]) {
  const calls: string[] = [];
  const list: ListQuery<number> = {
    count: async () => {
      calls.push('count');
      return items.length;
    },
    slice: async (limit, offset) => {
      calls.push(`slice ${limit} ${offset}`);
      return items.slice(offset, offset + limit);
    },
  };
  return { list, calls };
}

describe('pageOf and batchesOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('answers the §7 page from a count and one slice', async () => {
    const { list, calls } = arrayList(items);
    expect(await pageOf(list, 3, 10)).toEqual({ records: [20, 21, 22], current: 3, size: 10, total: 23 });
    expect(calls).toEqual(['count', 'slice 10 20']);
  });

  it('past the end: empty records, the total, no slice query', async () => {
    const { list, calls } = arrayList(items);
    expect(await pageOf(list, 4, 10)).toEqual({ records: [], current: 4, size: 10, total: 23 });
    expect(calls).toEqual(['count']);
  });

  it('ListTotals: one count per list key while it lasts; an evicting event clears them', async () => {
    const handlers: ((e: PortalEvent) => void)[] = [];
    const bus = { subscribe: (h: (e: PortalEvent) => void) => (handlers.push(h), () => undefined) };
    const totals = new ListTotals(
      { bus: bus as unknown as EventBus },
      {
        ttlMs: 60_000,
        evictOn: (type) => type === 'user.changed',
      },
    );
    const { list, calls } = arrayList(items);
    await pageOf(totals.of(list, 'a'), 1, 10);
    await pageOf(totals.of(list, 'a'), 2, 10);
    expect(calls.filter((c) => c === 'count')).toHaveLength(1);
    await pageOf(totals.of(list, 'b'), 1, 10);
    expect(calls.filter((c) => c === 'count')).toHaveLength(2);
    for (const h of handlers) h({ type: 'notices.changed', userId: 'u' });
    await pageOf(totals.of(list, 'a'), 1, 10);
    expect(calls.filter((c) => c === 'count')).toHaveLength(2);
    for (const h of handlers) h({ type: 'user.changed', userId: 'u' });
    await pageOf(totals.of(list, 'a'), 1, 10);
    expect(calls.filter((c) => c === 'count')).toHaveLength(3);
  });

  it('reads every row in batches, and stops at the bound', async () => {
    const all: number[] = [];
    for await (const b of batchesOf(arrayList(items).list, 10)) all.push(...b);
    expect(all).toEqual(items);
    const bounded: number[][] = [];
    for await (const b of batchesOf(arrayList(items).list, 10, 15)) bounded.push(b);
    expect(bounded.map((b) => b.length)).toEqual([10, 5]);
  });
});

describe('contentDisposition', () => {
  it('carries the Chinese name as UTF-8 (RFC 5987) and an ASCII fallback', () => {
    const header = contentDisposition('税务任务_2026-01-05.xlsx');
    expect(header).toBe(
      `attachment; filename="_____2026-01-05.xlsx"; filename*=UTF-8''%E7%A8%8E%E5%8A%A1%E4%BB%BB%E5%8A%A1_2026-01-05.xlsx`,
    );
    const utf8 = (h: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(h)![1]);
    expect(utf8(header)).toBe('税务任务_2026-01-05.xlsx');
    const odd = contentDisposition(`a"b'(c).xlsx`);
    expect(odd).toContain('filename="a_b\'(c).xlsx"');
    expect(utf8(odd)).toBe(`a"b'(c).xlsx`);
  });

  it('sheet names follow Excel’s rules', () => {
    expect(sheetName('a/b:c?d*e[f]g\\h')).toBe('a_b_c_d_e_f_g_h');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('sniffFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sniff-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const sniff = async (data: Uint8Array) => {
    const file = path.join(dir, `${Math.random()}`);
    fs.writeFileSync(file, data);
    return sniffFile(file, data.length);
  };

  it.each<[string, () => Promise<Uint8Array> | Uint8Array, string]>([
    ['an .xlsx written by exceljs', () => xlsxOf([['a'], [1]]), 'xlsx'],
    ['a .docx', () => zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' }), 'docx'],
    ['another zip', () => zipOf({ 'a.txt': 'a' }), 'zip'],
    ['a PDF', () => Buffer.from('%PDF-1.4\n'), 'pdf'],
    ['a PNG', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    ['an OLE2 file (.xls)', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'xls-or-encrypted'],
    ['text', () => Buffer.from('发票代码,发票号码'), 'unknown'],
    ['nothing', () => new Uint8Array(), 'unknown'],
  ])('%s', async (_name, data, kind) => {
    expect((await sniff(await data())).kind).toBe(kind);
  });

  it('a zip header with a broken directory is refused as broken', async () => {
    const zip = zipOf({ 'a.txt': 'a' });
    expect(await sniff(zip.subarray(0, zip.length - 30))).toEqual({ kind: 'zip', refused: 'brokenZip' });
  });

  it('entries that unpack out of proportion are a bomb, in all or per entry', async () => {
    expect(isZipBomb([{ compressed: 10_000, unpacked: 1_500_000 }])).toBe(false);
    expect(
      isZipBomb([{ compressed: 1000, unpacked: 1000 * (ZIP_LIMITS.maxRatio + 1) + ZIP_LIMITS.ratioFromBytes }]),
    ).toBe(true);
    expect(isZipBomb(Array(600).fill({ compressed: 1e6, unpacked: 1e6 }))).toBe(true);
    const bomb = zipOf({ '[Content_Types].xml': '<T/>', 'xl/workbook.xml': '<w/>', 'xl/s.xml': '0'.repeat(20e6) });
    expect(await sniff(bomb)).toEqual({ kind: 'zip', refused: 'zipBomb' });
  });
});

describe('an upload over 10 MB through a real socket', () => {
  let s: TestServer;
  let url: string;
  let token: string;
  let taskNo: string;
  beforeAll(async () => {
    s = await startTestServer();
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    token = await login(s.app, 'user');
    taskNo = await taskIn(s.app, token, '01', 'inProgress');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers the size message in the envelope, without reading the rest (declared length) or once past it', async () => {
    const form = await multipartForm(
      { taskNo, tableCode: 'VAT_INPUT' },
      { name: 'big.xlsx', data: Buffer.alloc(12 * 1024 * 1024, 0x41) },
    );
    const send = (body: BodyInit, headers: Record<string, string>) =>
      fetch(`${url}/japi/tax/system/taxVat/excel/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...headers },
        body,
        duplex: 'half',
      } as RequestInit);
    const declared = await send(new Uint8Array(form.body), form.headers);
    expect(await declared.json()).toEqual({ code: '7799', msg: M.UPLOAD_XLSX_TOO_LARGE, data: [] });
    // Chunked (no length declared): the limit is met while streaming.
    const chunked = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < form.body.length; i += 65536) c.enqueue(form.body.subarray(i, i + 65536));
        c.close();
      },
    });
    const streamed = await send(chunked, form.headers);
    expect(await streamed.json()).toEqual({ code: '7799', msg: M.UPLOAD_XLSX_TOO_LARGE, data: [] });
  });
});
