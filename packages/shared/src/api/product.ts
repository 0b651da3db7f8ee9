/** Product area (§3 Product, §7.4 resUserProduct): the products of the portal and which the caller has opened. */
import { z } from 'zod';
import { defineEndpoints, envelope } from './contract.ts';

/** One product with whether the signed-in user's enterprise has it opened. */
export const OpenProductSchema = z.object({
  productType: z.string(),
  productName: z.string(),
  routeUrl: z.string().nullish(),
  description: z.string().nullish(),
  opened: z.boolean(),
});
export type OpenProduct = z.infer<typeof OpenProductSchema>;

export const PRODUCT_ENDPOINTS = defineEndpoints({
  openProductList: {
    service: 'manage',
    method: 'POST',
    path: '/resUserProduct/getOpenProductList',
    summary: '产品开通情况',
    body: z.object({}).passthrough().nullish(),
    response: envelope(OpenProductSchema),
  },
});
