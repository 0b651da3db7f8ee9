/**
 * The mobile carousel (§2.2 /mobile/appDisposition, §7.4 management getPicture): images in order, each with a link
 * (an article of the portal or an http(s) address) and the period it shows in. getPicture answers the pictures in
 * force now, to anyone (the mobile home is public).
 */
import { z } from 'zod';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

const id = z.string().trim().min(1, '缺少编号').max(40);
const isoTime = z.iso.datetime({ offset: true, message: '时间格式不正确' });

export const CAROUSEL_LIMITS = { title: 50, link: 500 } as const;

export const CarouselItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageFileId: z.string(),
  /** An http(s) address, or a portal path (/finance/newsDetails?id=…); '' for none. */
  linkUrl: z.string(),
  sort: z.number().int(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** 1 启用, 0 停用. */
  state: z.number().int(),
  /** Shown now: enabled and within its period. */
  active: z.boolean(),
  updateTime: z.string(),
});
export type CarouselItem = z.infer<typeof CarouselItemSchema>;

/** What the mobile home shows. */
export const PictureSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageFileId: z.string(),
  linkUrl: z.string(),
});
export type Picture = z.infer<typeof PictureSchema>;

/** A link the carousel may hold: http(s), or a path of the portal (no other scheme, no protocol-relative //). */
export const CAROUSEL_LINK = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

export const CAROUSEL_ENDPOINTS = defineEndpoints({
  carouselPage: {
    service: 'manage',
    method: 'POST',
    path: '/carousel/page',
    summary: '移动端轮播配置：轮播图分页（按顺序；路径为本门户约定）',
    body: z.object({ title: z.string().trim().max(CAROUSEL_LIMITS.title).optional(), ...pageQuery }),
    response: pageEnvelope(CarouselItemSchema),
  },
  carouselSave: {
    service: 'manage',
    method: 'POST',
    path: '/carousel/saveOrUpdate',
    summary: '移动端轮播配置：新增（无 id）或修改轮播图（路径为本门户约定）',
    body: z
      .object({
        id: id.optional(),
        title: z
          .string()
          .trim()
          .min(1, '请输入标题')
          .max(CAROUSEL_LIMITS.title, `标题最多${CAROUSEL_LIMITS.title}个字符`),
        imageFileId: z.string().trim().min(1, '请上传图片').max(64),
        linkUrl: z
          .string()
          .trim()
          .max(CAROUSEL_LIMITS.link, `链接最多${CAROUSEL_LIMITS.link}个字符`)
          .refine((v) => v === '' || CAROUSEL_LINK.test(v), '链接须为 http(s) 地址或门户内页面路径')
          .optional()
          .default(''),
        sort: z.coerce.number().int().min(0).max(9999).default(0),
        startTime: isoTime.nullable().optional().default(null),
        endTime: isoTime.nullable().optional().default(null),
        state: z.union([z.literal(0), z.literal(1)]).default(1),
      })
      .refine((v) => !v.startTime || !v.endTime || v.startTime < v.endTime, {
        message: '结束时间须晚于开始时间',
        path: ['endTime'],
      }),
    response: envelope(CarouselItemSchema),
  },
  carouselDelete: {
    service: 'manage',
    method: 'POST',
    path: '/carousel/delete',
    summary: '移动端轮播配置：删除轮播图（路径为本门户约定）',
    body: z.object({ id }),
    response: emptyEnvelope,
  },
  getPicture: {
    service: 'manage',
    method: 'POST',
    path: '/management/getPicture',
    summary: '移动端首页轮播图（公开：启用且在展示期内的，按顺序）',
    body: z.object({}).optional(),
    response: envelope(PictureSchema),
  },
});
