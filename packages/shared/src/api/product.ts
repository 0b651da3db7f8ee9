/** Product area (§3 Product, §7.4 resUserProduct): the products of the portal and which the caller has opened. */
import { z } from 'zod';
import { defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** 1 on the shelf (offered), 0 off the shelf (§3.1 type 7 tells its users). */
export const PRODUCT_STATUSES = [0, 1] as const;

/** A product as the product administration (/Base/auth-management/product) manages it. */
export const ProductAdminSchema = z.object({
  productType: z.string(),
  productName: z.string(),
  routeUrl: z.string(),
  description: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** A system product (SYSTEM_PRODUCT_IDS) cannot be taken off the shelf. */
  system: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ProductAdmin = z.infer<typeof ProductAdminSchema>;

const productType = z
  .string()
  .trim()
  .regex(/^\d{2}$/, '产品代码为两位数字');
/** §7.4: the product list is asked with pageNum 1 and pageSize 9999. */
const productPage = {
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
};

/**
 * A product's state for the enterprise in use (/product/index): opened (the caller's menus grant it), pending (an
 * opening waits for operations, or is active but the caller's menus do not show it yet), none (offered to open).
 */
export const OPEN_PRODUCT_STATES = ['opened', 'pending', 'none'] as const;
export type OpenProductState = (typeof OPEN_PRODUCT_STATES)[number];

/** One product with whether the signed-in user's enterprise has it opened. */
export const OpenProductSchema = z.object({
  productType: z.string(),
  productName: z.string(),
  routeUrl: z.string().nullish(),
  description: z.string().nullish(),
  opened: z.boolean(),
  state: z.enum(OPEN_PRODUCT_STATES),
  /** When the enterprise's pending opening was asked for (state pending), else null. */
  requestedAt: z.string().nullish(),
});
export type OpenProduct = z.infer<typeof OpenProductSchema>;

/** A product opening (issue 12): pending until operations activate it, then active. */
export const PRODUCT_OPENING_STATUSES = ['pending', 'active', 'rejected'] as const;
export type ProductOpeningStatus = (typeof PRODUCT_OPENING_STATUSES)[number];
export const PRODUCT_OPENING_STATUS_LABELS: Readonly<Record<ProductOpeningStatus, string>> = {
  pending: '待激活',
  active: '已开通',
  rejected: '已驳回',
};

/** One enterprise's request to open a product (/product/loading, the 开通申请 tab of the product administration). */
export const ProductOpeningSchema = z.object({
  id: z.string(),
  entId: z.string(),
  entName: z.string(),
  productType: z.string(),
  productName: z.string(),
  routeUrl: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  applicantAccount: z.string(),
  status: z.enum(PRODUCT_OPENING_STATUSES),
  requestedAt: z.string(),
  activatedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type ProductOpening = z.infer<typeof ProductOpeningSchema>;

/** The product types opened and pending in one of the signed-in user's enterprises (userOrgAndOpenProduct). */
export const UserOrgProductsSchema = z.object({
  entId: z.string(),
  entName: z.string(),
  /** The enterprise of the session. */
  current: z.boolean(),
  opened: z.array(z.string()),
  pending: z.array(z.string()),
});
export type UserOrgProducts = z.infer<typeof UserOrgProductsSchema>;

/** An opening's id (a numeric string id). */
const openingId = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, '申请编号无效');

export const PRODUCT_ENDPOINTS = defineEndpoints({
  openProductList: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/getOpenProductList',
    summary: '产品开通情况',
    body: z.object({}).passthrough().nullish(),
    response: envelope(OpenProductSchema),
  },
  productList: {
    service: 'manage',
    method: 'POST',
    path: '/product/queryProduct',
    summary: '上架产品列表（pageNum 1，pageSize 9999）',
    body: z.object({ ...productPage }),
    response: pageEnvelope(ProductAdminSchema),
  },
  productAdminPage: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/queryProduct',
    summary: '产品管理：产品分页查询（含下架产品）',
    body: z.object({
      productName: z.string().trim().max(50).optional(),
      status: z.union([z.literal(0), z.literal(1), z.literal('')]).optional(),
      ...productPage,
    }),
    response: pageEnvelope(ProductAdminSchema),
  },
  productSave: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/saveOrUpdateProduct',
    summary: '产品管理：新增或修改产品',
    body: z.object({
      /** true: a new product (its code must be free); false: update the product with this code. */
      isNew: z.boolean(),
      productType,
      productName: z.string().trim().min(1, '请输入产品名称').max(30),
      routeUrl: z
        .string()
        .trim()
        .min(1, '请输入产品地址')
        .max(200)
        .regex(/^\/[A-Za-z0-9/_-]*$/, '产品地址须为以 / 开头的站内路径'),
      description: z.string().trim().max(200).default(''),
      sort: z.coerce.number().int().min(0).max(9999).default(0),
    }),
    response: envelope(ProductAdminSchema),
  },
  productShelf: {
    service: 'manage',
    method: 'POST',
    path: '/ceelProductInfo/aboveOffProduct',
    summary: '产品上架或下架（下架时以类型7通知该产品的用户）',
    body: z.object({ productType, status: z.union([z.literal(0), z.literal(1)]) }),
    response: envelope(ProductAdminSchema),
  },
  productOpen: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/open',
    summary: '申请开通产品（须先同意产品协议；待运营激活，以类型2通知运营人员）',
    body: z.object({ productType }),
    response: envelope(ProductOpeningSchema),
  },
  productOpeningPage: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/openingPage',
    summary: '产品管理：开通申请分页查询',
    body: z.object({
      status: z.union([z.enum(PRODUCT_OPENING_STATUSES), z.literal('')]).optional(),
      productType: z.union([productType, z.literal('')]).optional(),
      entName: z.string().trim().max(50).optional(),
      ...pageQuery,
    }),
    response: pageEnvelope(ProductOpeningSchema),
  },
  productActivate: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/activationOpenProduct',
    summary: '激活产品开通申请（授予申请人该产品的菜单，以类型3通知申请人）',
    body: z.object({ id: openingId }),
    response: envelope(ProductOpeningSchema),
  },
  productDone: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/doneOpenProduct',
    summary: '完成产品开通（等待页看到已激活后调用），返回产品地址',
    body: z.object({ productType }),
    response: envelope(z.object({ productType: z.string(), routeUrl: z.string() })),
  },
  userOrgAndOpenProduct: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/userOrgAndOpenProduct',
    summary: '当前用户所属企业及各企业已开通、开通中的产品',
    body: z.object({}).passthrough().nullish(),
    response: envelope(UserOrgProductsSchema),
  },
});
