/**
 * Protocols, agreements and product services (issue 12; §2.2 /Base/auth-management/protocol and service,
 * /userCenter/protocol and agreement, /product/protocol; §7.4 openedProductAgreementBefore). The three
 * openedProductAgreementBefore calls the spec names keep its paths; the others are ours (the spec names none).
 * A protocol's content is HTML the server sanitises on save, so what any answer carries can be shown as it is.
 */
import { z } from 'zod';
import { PORTAL_PROTOCOL_FILTER } from '../agreements.ts';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

export { coversExactly, protocolVersionAfter, PORTAL_PROTOCOL_FILTER, type ProtocolRef } from '../agreements.ts';

/** Limits of a protocol (the content is measured before sanitising). */
export const PROTOCOL_TITLE_MAX = 50;
export const PROTOCOL_CONTENT_MAX = 200_000;
export const SERVICE_NAME_MAX = 30;
export const SERVICE_DESCRIPTION_MAX = 200;

const id = z.string().trim().min(1).max(40);
const status = z.union([z.literal(0), z.literal(1)]);
const statusFilter = z.union([status, z.literal('')]).optional();
const productType = z
  .string()
  .trim()
  .regex(/^\d{2}$/, '产品代码为两位数字');
const version = z.number().int().min(1).max(1_000_000);
const sort = z.coerce.number().int().min(0).max(9999).default(0);

/** A protocol as the administration lists it (without its text, which can be long). */
export const ProtocolAdminSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** null: the portal's own service agreement (/userCenter/agreement). */
  productType: z.string().nullable(),
  version: z.number().int(),
  /** 1 in force, 0 withdrawn. */
  status: z.number().int(),
  sort: z.number().int(),
  /** Account of who last changed it (empty for the demo data). */
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type ProtocolAdmin = z.infer<typeof ProtocolAdminSchema>;

/** A protocol with its (sanitised) text. */
export const ProtocolSchema = ProtocolAdminSchema.extend({ content: z.string() });
export type Protocol = z.infer<typeof ProtocolSchema>;

/** A protocol a user is asked to accept, with whether they accepted its current version in this enterprise. */
export const AgreementProtocolSchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number().int(),
  content: z.string(),
  agreed: z.boolean(),
  /** When the current version was accepted (null: not yet). */
  agreedAt: z.string().nullable(),
});
export type AgreementProtocol = z.infer<typeof AgreementProtocolSchema>;

/** checkAgreement: a product's protocols in force; `agreed` when nothing is outstanding. */
export const AgreementCheckSchema = z.object({
  productType: z.string(),
  agreed: z.boolean(),
  protocols: z.array(AgreementProtocolSchema),
});
export type AgreementCheck = z.infer<typeof AgreementCheckSchema>;

/** One protocol the signed-in user accepted in the session's enterprise (its latest accepted version). */
export const MyAgreementSchema = z.object({
  protocolId: z.string(),
  title: z.string(),
  productType: z.string().nullable(),
  /** The version accepted. */
  version: z.number().int(),
  /** The protocol's version now. */
  currentVersion: z.number().int(),
  agreedAt: z.string(),
  /** A newer text is in force: the user is asked again (有新版本). */
  outdated: z.boolean(),
  /** The protocol is still in force. */
  inForce: z.boolean(),
});
export type MyAgreement = z.infer<typeof MyAgreementSchema>;

/** A product's on-line service (/Base/auth-management/service). */
export const ProductServiceSchema = z.object({
  id: z.string(),
  productType: z.string(),
  serviceName: z.string(),
  description: z.string(),
  /** 1 offered, 0 stopped. */
  status: z.number().int(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type ProductService = z.infer<typeof ProductServiceSchema>;

const protocolRef = z.object({ id, version });

export const PROTOCOL_ENDPOINTS = defineEndpoints({
  protocolPage: {
    service: 'manage',
    method: 'POST',
    path: '/protocol/page',
    summary: '协议管理：协议分页查询（productType 为 portal 时为平台服务协议；路径为本门户约定）',
    body: z.object({
      title: z.string().trim().max(PROTOCOL_TITLE_MAX).optional(),
      productType: z.union([productType, z.literal(PORTAL_PROTOCOL_FILTER), z.literal('')]).optional(),
      status: statusFilter,
      ...pageQuery,
    }),
    response: pageEnvelope(ProtocolAdminSchema),
  },
  protocolSave: {
    service: 'manage',
    method: 'POST',
    path: '/protocol/saveOrUpdate',
    summary: '协议管理：新增（无 id）或修改协议；修改内容则版本加一，已同意者须重新同意（路径为本门户约定）',
    body: z.object({
      id: id.optional(),
      title: z
        .string()
        .trim()
        .min(1, '请输入协议名称')
        .max(PROTOCOL_TITLE_MAX, `协议名称最多${PROTOCOL_TITLE_MAX}个字符`),
      /** null: the portal's own service agreement. */
      productType: productType.nullable(),
      content: z
        .string()
        .trim()
        .min(1, '请输入协议内容')
        .max(PROTOCOL_CONTENT_MAX, `协议内容最多${PROTOCOL_CONTENT_MAX}个字符`),
      sort,
    }),
    response: envelope(ProtocolSchema),
  },
  protocolPreview: {
    service: 'manage',
    method: 'POST',
    path: '/protocol/preview',
    summary: '协议管理：预览协议内容（返回清理后的 HTML，不保存；路径为本门户约定）',
    body: z.object({ content: z.string().max(PROTOCOL_CONTENT_MAX, `协议内容最多${PROTOCOL_CONTENT_MAX}个字符`) }),
    response: envelope(z.object({ content: z.string() })),
  },
  protocolStatus: {
    service: 'manage',
    method: 'POST',
    path: '/protocol/updateStatus',
    summary: '协议管理：启用或停用协议（路径为本门户约定）',
    body: z.object({ id, status }),
    response: envelope(ProtocolAdminSchema),
  },
  protocolDetail: {
    service: 'manage',
    method: 'GET',
    path: '/protocol/detail',
    summary: '协议详情（生效中的协议；协议管理及曾同意该协议的用户可查看已停用的；路径为本门户约定）',
    query: z.object({ id }),
    response: envelope(ProtocolSchema),
  },
  checkAgreement: {
    service: 'manage',
    method: 'GET',
    path: '/openedProductAgreementBefore/checkAgreement',
    summary: '开通产品前：该产品生效中的协议及当前用户（本企业）是否已同意其当前版本',
    query: z.object({ productType }),
    response: envelope(AgreementCheckSchema),
  },
  agree: {
    service: 'manage',
    method: 'POST',
    path: '/openedProductAgreementBefore/agree',
    summary: '同意协议的指定版本（版本已更新或协议已停用则拒绝；重复同意不重复记录）',
    body: z.object({ protocolId: id, version }),
    response: emptyEnvelope,
  },
  toAgreeByCheckAgreement: {
    service: 'manage',
    method: 'POST',
    path: '/openedProductAgreementBefore/toAgreeByCheckAgreement',
    summary: '一次同意该产品全部待同意的协议（须恰为待同意的协议及其当前版本，否则全部不记录）',
    body: z.object({ productType, protocols: z.array(protocolRef).max(100) }),
    response: emptyEnvelope,
  },
  myAgreements: {
    service: 'manage',
    method: 'POST',
    path: '/openedProductAgreementBefore/myAgreements',
    summary: '我的协议：当前用户在本企业同意过的协议（分页，新在前；路径为本门户约定）',
    body: z.object({ title: z.string().trim().max(PROTOCOL_TITLE_MAX).optional(), ...pageQuery }),
    response: pageEnvelope(MyAgreementSchema),
  },
  portalAgreement: {
    service: 'manage',
    method: 'GET',
    path: '/protocol/portalAgreement',
    summary: '平台服务协议（生效中）及当前用户（本企业）是否已同意当前版本（路径为本门户约定）',
    response: envelope(AgreementProtocolSchema),
  },
  servicePage: {
    service: 'manage',
    method: 'POST',
    path: '/productService/page',
    summary: '服务管理：产品在线服务分页查询（路径为本门户约定）',
    body: z.object({
      serviceName: z.string().trim().max(SERVICE_NAME_MAX).optional(),
      productType: z.union([productType, z.literal('')]).optional(),
      status: statusFilter,
      ...pageQuery,
    }),
    response: pageEnvelope(ProductServiceSchema),
  },
  serviceSave: {
    service: 'manage',
    method: 'POST',
    path: '/productService/saveOrUpdate',
    summary: '服务管理：新增（无 id）或修改产品在线服务（路径为本门户约定）',
    body: z.object({
      id: id.optional(),
      productType,
      serviceName: z
        .string()
        .trim()
        .min(1, '请输入服务名称')
        .max(SERVICE_NAME_MAX, `服务名称最多${SERVICE_NAME_MAX}个字符`),
      description: z
        .string()
        .trim()
        .max(SERVICE_DESCRIPTION_MAX, `服务说明最多${SERVICE_DESCRIPTION_MAX}个字符`)
        .default(''),
      sort,
    }),
    response: envelope(ProductServiceSchema),
  },
  serviceStatus: {
    service: 'manage',
    method: 'POST',
    path: '/productService/updateStatus',
    summary: '服务管理：启用或停用产品在线服务（路径为本门户约定）',
    body: z.object({ id, status }),
    response: envelope(ProductServiceSchema),
  },
});
