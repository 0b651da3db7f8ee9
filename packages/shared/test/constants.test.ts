import { describe, expect, it } from 'vitest';
import * as C from '../src/constants.ts';

describe('§9 constants', () => {
  it.each([
    ['SUCCESS_CODE', C.SUCCESS_CODE, '200'],
    ['PHONE_CODE_TOKEN_TYPE', C.PHONE_CODE_TOKEN_TYPE, 101],
    ['CODE_RESEND_SECONDS', C.CODE_RESEND_SECONDS, 60],
    ['TAX_TASK_BRANCH_STATUS', C.TAX_TASK_BRANCH_STATUS, 3],
    ['CHAT_HEARTBEAT_MS', C.CHAT_HEARTBEAT_MS, 5000],
    ['CHAT_RECONNECT_MS', C.CHAT_RECONNECT_MS, 2000],
    ['REALTIME_HEARTBEAT_MS', C.REALTIME_HEARTBEAT_MS, 10000],
    ['REALTIME_MAX_RETRIES', C.REALTIME_MAX_RETRIES, 10],
    ['REALTIME_RETRY_BASE_MS', C.REALTIME_RETRY_BASE_MS, 10000],
    ['REQUEST_TIMEOUT_MS', C.REQUEST_TIMEOUT_MS, 180000],
    ['LOGIN_ERROR_COUNTDOWN_SECONDS', C.LOGIN_ERROR_COUNTDOWN_SECONDS, 5],
    ['ENT_SWITCH_DELAY_MS', C.ENT_SWITCH_DELAY_MS, 500],
    ['COOKIE_EXPIRES_DAYS', C.COOKIE_EXPIRES_DAYS, 5],
    [
      'MODAL_WIDTH',
      C.MODAL_WIDTH,
      { default: 520, phoneCode: 600, userPicker: 900, noticeDetail: 1000, messageCentre: 1200 },
    ],
    ['TABLE_SCROLL_Y', C.TABLE_SCROLL_Y, 460],
    ['USER_PICKER_PAGE_SIZE', C.USER_PICKER_PAGE_SIZE, 10],
    ['NOTICE_PAGE_SIZE', C.NOTICE_PAGE_SIZE, 6],
    ['ALT_HEADER_HEIGHT', C.ALT_HEADER_HEIGHT, 89],
    ['REASON_MAX_LENGTH', C.REASON_MAX_LENGTH, 225],
    ['OPINION_MAX_LENGTH', C.OPINION_MAX_LENGTH, 1000],
    ['UPLOAD_MAX_BYTES', C.UPLOAD_MAX_BYTES, 10485760],
    ['UPLOAD_ALLOWED_EXTENSIONS', C.UPLOAD_ALLOWED_EXTENSIONS, ['docx']],
    ['CREDIT_CODE_MIN_LENGTH', C.CREDIT_CODE_MIN_LENGTH, 18],
    ['LAYOUT_STYLE', C.LAYOUT_STYLE, { default: 1, tiled: 2 }],
    ['BRANCH_ENT_TYPE', C.BRANCH_ENT_TYPE, 6],
    ['INSIDE_APP_PRODUCT_TYPE', C.INSIDE_APP_PRODUCT_TYPE, '05'],
    ['EXTERNAL_USER_SOURCE', C.EXTERNAL_USER_SOURCE, 2],
    ['SYS_CODE', C.SYS_CODE, 'HMSYS02'],
    ['ADMIN_VERIFY_ROLE_ID', C.ADMIN_VERIFY_ROLE_ID, '349855983408250880'],
    ['SYSTEM_PRODUCT_IDS', C.SYSTEM_PRODUCT_IDS, ['00']],
    ['COMPANY_LEVELS', C.COMPANY_LEVELS, [1, 2, 3, 4]],
    ['VIRTUAL_ORG_CODES', C.VIRTUAL_ORG_CODES, ['222222', '333333']],
    ['ROOT_ORG_CODE', C.ROOT_ORG_CODE, '10000001'],
    ['DISPLAY_TZ_OFFSET_MINUTES', C.DISPLAY_TZ_OFFSET_MINUTES, 480],
    ['SERVICE_PHONE', C.SERVICE_PHONE, '400-800-9999'],
    ['SERVICE_PHONE_EXTENSION', C.SERVICE_PHONE_EXTENSION, '7'],
    ['PORTAL_TITLE', C.PORTAL_TITLE, '能源金融税务门户'],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('§9 notice action labels', () => {
  it.each([
    [2, '去激活'],
    [4, '去完善'],
    [12, '去查看'],
    [15, '去查看'],
    [14, '审核'],
    [16, '审核'],
    [1, '查看详情'],
    [3, '查看详情'],
    [5, '查看详情'],
    [7, '查看详情'],
    [13, '查看详情'],
    [17, '查看详情'],
    [99, '查看详情'],
  ])('type %i → %s', (type, label) => {
    expect(C.noticeActionLabel(type)).toBe(label);
  });
});

describe('§3.1 notice types', () => {
  it.each([
    [1, '门户开通'],
    [2, '产品待激活'],
    [3, '产品已开通'],
    [4, '企业信息'],
    [5, '管理员变更'],
    [6, '管理员变更结果'],
    [7, '产品下架'],
    [8, '融资审批结果'],
    [9, '放款结果'],
    [10, '预算审批结果'],
    [11, '组织机构变更'],
    [12, '问题反馈'],
    [13, '门户上线'],
    [14, '新闻待办'],
    [15, '在线咨询'],
    [16, '权限申请'],
    [17, '系统通知'],
  ] as const)('type %i is %s', (type, name) => {
    expect(C.NOTICE_TYPES[type]).toBe(name);
  });

  it('has exactly the types 1 to 17', () => {
    expect(Object.keys(C.NOTICE_TYPES).map(Number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
  });
});

describe('§6 system roles', () => {
  it.each([
    ['superAdmin', '349855983408250880', false, false, false],
    ['companyAdmin', '349855983408250881', true, false, false],
    ['salesman', '349855983408250882', false, false, false],
  ] as const)('%s: id %s, assignable %s, edit %s, delete %s', (code, id, assignable, edit, del) => {
    const role = C.SYSTEM_ROLES[code];
    expect(role).toMatchObject({ id, roleId: id, roleCode: code, assignable, edit, delete: del });
  });

  it('the super admin is the role that must pass phone verification', () => {
    expect(C.SYSTEM_ROLES.superAdmin.roleId).toBe(C.ADMIN_VERIFY_ROLE_ID);
  });
});

describe('§4 approval outcome labels', () => {
  it.each([
    ['办理', '同意'],
    ['退回上一步', '驳回'],
    ['退回申请人', '驳回'],
    ['退回指定节点', '驳回'],
    ['转办', '转办'],
    ['提交', '提交'],
    ['constructor', 'constructor'],
    ['', ''],
  ])('%s → %s', (op, label) => {
    expect(C.APPROVAL_OUTCOME_LABEL(op)).toBe(label);
    expect(C.approvalOutcomeLabel(op)).toBe(label);
  });

  it('null reads as empty', () => {
    expect(C.APPROVAL_OUTCOME_LABEL(null)).toBe('');
  });
});
