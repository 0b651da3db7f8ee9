/**
 * User area (§7.1 base user service, §3 User info): sign-in, registration and password reset, the signed-in user
 * (info, roles, enterprises, switching, the admin phone check, layout style), the hand-off sign-in of the operations
 * service. The administration of users (§7.4 management) is api/user-admin.ts.
 */
import { z } from 'zod';
import { PHONE_CODE_TOKEN_TYPE } from '../constants.ts';
import * as M from '../messages.ts';
import { PASSWORD_MAX_LENGTH, checkPassword } from '../password-policy.ts';
import { isAccountName, isMobilePhone, validateCreditCode } from '../validators.ts';
import { BLOB, defineEndpoints, emptyEnvelope, envelope } from './contract.ts';
import { MenuItemSchema, RoleSchema } from './permission.ts';

// --- Entities ---

export const UserOrganizationSchema = z.object({ entId: z.string(), customerName: z.string() });
export type UserOrganization = z.infer<typeof UserOrganizationSchema>;

/** §3 User info. `phone` is the full number for its owner; the web shows it masked (last 4). */
export const UserInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  phone: z.string().nullable(),
  userName: z.string(),
  showName: z.string(),
  seq: z.number().optional(),
  entId: z.string(),
  entName: z.string(),
  /** 6 = branch enterprise */
  entType: z.number(),
  /** 2 = external user */
  userSource: z.number(),
  entVersion: z.string(),
  roleList: z.array(RoleSchema),
  /** The granted navigation menu tree (pages and buttons). */
  enableMenuList: z.array(MenuItemSchema),
  btnPerm: z.array(z.string()),
  userOrganzations: z.array(UserOrganizationSchema),
  /** 1 default, 2 tiled (§2.4), persisted per user. */
  layoutStyle: z.union([z.literal(1), z.literal(2)]),
  /** Whether this session already passed the admin phone-code check (§2.5). */
  adminVerified: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** §3 Enterprise list item; currentFlag 1 = the enterprise in use. */
export const EnterpriseListItemSchema = z.object({
  entId: z.string(),
  customerName: z.string(),
  currentFlag: z.union([z.literal(0), z.literal(1)]),
});
export type EnterpriseListItem = z.infer<typeof EnterpriseListItemSchema>;

export const LoginResultSchema = z.object({ userId: z.string(), token: z.string() });
export type LoginResult = z.infer<typeof LoginResultSchema>;

// --- Request fields ---

/** The web's uuid cookie, which keys its captcha (and so the registration form's session). */
const uuid = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const phone = z.string().trim().refine(isMobilePhone, M.PHONE_INVALID);
export const SMS_SCENES = ['register', 'forgot'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];
const scene = z.enum(SMS_SCENES);
const password = z.string().max(PASSWORD_MAX_LENGTH);
const smsTicket = z.string().min(10).max(100);

/** The shared password policy, which needs the account beside the password (it may not contain it). */
function passwordPolicy(v: { account: string; password: string }, ctx: z.RefinementCtx): void {
  const msg = checkPassword(v.password, v.account);
  if (msg) ctx.addIssue({ code: 'custom', message: msg, path: ['password'] });
}

export const LoginBodySchema = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  uuid: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});

export const RegisterBodySchema = z
  .object({
    account: z.string().trim().refine(isAccountName, M.ACCOUNT_NAME_RULE),
    userName: z.string().trim().min(1).max(30),
    phone,
    password,
    entName: z.string().trim().min(2).max(100),
    // Upper-cased: the check ignores case, so the stored code (and the lookup of an existing enterprise) must too.
    socialCreditCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(18)
      .superRefine((v, ctx) => {
        const msg = validateCreditCode(v);
        if (msg) ctx.addIssue({ code: 'custom', message: msg });
      }),
    registerSource: z.string().max(20).default('GNEL'),
    smsTicket,
  })
  .superRefine(passwordPolicy);

const handoffTicket = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

// --- Endpoints ---

export const USER_ENDPOINTS = defineEndpoints({
  // §7.1 registration and password reset
  captcha: {
    service: 'baseUser',
    method: 'GET',
    path: '/userRegistration/captcha.jpg',
    summary: '图形验证码（JPEG 位图，字符经旋转扭曲并加干扰）',
    query: z.object({ uuid }),
    response: BLOB,
  },
  checkCaptcha: {
    service: 'baseUser',
    method: 'POST',
    path: '/userRegistration/checkCaptcha',
    summary: '校验图形验证码',
    body: z.object({ uuid, captcha: z.string().trim().min(1).max(16) }),
    response: emptyEnvelope,
  },
  sendMsg: {
    service: 'baseUser',
    method: 'GET',
    path: '/userRegistration/sendMsg',
    summary: '发送短信验证码',
    query: z.object({ phone, uuid, scene }),
    response: emptyEnvelope,
  },
  checkRepeatPhone: {
    service: 'baseUser',
    method: 'GET',
    path: '/userRegistration/checkRepeatPhone',
    summary: '手机号是否已注册（需本表单的图形验证码 uuid；按 IP 与表单限频）',
    query: z.object({ phone, uuid }),
    response: envelope(z.object({ repeat: z.boolean() })),
  },
  validateSms: {
    service: 'baseUser',
    method: 'POST',
    path: '/userRegistration/validateSms',
    summary: '校验短信验证码',
    body: z.object({
      phone,
      scene,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, '验证码为6位数字'),
    }),
    response: envelope(z.object({ smsTicket: z.string() })),
  },
  findUserInfoByPhone: {
    service: 'baseUser',
    method: 'POST',
    path: '/userRegistration/findUserInfoByPhone',
    summary: '按手机号查找账号（需短信票据）',
    body: z.object({ phone, smsTicket }),
    response: envelope(z.object({ account: z.string(), userName: z.string() })),
  },
  updatePasswordByAccount: {
    service: 'baseUser',
    method: 'POST',
    path: '/userRegistration/updatePasswordByAccount',
    summary: '重置密码',
    body: z.object({ account: z.string().trim().min(1).max(64), password, smsTicket }).superRefine(passwordPolicy),
    response: emptyEnvelope,
  },
  register: {
    service: 'baseUser',
    method: 'POST',
    path: '/userRegistration/register',
    summary: '注册账号',
    body: RegisterBodySchema,
    response: emptyEnvelope,
  },
  // §7.1 authentication
  login: {
    service: 'baseUser',
    method: 'POST',
    path: '/authentication/userLoginEcology',
    summary: '账号密码登录',
    body: LoginBodySchema,
    response: envelope(LoginResultSchema),
  },
  // §4 "mode 3 uses a different call": the tax SaaS entry's login, with the same rules.
  loginTaxSaaS: {
    service: 'baseUser',
    method: 'POST',
    path: '/authentication/userLoginTaxSaaS',
    summary: '账号密码登录（税务 SaaS 入口，§4 模式 3）',
    body: LoginBodySchema,
    response: envelope(LoginResultSchema),
  },
  logout: {
    service: 'baseUser',
    method: 'GET',
    path: '/authentication/logout',
    summary: '退出登录',
    response: emptyEnvelope,
  },
  checkStatus: {
    service: 'baseUser',
    method: 'GET',
    path: '/authentication/checkStatus',
    summary: '检查登录状态',
    response: envelope(z.object({ online: z.boolean() })),
  },
  // The signed-in user (paths the spec leaves unnamed: ours)
  userInfo: {
    service: 'baseUser',
    method: 'GET',
    path: '/user/getUserInfo',
    summary: '当前用户信息（含菜单与按钮权限）',
    response: envelope(UserInfoSchema),
  },
  roles: {
    service: 'baseUser',
    method: 'GET',
    path: '/user/getRoles',
    summary: '当前企业下的角色',
    response: envelope(RoleSchema),
  },
  enterpriseList: {
    service: 'baseUser',
    method: 'GET',
    path: '/user/getEntList',
    summary: '可切换的企业列表',
    response: envelope(EnterpriseListItemSchema),
  },
  switchEnterprise: {
    service: 'baseUser',
    method: 'POST',
    path: '/user/switchEnt',
    summary: '切换企业',
    body: z.object({ entId: z.string().trim().min(1).max(40) }),
    response: emptyEnvelope,
  },
  sendPhoneCode: {
    service: 'baseUser',
    method: 'POST',
    path: '/user/sendPhoneCode',
    summary: '发送管理员手机验证码',
    body: z.object({ phone: z.string().max(20).optional(), tokenType: z.literal(PHONE_CODE_TOKEN_TYPE) }),
    response: envelope(z.object({ bizId: z.string() })),
  },
  verifyPhoneCode: {
    service: 'baseUser',
    method: 'POST',
    path: '/user/verifyPhoneCode',
    summary: '校验管理员手机验证码',
    body: z.object({
      phone: z.string().max(20).optional(),
      code: z.string().trim().min(1).max(10),
      bizId: z.string().max(64).optional(),
    }),
    response: emptyEnvelope,
  },
  saveLayoutStyle: {
    service: 'baseUser',
    method: 'POST',
    path: '/user/saveLayoutStyle',
    summary: '保存页面布局风格',
    body: z.object({ layoutStyle: z.union([z.literal(1), z.literal(2)]) }),
    response: emptyEnvelope,
  },
  // §7.1 operations service: sign-in with a one-time ticket another system of the group issued
  getUserInfoByHandoff: {
    service: 'operation',
    method: 'GET',
    path: '/user/getUserInfoByHandoff',
    summary: '凭其他系统签发的一次性交接凭证（ticket）登录：data[0] = 用户信息 + token',
    query: z.object({ ticket: handoffTicket }),
    response: envelope(UserInfoSchema.extend({ token: z.string() })),
  },
});
