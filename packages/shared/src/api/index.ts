/**
 * Every endpoint of the portal's API, one table built from the areas' contracts (api/<area>.ts). A new area adds its
 * file and one line here.
 */
import { ATTACHMENT_ENDPOINTS } from './attachment.ts';
import { AUDIT_ENDPOINTS } from './audit.ts';
import { AUTH_APPLY_ENDPOINTS } from './auth-apply.ts';
import { CHAT_ENDPOINTS } from './chat.ts';
import { CAROUSEL_ENDPOINTS } from './carousel.ts';
import { CARBON_ENDPOINTS } from './carbon.ts';
import { CONTENT_ENDPOINTS } from './content.ts';
import { HANDBOOK_ENDPOINTS } from './handbook.ts';
import { KNOWLEDGE_ENDPOINTS } from './knowledge.ts';
import { DEV_ENDPOINTS } from './dev.ts';
import { ELOAN_ENDPOINTS } from './eloan.ts';
import { FACTORING_ENDPOINTS } from './factoring.ts';
import { BUSINESS_ENDPOINTS } from './business.ts';
import { FINANCE_HOME_ENDPOINTS } from './finance-home.ts';
import { INSURANCE_ENDPOINTS } from './insurance.ts';
import { MONITORING_ENDPOINTS } from './monitoring.ts';
import { NOTICE_ENDPOINTS } from './notices.ts';
import { ORGANISATION_ENDPOINTS } from './organisation.ts';
import { PAYMENT_ENDPOINTS } from './payment.ts';
import { PERMISSION_ENDPOINTS } from './permission.ts';
import { PRODUCT_ENDPOINTS } from './product.ts';
import { PROTOCOL_ENDPOINTS } from './protocol.ts';
import { REALTIME_ENDPOINTS } from './realtime.ts';
import { ROLE_ENDPOINTS } from './role.ts';
import { servicePath } from './services.ts';
import { TAX_ENDPOINTS } from './tax.ts';
import { TAX_HOLIDAY_ENDPOINTS } from './tax-holidays.ts';
import { USER_ADMIN_ENDPOINTS } from './user-admin.ts';
import { USER_ENDPOINTS } from './user.ts';
import { WORKFLOW_ENDPOINTS } from './workflow.ts';

export const ENDPOINTS = {
  ...USER_ENDPOINTS,
  ...USER_ADMIN_ENDPOINTS,
  ...PERMISSION_ENDPOINTS,
  ...ROLE_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...PRODUCT_ENDPOINTS,
  ...PROTOCOL_ENDPOINTS,
  ...NOTICE_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...ELOAN_ENDPOINTS,
  ...FACTORING_ENDPOINTS,
  ...TAX_ENDPOINTS,
  ...TAX_HOLIDAY_ENDPOINTS,
  ...REALTIME_ENDPOINTS,
  ...DEV_ENDPOINTS,
  ...WORKFLOW_ENDPOINTS,
  ...AUTH_APPLY_ENDPOINTS,
  ...ATTACHMENT_ENDPOINTS,
  ...ORGANISATION_ENDPOINTS,
  ...MONITORING_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...KNOWLEDGE_ENDPOINTS,
  ...CAROUSEL_ENDPOINTS,
  ...HANDBOOK_ENDPOINTS,
  ...CARBON_ENDPOINTS,
  ...FINANCE_HOME_ENDPOINTS,
  ...INSURANCE_ENDPOINTS,
  ...BUSINESS_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
/** The endpoints that answer the envelope (not a file). */
export type EnvelopeEndpoint = {
  [N in EndpointName]: Endpoints[N]['response'] extends 'blob' ? never : N;
}[EndpointName];
/** The endpoints that answer a file (captcha image, downloads). */
export type BlobEndpoint = Exclude<EndpointName, EnvelopeEndpoint>;

/** Path relative to the web's base (/japi). */
export function endpointPath(name: EndpointName): string {
  const e = ENDPOINTS[name];
  return servicePath(e.service, e.path);
}

export * from './contract.ts';
export * from './services.ts';
export * from './user.ts';
export * from './user-admin.ts';
export * from './permission.ts';
export * from './role.ts';
export * from './audit.ts';
export * from './product.ts';
export * from './finance-home.ts';
export * from './insurance.ts';
export * from './business.ts';
export * from './protocol.ts';
export * from './notices.ts';
export * from './chat.ts';
export * from './eloan.ts';
export * from './factoring.ts';
export * from './tax.ts';
export * from './tax-holidays.ts';
export * from './realtime.ts';
export * from './dev.ts';
export * from './workflow.ts';
export * from './auth-apply.ts';
export * from './content.ts';
export * from './knowledge.ts';
export * from './carousel.ts';
export * from './handbook.ts';
export * from './attachment.ts';
export * from './organisation.ts';
export * from './monitoring.ts';
export * from './payment.ts';
export * from './carbon.ts';
