/**
 * Operation manuals (§2.2 /handbookSetting/index): a PDF or .docx per page of the portal, which that page offers its
 * users as 操作手册. The pages are the route table's (routes.ts), so a manual names its page by path.
 */
import { z } from 'zod';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

const routePath = z
  .string()
  .trim()
  .min(1, '请选择页面')
  .max(200)
  .regex(/^\/[A-Za-z0-9_\-/]*$/, '页面路径格式不正确');

export const HandbookRowSchema = z.object({
  path: z.string(),
  title: z.string(),
  /** '' when the page has no manual. */
  fileId: z.string(),
  fileName: z.string(),
  updatedBy: z.string(),
  updateTime: z.string(),
});
export type HandbookRow = z.infer<typeof HandbookRowSchema>;

export const HANDBOOK_ENDPOINTS = defineEndpoints({
  handbookPage: {
    service: 'manage',
    method: 'POST',
    path: '/handbook/page',
    summary: '操作手册配置：门户页面及其操作手册（按标题或路径筛选；路径为本门户约定）',
    body: z.object({
      keyword: z.string().trim().max(50).optional(),
      /** 1: only pages with a manual; 0: only pages without. */
      configured: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce.number().int().min(0).max(1).optional(),
      ),
      ...pageQuery,
    }),
    response: pageEnvelope(HandbookRowSchema),
  },
  handbookSave: {
    service: 'manage',
    method: 'POST',
    path: '/handbook/save',
    summary: '操作手册配置：为页面设置操作手册（PDF 或 docx；替换原有的；路径为本门户约定）',
    body: z.object({ path: routePath, fileId: z.string().trim().min(1, '请上传操作手册').max(64) }),
    response: envelope(HandbookRowSchema),
  },
  handbookDelete: {
    service: 'manage',
    method: 'POST',
    path: '/handbook/delete',
    summary: '操作手册配置：移除页面的操作手册（路径为本门户约定）',
    body: z.object({ path: routePath }),
    response: emptyEnvelope,
  },
  handbookOf: {
    service: 'manage',
    method: 'GET',
    path: '/handbook/ofPage',
    summary: '当前页面的操作手册（无则 data 为空；路径为本门户约定）',
    query: z.object({ path: routePath }),
    response: envelope(HandbookRowSchema),
  },
});
