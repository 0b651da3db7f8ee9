/**
 * The finance product homes (§1, §2.2 /finance/eLoan … ePayment, insideHome, homeTwo): one page design fed by the
 * product records operations keep on the product administration, the signed-in enterprise's state and figures for a
 * product, and the product's news channel (read through the public news calls).
 */
import { z } from 'zod';
import { ProductFiguresSchema } from '../finance/figures.ts';
import { OPEN_PRODUCT_STATES } from './product.ts';
import { defineEndpoints, envelope, emptyEnvelope } from './contract.ts';

const text = (max: number, required?: string) =>
  required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max);

/** A portal path (a page or a §2.3 mount path, optionally with its hash route). */
const portalPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_-]*(#\/[A-Za-z0-9/_-]*)?$/, '线上服务地址须为以 / 开头的站内路径');

/** What a product home says beyond its name (the product administration's 产品首页 tab). */
export const ProductHomeContentSchema = z.object({
  /** 产品特点: a title and a sentence each. */
  features: z
    .array(z.object({ title: text(20, '请输入特点标题'), text: text(120, '请输入特点说明') }))
    .max(8, '产品特点最多 8 项'),
  /** 额度、期限与利率: label and value as operations write them (最高 5 亿元, 3–12 个月, 参考 LPR+50BP). */
  limits: z
    .array(z.object({ label: text(20, '请输入项目名称'), value: text(60, '请输入项目内容') }))
    .max(8, '额度与利率最多 8 项'),
  /** 办理流程, in order. */
  steps: z.array(text(30, '请输入流程步骤')).max(10, '办理流程最多 10 步'),
  /** 所需材料. */
  documents: z.array(text(60, '请输入材料名称')).max(20, '所需材料最多 20 项'),
  contact: z.object({
    name: text(30, '请输入联系人'),
    phone: text(30, '请输入联系电话').regex(/^[0-9+\-() 转]{5,30}$/, '联系电话格式不正确'),
    email: z.union([z.literal(''), z.string().trim().max(60).email('邮箱格式不正确')]),
  }),
});
export type ProductHomeContent = z.infer<typeof ProductHomeContentSchema>;

/** A product home as every visitor reads it. */
export const ProductHomeSchema = z.object({
  productType: z.string(),
  productName: z.string(),
  /** The home's path (the product's routeUrl, /finance/eRong). */
  routeUrl: z.string(),
  description: z.string(),
  brand: z.string(),
  introduction: z.string(),
  content: ProductHomeContentSchema,
  /** Null: the product has no on-line service; users consult the contact. */
  workspaceUrl: z.string().nullable(),
  newsSubjectId: z.string().nullable(),
  sort: z.number().int(),
});
export type ProductHome = z.infer<typeof ProductHomeSchema>;

/** The signed-in enterprise and a product: opened (its figures), an opening under way, or not opened. */
export const ProductHomeStateSchema = z.object({
  productType: z.string(),
  state: z.enum(OPEN_PRODUCT_STATES),
  requestedAt: z.string().nullable(),
  /** Whether the caller's menus grant the workspace (进入 is offered only then). */
  workspaceHeld: z.boolean(),
  /** The enterprise's own figures of the product, when opened and the product keeps business data here. */
  figures: ProductFiguresSchema.nullable(),
});
export type ProductHomeState = z.infer<typeof ProductHomeStateSchema>;

const productType = z
  .string()
  .trim()
  .regex(/^\d{2}$/, '产品代码为两位数字');

export const FINANCE_HOME_ENDPOINTS = defineEndpoints({
  productHomeList: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/productHomeList',
    summary: '金融产品首页：上架产品的首页信息（按展示顺序）',
    body: z.object({}).passthrough().nullish(),
    response: envelope(ProductHomeSchema),
  },
  productHome: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/productHome',
    summary: '金融产品首页：一个产品的首页信息（按首页地址或产品代码；下架产品不公开）',
    body: z.union([z.object({ routeUrl: z.string().trim().max(200) }), z.object({ productType })]),
    response: envelope(ProductHomeSchema),
  },
  productHomeState: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/productHomeState',
    summary: '金融产品首页：本企业该产品的开通状态与业务数据（按首页地址或产品代码）',
    body: z.union([z.object({ routeUrl: z.string().trim().max(200) }), z.object({ productType })]),
    response: envelope(ProductHomeStateSchema),
  },
  productHomeStates: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/productHomeStates',
    summary: '集团内部首页：本企业各上架产品的开通状态与业务数据',
    body: z.object({}).passthrough().nullish(),
    response: envelope(ProductHomeStateSchema),
  },
  productHomeDetail: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/productHomeDetail',
    summary: '产品管理：产品首页信息（含下架产品；尚未填写时为空）',
    body: z.object({ productType }),
    response: envelope(ProductHomeSchema),
  },
  productNewsChannels: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/newsChannels',
    summary: '产品管理：可作为产品资讯的栏目（公开新闻站点的栏目）',
    body: z.object({}).passthrough().nullish(),
    response: envelope(z.object({ id: z.string(), subjectName: z.string() })),
  },
  productHomeSave: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/saveProductHome',
    summary: '产品管理：保存产品首页信息',
    body: z.object({
      productType,
      brand: text(20, '请输入产品品牌'),
      introduction: text(1000, '请输入产品介绍'),
      content: ProductHomeContentSchema,
      workspaceUrl: z.union([portalPath, z.literal('')]),
      newsSubjectId: z.union([z.string().regex(/^\d{1,20}$/, '资讯栏目无效'), z.literal('')]),
    }),
    response: emptyEnvelope,
  },
});
