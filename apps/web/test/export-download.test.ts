import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointPath } from '@portal/shared';
import { fileNameFromDisposition, requestFile, upload, uploadForm } from '../src/platform/request/index.ts';
import { fakeServer, spyEffects } from './request-helpers.ts';

afterEach(() => vi.restoreAllMocks());

describe('fileNameFromDisposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E7%A8%8E%E5%8A%A1%E4%BB%BB%E5%8A%A1.xlsx", '税务任务.xlsx'],
    [`attachment; filename="tasks.xlsx"; filename*=UTF-8''%E5%8F%91%E7%A5%A8.xlsx`, '发票.xlsx'],
    ["attachment; filename*=utf-8'zh-CN'%E5%8F%91%E7%A5%A8.xlsx", '发票.xlsx'],
    ['attachment; filename="report 2025.xlsx"', 'report 2025.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename="%E5%8F%91%E7%A5%A8.xlsx"', '发票.xlsx'],
    ['attachment; filename="a\\"b.xlsx"', 'a"b.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ["attachment; filename*=UTF-8''..%2F..%2Fx.xlsx", 'x.xlsx'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=fallback.xlsx", 'fallback.xlsx'],
    ['attachment', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('requestFile', () => {
  it('resolves with the blob and the server’s Chinese file name, sending the filters', async () => {
    spyEffects();
    const blob = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const server = fakeServer({
      [endpointPath('taskExport')]: {
        data: blob,
        headers: {
          'content-type': blob.type,
          'content-disposition': "attachment; filename*=UTF-8''%E7%A8%8E%E5%8A%A1%E4%BB%BB%E5%8A%A1_2025-06-01.xlsx",
        },
      },
    });
    const file = await requestFile('taskExport', { taxType: '01', state: 'todo' });
    expect(file.fileName).toBe('税务任务_2025-06-01.xlsx');
    expect(file.blob).toBe(blob);
    expect(server.calls[0].params).toEqual({ taxType: '01', state: 'todo' });
    expect(server.calls[0].responseType).toBe('blob');
  });

  it('rejects, after the message was shown, when the server answers an envelope instead of the file', async () => {
    const fx = spyEffects();
    const refused = new Blob([JSON.stringify({ code: '7799', msg: '导出失败', data: [] })], {
      type: 'application/json',
    });
    fakeServer({ [endpointPath('invoiceExport')]: { data: refused, headers: { 'content-type': 'application/json' } } });
    await expect(requestFile('invoiceExport', {})).rejects.toMatchObject({ kind: 'error', code: '7799' });
    expect(fx.showError).toHaveBeenCalledWith('导出失败', '7799');
  });
});

describe('upload', () => {
  it('puts the fields first and the file under the contract’s field, and the path parameter into the path', async () => {
    spyEffects();
    const job = {
      jobId: 'j1',
      status: 'queued',
      position: 0,
      processedRows: 0,
      importedRows: 0,
      errors: [],
      errorCount: 0,
      unchanged: false,
      message: '',
    };
    const server = fakeServer((config) =>
      Promise.resolve({
        data: { code: '200', msg: '', data: [job] },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
        request: {},
      }),
    );
    const progress = vi.fn();
    const file = new File(['PK'], '增值税申报表.xlsx');
    const res = await upload('taxTableImport', { taxPath: 'taxVat', taskNo: 'T1', tableCode: 'VAT01' }, file, {
      onProgress: progress,
    });
    expect(res.data[0].jobId).toBe('j1');
    const call = server.calls[0];
    expect(call.url).toBe(endpointPath('taxTableImport').replace(':taxPath', 'taxVat'));
    expect(call.method).toBe('post');
    const form = call.data as FormData;
    expect([...form.keys()]).toEqual(['taskNo', 'tableCode', 'file']);
    expect((form.get('file') as File).name).toBe('增值税申报表.xlsx');
    expect(form.get('taskNo')).toBe('T1');
  });

  it('writes arrays as repeated fields and leaves empty ones out', () => {
    const form = uploadForm({ a: ['x', 'y'], b: undefined, c: null, d: 3 }, 'file', new Blob(['1']), 'f.xlsx');
    expect(form.getAll('a')).toEqual(['x', 'y']);
    expect(form.has('b')).toBe(false);
    expect(form.has('c')).toBe(false);
    expect(form.get('d')).toBe('3');
  });
});
