import { describe, expect, it } from 'vitest';
import * as M from '../src/messages.ts';

// Texts the spec gives in Chinese, copied character for character (§2.5, §4, §5, §8.3).
describe('spec texts, verbatim', () => {
  it.each([
    ['PROMPT_TITLE', M.PROMPT_TITLE, '提示信息'],
    ['OK_TEXT', M.OK_TEXT, '确定'],
    ['CANCEL_TEXT', M.CANCEL_TEXT, '取消'],
    ['PHONE_CODE_TITLE', M.PHONE_CODE_TITLE, '发送验证码'],
    ['TAX_TASK_TITLE', M.TAX_TASK_TITLE, '创建任务'],
    ['APPLY_TITLE_ADD', M.APPLY_TITLE_ADD, '新增申请'],
    ['APPLY_TITLE_EDIT', M.APPLY_TITLE_EDIT, '编辑申请'],
    ['APPLY_TITLE_CHECK', M.APPLY_TITLE_CHECK, '查看申请'],
    ['USER_PICKER_TITLE', M.USER_PICKER_TITLE, '选择用户'],
    ['VERIFY_SUCCESS', M.VERIFY_SUCCESS, '验证成功'],
    ['NO_PHONE_BOUND', M.NO_PHONE_BOUND, '当前账号没有绑定手机号, 验证码发送失败!'],
    ['CODE_REQUIRED', M.CODE_REQUIRED, '请输入验证码'],
    ['TASK_CREATED', M.TASK_CREATED, '创建任务成功'],
    ['SUBMIT_SUCCESS', M.SUBMIT_SUCCESS, '提交成功'],
    ['APPROVE_SUCCESS', M.APPROVE_SUCCESS, '通过成功'],
    ['REJECT_SUCCESS', M.REJECT_SUCCESS, '驳回成功'],
    ['OPERATION_SUCCESS', M.OPERATION_SUCCESS, '操作成功'],
    ['REJECT_OPINION_REQUIRED', M.REJECT_OPINION_REQUIRED, '请输入驳回审批意见'],
    ['NOTICE_LOAD_FAILED', M.NOTICE_LOAD_FAILED, '获取通知信息失败'],
    ['UPLOAD_FAILED', M.UPLOAD_FAILED, '文件上传失败'],
    ['UPLOAD_TYPE_REJECTED', M.UPLOAD_TYPE_REJECTED, '该文件格式不支持上传！'],
    ['UPLOAD_SIZE_REJECTED', M.UPLOAD_SIZE_REJECTED, '该文件大小超过最大限度！'],
    ['PREVIEW_LOADING', M.PREVIEW_LOADING, '正在加载中，请稍等'],
    ['REQUEST_ERROR', M.REQUEST_ERROR, '请求报错'],
    ['WS_URL_MISSING', M.WS_URL_MISSING, 'wsUrl不存在'],
    ['APPLY_TYPE_REQUIRED', M.APPLY_TYPE_REQUIRED, '请选择申请类型'],
    ['PLATE_REQUIRED', M.PLATE_REQUIRED, '请选择板块'],
    ['ROLE_REQUIRED', M.ROLE_REQUIRED, '请选择角色'],
    ['PERMISSION_REQUIRED', M.PERMISSION_REQUIRED, '请选择权限'],
    ['REASON_REQUIRED', M.REASON_REQUIRED, '请输入申请事由'],
    ['OPINION_REQUIRED', M.OPINION_REQUIRED, '请输入审批意见'],
    ['ADD_ROLE_REQUIRED', M.ADD_ROLE_REQUIRED, '请添加角色'],
    ['ROLE_NAME_REQUIRED', M.ROLE_NAME_REQUIRED, '请输入角色名称'],
    ['USER_REQUIRED', M.USER_REQUIRED, '请选择用户'],
    ['ENTERPRISE_REQUIRED', M.ENTERPRISE_REQUIRED, '请选择企业'],
    ['PERMISSION_TO_ADD_REQUIRED', M.PERMISSION_TO_ADD_REQUIRED, '请选择要添加的权限'],
    ['CREDIT_CODE_REQUIRED', M.CREDIT_CODE_REQUIRED, '请输入统一社会信用代码'],
    ['CREDIT_CODE_TOO_SHORT', M.CREDIT_CODE_TOO_SHORT, '统一社会信用代码长度最少应为18位'],
    ['CREDIT_CODE_INVALID', M.CREDIT_CODE_INVALID, '请输入正确的统一社会信用代码'],
    ['UPLOAD_DOCX_ONLY', M.UPLOAD_DOCX_ONLY, '上传文件必须是docx格式!'],
    ['UPLOAD_TOO_LARGE', M.UPLOAD_TOO_LARGE, '上传文件大小不能超过 10MB!'],
    ['APPLY_FILE_REQUIRED', M.APPLY_FILE_REQUIRED, '请上传申请文件'],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

// Texts the spec gives only in English, written once in Chinese.
describe('translated texts', () => {
  it.each([
    ['NO_MENU_PERMISSION', M.NO_MENU_PERMISSION, '您没有该菜单的访问权限，请联系管理员'],
    ['SWITCH_ENT_CONFIRM', M.SWITCH_ENT_CONFIRM, '切换企业将中断当前业务操作，是否确认切换？'],
    ['LOGOUT_CONFIRM', M.LOGOUT_CONFIRM, '确认退出当前用户?'],
    ['MISSING_SERIAL_NO', M.MISSING_SERIAL_NO, '缺少流水号'],
    ['LOGIN_REQUIRED_FROM_HOME', M.LOGIN_REQUIRED_FROM_HOME, '请先在首页登录'],
    ['PROMPT_DEFAULT_TEXT', M.PROMPT_DEFAULT_TEXT, '切换为不涉及将清空已填写的数据，是否继续？'],
    ['TAX_TASK_PROMPT', M.TAX_TASK_PROMPT, '当前季度暂无任务，是否创建当前季度的任务？'],
    ['ACCOUNT_REPLACED', M.ACCOUNT_REPLACED, '您的账号已在其他设备登录，请确认密码是否泄露并及时修改'],
    ['CAPTCHA_INVALID', M.CAPTCHA_INVALID, '验证码错误或已过期'],
    ['ACCOUNT_DISABLED', M.ACCOUNT_DISABLED, '账号已停用，请联系管理员'],
    ['TOKEN_INVALID', M.TOKEN_INVALID, '登录已失效，请重新登录'],
    ['PERMISSION_DENIED', M.PERMISSION_DENIED, '没有该功能的操作权限，请联系管理员'],
    ['RECORD_NOT_FOUND', M.RECORD_NOT_FOUND, '记录不存在或无权访问'],
    ['ADMIN_VERIFY_REQUIRED', M.ADMIN_VERIFY_REQUIRED, '请先完成手机验证码验证'],
    ['SMS_TOO_FREQUENT', M.SMS_TOO_FREQUENT, '验证码发送过于频繁，请稍后再试'],
    ['SMS_CODE_INVALID', M.SMS_CODE_INVALID, '短信验证码错误或已过期'],
    ['CAPTCHA_REQUIRED_FIRST', M.CAPTCHA_REQUIRED_FIRST, '请先完成图形验证码校验'],
    ['PHONE_REGISTERED', M.PHONE_REGISTERED, '该手机号已注册'],
    ['PHONE_NOT_REGISTERED', M.PHONE_NOT_REGISTERED, '该手机号未注册'],
    ['ACCOUNT_EXISTS', M.ACCOUNT_EXISTS, '该账号已存在'],
    ['SMS_SENT', M.SMS_SENT, '验证码已发送'],
    ['REGISTER_OK', M.REGISTER_OK, '注册成功'],
    ['PASSWORD_UPDATED', M.PASSWORD_UPDATED, '密码修改成功，请重新登录'],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('message functions', () => {
  it.each([
    ['switchEntRefused', M.switchEntRefused('华能煤业有限公司'), '当前企业已是华能煤业有限公司，无需切换'],
    ['passwordWrong', M.passwordWrong(3), '账号或密码错误，还可尝试3次'],
    ['accountLockedNow', M.accountLockedNow(15), '密码错误次数过多，账号已锁定15分钟'],
    ['accountStillLocked', M.accountStillLocked(12), '账号已锁定，请12分钟后再试'],
    ['requestErrorWith', M.requestErrorWith('Network Error'), '请求报错Network Error'],
    ['connectionError', M.connectionError(418), '连接错误418'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('§5 organisation-change required messages', () => {
  it.each([
    ['parent', 'plain', '请选择上级单位'],
    ['plate', 'plain', '请选择板块'],
    ['companyName', 'plain', '请输入单位名称'],
    ['creditCode', 'plain', '请输入统一社会信用代码'],
    ['parent', 'new', '请选择新上级单位'],
    ['plate', 'new', '请选择新板块'],
    ['companyName', 'new', '请输入新单位名称'],
    ['creditCode', 'new', '请输入新统一社会信用代码'],
    ['parent', 'old', '请选择原上级单位'],
    ['plate', 'old', '请选择原板块'],
    ['companyName', 'old', '请输入原单位名称'],
    ['creditCode', 'old', '请输入原统一社会信用代码'],
  ] as const)('%s (%s) → %s', (field, variant, message) => {
    expect(M.orgChangeRequired(field, variant)).toBe(message);
  });
});
