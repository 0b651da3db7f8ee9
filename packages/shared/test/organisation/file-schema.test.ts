import { describe, expect, it } from 'vitest';
import {
  checkApplicationFile,
  checkUploadFile,
  uploadRejectionLog,
  type ApplicationFile,
  type FileCheck,
} from '../../src/organisation/file.ts';
import { orgChangeSubmitSchema } from '../../src/organisation/schema.ts';

const MB = 1024 * 1024;

describe('§5 application file', () => {
  it.each<[rule: string, file: ApplicationFile | null, check: FileCheck]>([
    ['a docx under 10 MB', { name: '申请.docx', size: 2 * MB }, { ok: true }],
    ['exactly 10 MB passes (must not exceed)', { name: '申请.docx', size: 10 * MB }, { ok: true }],
    ['upper-case extension', { name: '申请.DOCX', size: 1 }, { ok: true }],
    [
      'one byte over 10 MB',
      { name: '申请.docx', size: 10 * MB + 1 },
      { ok: false, message: '上传文件大小不能超过 10MB!', logMessage: '该文件大小超过最大限度！' },
    ],
    [
      'a .doc file',
      { name: '申请.doc', size: 1 },
      { ok: false, message: '上传文件必须是docx格式!', logMessage: '该文件格式不支持上传！' },
    ],
    [
      'a pdf',
      { name: '申请.pdf', size: 1 },
      { ok: false, message: '上传文件必须是docx格式!', logMessage: '该文件格式不支持上传！' },
    ],
    [
      'no extension',
      { name: 'docx', size: 1 },
      { ok: false, message: '上传文件必须是docx格式!', logMessage: '该文件格式不支持上传！' },
    ],
    [
      'docx only in the middle',
      { name: 'a.docx.exe', size: 1 },
      { ok: false, message: '上传文件必须是docx格式!', logMessage: '该文件格式不支持上传！' },
    ],
    [
      'type is checked before size',
      { name: '大.pdf', size: 20 * MB },
      { ok: false, message: '上传文件必须是docx格式!', logMessage: '该文件格式不支持上传！' },
    ],
    ['no file', null, { ok: false, message: '请上传申请文件', logMessage: null }],
  ])('%s', (_rule, file, check) => {
    expect(checkApplicationFile(file)).toEqual(check);
  });

  it.each<[rule: string, file: ApplicationFile, check: FileCheck]>([
    ['an authorisation application takes a pdf', { name: '说明.pdf', size: MB }, { ok: true }],
    ['… an xlsx', { name: '名单.xlsx', size: MB }, { ok: true }],
    ['… a .jpg and a .JPEG', { name: '截图.JPEG', size: MB }, { ok: true }],
    [
      '… not a .doc',
      { name: '说明.doc', size: 1 },
      { ok: false, message: '上传文件必须是docx、xlsx、pdf、png或jpg格式!', logMessage: '该文件格式不支持上传！' },
    ],
    [
      '… not over 10 MB',
      { name: '说明.pdf', size: 10 * MB + 1 },
      { ok: false, message: '上传文件大小不能超过 10MB!', logMessage: '该文件大小超过最大限度！' },
    ],
  ])('projectType 21: %s', (_rule, file, check) => {
    expect(checkUploadFile('21', file)).toEqual(check);
  });

  it('a rejection becomes the §3 upload-log body', () => {
    const user = { account: 'zs', userName: '张三', userSource: 1, entId: 'e1', entName: '甲' };
    expect(uploadRejectionLog({ name: '申请.PDF', size: 12 }, user, '该文件格式不支持上传！')).toEqual({
      ...user,
      fileName: '申请.PDF',
      fileSize: 12,
      suffixName: 'pdf',
      resultMsg: '该文件格式不支持上传！',
    });
  });
});

const data = {
  type: 1,
  parentCustomerCode: 'c2',
  parentCustomerName: '煤炭公司',
  companyLevel: 3,
  cat: 'coal',
  customerRegisterName: ' 新煤矿 ',
  socialcreditcode: '91350100M000100Y43',
  userInfo: { account: 'zs', userName: '张三', entName: '甲' },
};
const body = (patch: Record<string, unknown> = {}, dataPatch: Record<string, unknown> = {}) => ({
  fileId: 'f1',
  fileName: '申请.docx',
  noticeType: 11,
  data: JSON.stringify({ ...data, ...dataPatch }),
  content: '张三申请新增单位：新煤矿',
  ...patch,
});
const firstMessage = (b: unknown) => {
  const r = orgChangeSubmitSchema.safeParse(b);
  return r.success ? null : r.error.issues[0].message;
};

describe('§7.6 organisation-change submit schema (server)', () => {
  /** A shape fault: refused with zod's own text (the server answers 400), no §5 message applies. */
  const REFUSED = Symbol('refused');
  it.each<[rule: string, b: unknown, message: string | null | typeof REFUSED]>([
    ['a valid submit', body(), null],
    ['noticeType as text', body({ noticeType: '11' }), null],
    ['type and level as text', body({}, { type: '1', companyLevel: '3' }), null],
    ['no file id', body({ fileId: '' }), '请上传申请文件'],
    ['missing file id', { ...body(), fileId: undefined }, '请上传申请文件'],
    ['a non-docx file name', body({ fileName: '申请.pdf' }), '上传文件必须是docx格式!'],
    ['another notice type', body({ noticeType: 12 }), REFUSED],
    ['data that is not JSON', body({ data: '{' }), '申请数据格式错误'],
    ['no type in data', body({}, { type: null }), '请选择申请类型'],
    ['plate missing at level 3', body({}, { cat: '' }), '请选择板块'],
    ['bad credit code', body({}, { socialcreditcode: '91350100M000100Y44' }), '请输入正确的统一社会信用代码'],
    ['change without old values', body({}, { type: 2 }), '请选择原上级单位'],
    ['level 1 is not a company below the root', body({}, { companyLevel: 1 }), REFUSED],
    ['level 5 is beyond §9', body({}, { companyLevel: 5 }), REFUSED],
    ['no content', body({ content: ' ' }), REFUSED],
  ])('%s', (_rule, b, message) => {
    const got = firstMessage(b);
    if (message === REFUSED) expect(got).not.toBeNull();
    else expect(got).toBe(message);
  });

  it('data leaves parsed, trimmed and normalised', () => {
    const parsed = orgChangeSubmitSchema.parse(
      body({ noticeType: '11' }, { socialcreditcode: ' 91350100m000100y43 ', customerRegisterNameOld: 'stale' }),
    );
    expect(parsed.noticeType).toBe(11);
    expect(parsed.data).toMatchObject({
      type: 1,
      customerRegisterName: '新煤矿',
      socialcreditcode: '91350100M000100Y43',
      customerRegisterNameOld: '',
      companyLevelOld: null,
    });
  });

  it('every field message of the data is reported with its field', () => {
    const r = orgChangeSubmitSchema.safeParse(body({}, { type: 2, cat: '', customerRegisterName: '' }));
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual([
      'data.parentCustomerCodeOld',
      'data.customerRegisterNameOld',
      'data.socialcreditcodeOld',
      'data.cat',
      'data.customerRegisterName',
    ]);
  });
});
