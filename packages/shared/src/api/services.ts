/**
 * One table maps each service of §7 to its routing prefix under /japi; web and server both read it.
 * Fixed by the spec: /api/manage, /api/attachment, /tax/..., the chat websocket. The others are ours.
 */
export const API_BASE = '/japi';
export const MOCK_BASE = '/mock';

export const SERVICE_PREFIX = {
  baseUser: '/api/user',
  baseDocument: '/api/document',
  manage: '/api/manage',
  attachment: '/api/attachment',
  operation: '/api/operation',
  workflow: '/api/workflow',
  customer: '/api/customer',
  home: '/api/home',
  insurance: '/api/insurance',
  onlineOffice: '/api/office',
  contract: '/api/contract',
  knowledgeBase: '/api/knowledge',
  /** §7.5 content (sites, subjects, contents): the spec writes these paths whole (/api/site/page), so no prefix. */
  content: '',
  doc: '/doc',
  chat: '/ws/chat',
  /** The websocket platform's own calls (the connection ticket of both channels). */
  realtime: '/api/realtime',
  taxSystem: '/tax/system',
  cit: '/tax/cit',
  qcit: '/tax/qcit',
  taxTask: '/tax/task',
  file: '/tax/file',
  taxOp: '/tax/op',
  taxAnalysis: '/tax/analysis',
  basisDesign: '/tax/basis-design',
  basisConfig: '/tax/basis-config',
  basisEngine: '/tax/basis-engine',
  basisTable: '/tax/basis-table',
  /** The eLoan reference sub-app's own service (issue 3). */
  eLoan: '/api/eloan',
  /** The product sub-apps' own services: factoring (/efactoring, /efactoring_yunying), carbon, payments. */
  factoring: '/api/factoring',
  carbon: '/api/carbon',
  payment: '/api/payment',
  /** The e-commerce platforms' reading of an enterprise's identity (§2.2 /business/index, /business/loginsso). */
  business: '/api/business',
  /** Development aids (DEV_SMS_OUTBOX=on only). */
  dev: '/dev',
} as const;

export type ServiceName = keyof typeof SERVICE_PREFIX;

/** Path relative to the axios baseURL (/japi). */
export function servicePath(service: ServiceName, path: string): string {
  return SERVICE_PREFIX[service] + path;
}

/** Full path as the server registers it. */
export function apiPath(service: ServiceName, path: string): string {
  return API_BASE + servicePath(service, path);
}
