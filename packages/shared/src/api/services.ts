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
  doc: '/doc',
  chat: '/ws/chat',
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

/**
 * The endpoints of the foundation. Paths the spec gives are used as given; the spec leaves some unnamed
 * (user info, roles, phone code, enterprise list/switch) and these names are ours.
 */
export const ENDPOINTS = {
  // §7.1 base user service
  captcha: { service: 'baseUser', method: 'GET', path: '/userRegistration/captcha.jpg' },
  checkCaptcha: { service: 'baseUser', method: 'POST', path: '/userRegistration/checkCaptcha' },
  sendMsg: { service: 'baseUser', method: 'GET', path: '/userRegistration/sendMsg' },
  checkRepeatPhone: { service: 'baseUser', method: 'GET', path: '/userRegistration/checkRepeatPhone' },
  validateSms: { service: 'baseUser', method: 'POST', path: '/userRegistration/validateSms' },
  findUserInfoByPhone: { service: 'baseUser', method: 'POST', path: '/userRegistration/findUserInfoByPhone' },
  updatePasswordByAccount: { service: 'baseUser', method: 'POST', path: '/userRegistration/updatePasswordByAccount' },
  register: { service: 'baseUser', method: 'POST', path: '/userRegistration/register' },
  login: { service: 'baseUser', method: 'POST', path: '/authentication/userLoginEcology' },
  // §4 "mode 3 uses a different call": the tax SaaS entry's login, with the same rules.
  loginTaxSaaS: { service: 'baseUser', method: 'POST', path: '/authentication/userLoginTaxSaaS' },
  logout: { service: 'baseUser', method: 'GET', path: '/authentication/logout' },
  checkStatus: { service: 'baseUser', method: 'GET', path: '/authentication/checkStatus' },
  userInfo: { service: 'baseUser', method: 'GET', path: '/user/getUserInfo' },
  roles: { service: 'baseUser', method: 'GET', path: '/user/getRoles' },
  enterpriseList: { service: 'baseUser', method: 'GET', path: '/user/getEntList' },
  switchEnterprise: { service: 'baseUser', method: 'POST', path: '/user/switchEnt' },
  sendPhoneCode: { service: 'baseUser', method: 'POST', path: '/user/sendPhoneCode' },
  verifyPhoneCode: { service: 'baseUser', method: 'POST', path: '/user/verifyPhoneCode' },
  saveLayoutStyle: { service: 'baseUser', method: 'POST', path: '/user/saveLayoutStyle' },
  // §7.5 menus (operations service)
  allMenus: { service: 'operation', method: 'GET', path: '/menu/getAllMenu' },
  // §7.1 operations service (issue 9): the caller's permission codes; user info from a one-time hand-off ticket
  selectPermission: { service: 'operation', method: 'GET', path: '/permission/selectPermission' },
  getUserInfoByHandoff: { service: 'operation', method: 'GET', path: '/user/getUserInfoByHandoff' },
  // §7.4 management service
  notificationDot: { service: 'manage', method: 'POST', path: '/notification/getNotificationUnReadByUserId' },
  openProductList: { service: 'manage', method: 'POST', path: '/resUserProduct/getOpenProductList' },
  findEntUserByPage: { service: 'manage', method: 'POST', path: '/management/findEntUserByPage' },
  editStatus: { service: 'manage', method: 'POST', path: '/management/editStatus' },
  // eLoan sub-app (issue 3): loan applications of the session's enterprise
  eloanApplyPage: { service: 'eLoan', method: 'POST', path: '/loanApply/page' },
  eloanApplyAdd: { service: 'eLoan', method: 'POST', path: '/loanApply/add' },
  eloanApplyDetail: { service: 'eLoan', method: 'GET', path: '/loanApply/detail' },
} as const satisfies Record<string, { service: ServiceName; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type EndpointName = keyof typeof ENDPOINTS;

export function endpointPath(name: EndpointName): string {
  const e = ENDPOINTS[name];
  return servicePath(e.service, e.path);
}
