/**
 * E-commerce platform authorisation (§2.2 /business/index and /business/loginsso): a registered platform of the group
 * (国能e购 …) asks to read the enterprise's identity; the enterprise's company admin sees what is asked and grants or
 * refuses it; grants are listed and revocable. A grant hands the platform a one-time code, which it redeems once for
 * the identity fields granted (and nothing once the grant is revoked).
 */
import { z } from 'zod';
import { defineEndpoints, envelope, emptyEnvelope, pageEnvelope, pageQuery } from './contract.ts';

/** What a platform may ask to read, with the label the admin sees. */
export const BUSINESS_SCOPES = {
  entName: '企业名称',
  creditCode: '统一社会信用代码',
  contact: '授权管理员姓名及手机号（脱敏）',
} as const;
export type BusinessScope = keyof typeof BUSINESS_SCOPES;
const scope = z.enum(Object.keys(BUSINESS_SCOPES) as [BusinessScope, ...BusinessScope[]]);

/** The longest a grant's code lives before the platform redeems it. */
export const BUSINESS_CODE_TTL_SECONDS = 120;

const clientCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,31}$/, '电商平台标识无效');
/** The platform's own state, returned to it unchanged (printable ASCII). */
const state = z
  .string()
  .trim()
  .max(128, '参数过长')
  .regex(/^[\x21-\x7e]*$/, '参数无效')
  .default('');

export const BusinessRequestSchema = z.object({
  clientCode: z.string(),
  clientName: z.string(),
  /** The scopes asked, each with its label, in the catalogue's order. */
  scopes: z.array(z.object({ scope, label: z.string() })),
  entName: z.string(),
  /** Whether the caller may decide (the enterprise's company admin). */
  canDecide: z.boolean(),
  /** The enterprise's live grant to this platform, if any. */
  grantedAt: z.string().nullable(),
});
export type BusinessRequest = z.infer<typeof BusinessRequestSchema>;

export const BusinessGrantSchema = z.object({
  id: z.string(),
  clientCode: z.string(),
  clientName: z.string(),
  scopes: z.array(z.string()),
  grantedBy: z.string(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type BusinessGrant = z.infer<typeof BusinessGrantSchema>;

export const BusinessIdentitySchema = z.object({
  entName: z.string().optional(),
  creditCode: z.string().optional(),
  contactName: z.string().optional(),
  contactPhone: z.string().optional(),
});

const scopeList = z
  .string()
  .trim()
  .max(200)
  .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))])
  .pipe(z.array(scope).min(1, '请求的授权范围无效'));

export const BUSINESS_ENDPOINTS = defineEndpoints({
  businessRequest: {
    service: 'business',
    method: 'GET',
    path: '/request',
    summary: '电商平台授权：平台请求读取的企业信息（当前企业）',
    query: z.object({ client: clientCode, scope: scopeList }),
    response: envelope(BusinessRequestSchema),
  },
  businessGrant: {
    service: 'business',
    method: 'POST',
    path: '/grant',
    summary: '电商平台授权：企业管理员同意授权，返回带一次性授权码的回跳地址',
    body: z.object({ client: clientCode, scopes: z.array(scope).min(1).max(3), state }),
    response: envelope(z.object({ redirect: z.string() })),
  },
  businessRefuse: {
    service: 'business',
    method: 'POST',
    path: '/refuse',
    summary: '电商平台授权：拒绝授权，返回回跳地址',
    body: z.object({ client: clientCode, state }),
    response: envelope(z.object({ redirect: z.string() })),
  },
  businessGrantPage: {
    service: 'business',
    method: 'POST',
    path: '/grant/page',
    summary: '电商平台授权：本企业的授权记录',
    body: z.object({ ...pageQuery }),
    response: pageEnvelope(BusinessGrantSchema),
  },
  businessRevoke: {
    service: 'business',
    method: 'POST',
    path: '/grant/revoke',
    summary: '电商平台授权：撤销授权（企业管理员）',
    body: z.object({
      id: z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, '授权记录无效'),
    }),
    response: emptyEnvelope,
  },
  businessIdentity: {
    service: 'business',
    method: 'POST',
    path: '/identity',
    summary: '电商平台凭一次性授权码读取已授权的企业信息（授权撤销后不再可读）',
    body: z.object({ client: clientCode, code: z.string().trim().min(1).max(1024) }),
    response: envelope(BusinessIdentitySchema),
  },
});
