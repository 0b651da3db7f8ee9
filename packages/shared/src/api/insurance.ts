/**
 * The insurance platform's authorised sign-in (§2.2 /insurance/auth, §7.4 /interface/product/getBxhxToken): the portal
 * issues a short-lived, single-use, signed ticket naming the signed-in user and enterprise; the insurance service
 * redeems it once for the identity it insures under.
 */
import { z } from 'zod';
import { defineEndpoints, envelope } from './contract.ts';

/** How long a ticket lives: the insurance platform redeems it right after the portal hands it over. */
export const INSURANCE_TICKET_TTL_SECONDS = 60;

export const InsuranceTicketSchema = z.object({
  ticket: z.string(),
  /** ISO time after which the insurance service refuses it. */
  expiresAt: z.string(),
});
export type InsuranceTicket = z.infer<typeof InsuranceTicketSchema>;

/** The identity the insurance service gets for a ticket: who signs in, for which enterprise. */
export const InsuranceIdentitySchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  entId: z.string(),
  entName: z.string(),
  /** When the ticket was redeemed (ISO). */
  signedInAt: z.string(),
});
export type InsuranceIdentity = z.infer<typeof InsuranceIdentitySchema>;

export const INSURANCE_ENDPOINTS = defineEndpoints({
  getBxhxToken: {
    service: 'manage',
    method: 'POST',
    path: '/interface/product/getBxhxToken',
    summary: '保险平台授权登录凭证（一次性，短时有效；须已开通保险产品）',
    body: z.object({}).passthrough().nullish(),
    response: envelope(InsuranceTicketSchema),
  },
  insuranceTicketRedeem: {
    service: 'insurance',
    method: 'POST',
    path: '/auth/ticket',
    summary: '保险服务：凭授权凭证确认用户与企业身份（凭证只能使用一次；路径为本门户约定）',
    body: z.object({ ticket: z.string().trim().min(1, '授权凭证无效或已过期').max(1024, '授权凭证无效或已过期') }),
    response: envelope(InsuranceIdentitySchema),
  },
});
