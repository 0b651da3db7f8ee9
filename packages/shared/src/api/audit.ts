/**
 * The audit log of the administration (issue 12): who changed which role, menu, grant, user status or product,
 * when, and what it was before and after. Written by the server in the change's own transaction; read on
 * /Base/auth-management/audit. Paths are ours (the spec names none).
 */
import { z } from 'zod';
import { BLOB, defineEndpoints, pageEnvelope, pageQuery } from './contract.ts';

export const AUDIT_TARGETS = [
  'role',
  'menu',
  'grant',
  'user',
  'product',
  'protocol',
  'service',
  'org',
  'holiday',
  'site',
  'subject',
  'content',
  'carousel',
  'handbook',
  'carbon',
  'business',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
/** The object types with their Chinese names (the page's filter and column, the export's column). */
export const AUDIT_TARGET_LABELS: Readonly<Record<AuditTarget, string>> = {
  role: '角色',
  menu: '菜单',
  grant: '授权',
  user: '用户',
  product: '产品',
  protocol: '协议',
  service: '产品服务',
  org: '组织',
  holiday: '节假日安排',
  site: '站点',
  subject: '栏目',
  content: '文章',
  carousel: '轮播图',
  handbook: '操作手册',
  carbon: '碳账户',
  business: '电商平台授权',
};

/** Every action the log knows, with its Chinese label (the page's filter and column). */
export const AUDIT_ACTIONS = {
  'role.create': '新增角色',
  'role.update': '修改角色',
  'role.delete': '删除角色',
  'role.allocateMenu': '分配菜单',
  'grant.add': '授予角色',
  'grant.remove': '移除角色',
  'menu.create': '新增菜单',
  'menu.update': '修改菜单',
  'menu.delete': '删除菜单',
  'user.status': '启用/停用用户',
  'user.profile': '修改个人信息',
  'product.create': '新增产品',
  'product.update': '修改产品',
  'product.home': '修改产品首页',
  'business.grant': '授权电商平台',
  'business.revoke': '撤销电商平台授权',
  'product.onShelf': '产品上架',
  'product.offShelf': '产品下架',
  'product.openRequest': '申请开通产品',
  'product.activate': '激活产品开通',
  'protocol.create': '新增协议',
  'protocol.update': '修改协议',
  'protocol.status': '启用/停用协议',
  'service.create': '新增服务',
  'service.update': '修改服务',
  'service.status': '启用/停用服务',
  'org.create': '新增组织',
  'org.update': '修改组织',
  'org.cancel': '注销组织',
  'org.addUser': '组织添加用户',
  'org.primary': '设置主组织',
  'holiday.create': '新增节假日',
  'holiday.update': '修改节假日',
  'holiday.delete': '删除节假日',
  'site.create': '新增站点',
  'site.update': '修改站点',
  'site.status': '启用/停用站点',
  'subject.create': '新增栏目',
  'subject.update': '修改栏目',
  'subject.delete': '删除栏目',
  'content.create': '新增文章',
  'content.update': '修改文章',
  'content.submit': '提交审核',
  'content.online': '文章上线',
  'content.offline': '文章下线',
  'content.delete': '删除文章',
  'content.restore': '恢复文章版本',
  'carousel.create': '新增轮播图',
  'carousel.update': '修改轮播图',
  'carousel.delete': '删除轮播图',
  'handbook.save': '设置操作手册',
  'handbook.delete': '移除操作手册',
  'carbon.save': '登记配额与核查排放量',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorAccount: z.string(),
  actorName: z.string(),
  entId: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  action: z.string(),
  actionName: z.string(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
const auditFilter = {
  targetType: z.union([z.enum(AUDIT_TARGETS), z.literal('')]).optional(),
  action: z.string().trim().max(40).optional(),
  actorAccount: z.string().trim().max(50).optional(),
  keyword: z.string().trim().max(50).optional(),
  /** Inclusive days in the display timezone (+08:00). */
  dateFrom: dateText.optional(),
  dateTo: dateText.optional(),
};

export const AUDIT_ENDPOINTS = defineEndpoints({
  auditPage: {
    service: 'manage',
    method: 'POST',
    path: '/auditLog/page',
    summary: '操作日志分页查询（新在前）',
    body: z.object({ ...auditFilter, ...pageQuery }),
    response: pageEnvelope(AuditEntrySchema),
  },
  auditExport: {
    service: 'manage',
    method: 'POST',
    path: '/auditLog/export',
    summary: '操作日志导出（.xlsx，与查询同条件）',
    body: z.object(auditFilter),
    response: BLOB,
  },
});
