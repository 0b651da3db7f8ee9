/**
 * The client route catalogue of §2.2 (plus the §2.3 mount paths and the tax area §1 implies).
 * One entry per path; the web's router builds its table from it and the seed menus point at it.
 *
 * Choices (the spec lists paths, not their shape):
 * - "X with children a, b" is flattened to '/X/a', '/X/b'. /coopPage/index keeps its nesting:
 *   '/coopPage/index' is the partner shell and its pages are '/coopPage/index/<child>'.
 * - /eInsuranceOperate's "operateAnalyze/statistics, customerAnalysis, businessAnalysis" are read as three
 *   pages under operateAnalyze.
 * - /siku's three product lines are suffixes: xd 信贷, bl 保理, zl 租赁 ('/siku/winTheBidxd', …).
 * - A path that is both a §2.3 mount path and a host page (/workbenches/newIndex, /crm, /organization/index,
 *   /eInsuranceOperate) has one entry with `subApp: true`.
 * - Layouts: 'blank' for login, register, forgot-password, error pages and /finance/blank; 'tiled' (the
 *   one-column layout 2 of §2.4) for the portal-style pages without a side menu: the /finance pages, the
 *   authorisation/protocol pages, product opening and the knowledge base. Everything else is 'main'.
 * - /finance/blank "always passes" (§2.1): it has `auth: false`. The finance home pages, news and help are
 *   `loginOptional`. The catch-all route (main layout) is the router's, not an entry here.
 */

export type RouteLayout = 'main' | 'tiled' | 'blank';

/**
 * A page module: its path under apps/web/src/features without the extension ('workbench/WorkbenchPage'). The web
 * loads it for the route (one chunk per module) and the build lists its files; adding a page is its route entry here
 * and that one file.
 */
export type RoutePage = `${string}/${string}Page`;

export interface RouteDef {
  /** Exact casing from the spec, e.g. '/Base/auth-management/user'. */
  path: string;
  /** Chinese page title (document title and breadcrumbs). */
  title: string;
  /** Default true; false = passes the guard without a token. */
  auth?: boolean;
  /** In the public list (login, register, error pages). */
  public?: boolean;
  /** Opens without a token (finance home pages, news, help). */
  loginOptional?: boolean;
  /** Default 'main'. */
  layout?: RouteLayout;
  /** One of the §2.3 mount paths (hosted sub-application). */
  subApp?: boolean;
  /** The delivered page module; a route without one renders the 建设中 page. */
  page?: RoutePage;
  /** §2.1: granted to every signed-in user in addition to the menu routes. */
  alwaysAllowed?: boolean;
}

type Child = readonly [segment: string, title: string, extra?: Omit<RouteDef, 'path' | 'title'>];

/** '/X' + [['a', '甲'], …] → [{ path: '/X/a', title: '甲' }, …], each merged with `common`. */
function children(base: string, list: readonly Child[], common: Omit<RouteDef, 'path' | 'title'> = {}): RouteDef[] {
  return list.map(([segment, title, extra]) => ({ path: `${base}/${segment}`, title, ...common, ...extra }));
}

const BLANK_PUBLIC = { auth: false, public: true, layout: 'blank' } as const;
const FINANCE_OPEN = { loginOptional: true, layout: 'tiled' } as const;
/** The one page design of the §1 product homes. */
const HOME = 'finance-home/ProductHomePage';
/** The §2.2 authorisation pages: a product's protocols read and accepted, then on to the product. */
const AUTHORISATION = 'products/AuthorisationPage';
const TILED = { layout: 'tiled' } as const;
const SUB_APP = { subApp: true } as const;
/** §2.1's always-allowed routes. */
const ALWAYS = { alwaysAllowed: true } as const;

/** §2.3, in spec order. */
export const SUB_APP_MOUNT_PATHS: readonly string[] = [
  '/eLoan',
  '/carbon',
  '/carbonAdmin',
  '/efactoring',
  '/efactoring_yunying',
  '/workbenches/newIndex',
  '/crm',
  '/setting',
  '/eFinancialGateway',
  '/eyunying',
  '/ruleEngineVue',
  '/dpVue_app',
  '/eInsuranceOperate',
  '/lease',
  '/futures',
  '/eDecision',
  '/organization/index',
  '/bestPay',
  '/webPay',
  '/CMS',
  '/szfkx',
  '/szfkxfk',
  '/szfkxsmp',
  '/aielink',
];

const SIKU_LINES = [
  ['xd', '信贷'],
  ['bl', '保理'],
  ['zl', '租赁'],
] as const;

export const ROUTES: readonly RouteDef[] = [
  // §2.2 public and error pages; registration and forgot password (§7.1)
  { path: '/login/index', title: '登录', ...BLANK_PUBLIC, page: 'auth/LoginPage', alwaysAllowed: true },
  { path: '/loginssojf', title: '统一身份认证登录', ...BLANK_PUBLIC },
  { path: '/register/index', title: '用户注册', ...BLANK_PUBLIC, page: 'auth/RegisterPage' },
  { path: '/forgetPassword/index', title: '找回密码', ...BLANK_PUBLIC, page: 'auth/ForgotPasswordPage' },
  { path: '/error', title: '出错了', ...BLANK_PUBLIC, page: 'errors/ErrorPage' },
  { path: '/404', title: '页面不存在', ...BLANK_PUBLIC, page: 'errors/NotFoundPage' },
  { path: '/noPermission', title: '暂无权限', ...BLANK_PUBLIC, page: 'errors/NoPermissionPage' },
  { path: '/500', title: '服务器错误', ...BLANK_PUBLIC, page: 'errors/ServerErrorPage' },

  // §2.2 /insurance/auth: insurance authorised login; §2.1 /insurance/platformProtocol
  { path: '/insurance/auth', title: '保险授权登录', ...TILED, alwaysAllowed: true, page: 'products/InsuranceAuthPage' },
  {
    path: '/insurance/platformProtocol',
    title: '保险平台服务协议',
    ...TILED,
    alwaysAllowed: true,
    page: 'products/AuthorisationPage',
  },

  // §2.2 /coopPage/index with children (partner pages, nested under the shell)
  { path: '/coopPage/index', title: '合作伙伴' },
  ...children('/coopPage/index', [
    ['error', '合作伙伴异常'],
    ['pageIndex', '合作伙伴首页'],
    ['pageAdd', '新增首页内容'],
    ['marketData', '市场数据'],
    ['marketDataAdd', '新增市场数据'],
    ['creditData', '征信数据'],
    ['creditDataAdd', '新增征信数据'],
    ['financeLease', '融资租赁机构'],
    ['financeLeaseAdd', '新增融资租赁机构'],
    ['insuranceBroker', '保险经纪机构'],
    ['insuranceBrokerAdd', '新增保险经纪机构'],
    ['commercialFactoring', '商业保理机构'],
    ['commercialFactoringAdd', '新增商业保理机构'],
    ['industrialFunds', '产业基金'],
    ['industrialFundsAdd', '新增产业基金'],
    ['assetManagement', '资产管理机构'],
    ['assetManagementAdd', '新增资产管理机构'],
  ]),

  // §2.2 /finance: portal home pages (login optional), §1 finance home pages
  { path: '/finance/home', title: '首页', ...FINANCE_OPEN, page: 'finance-home/FinanceHomePage', alwaysAllowed: true },
  ...children(
    '/finance',
    [
      ['insideHome', '集团内部首页', { page: 'finance-home/InsideHomePage' }],
      ['eLoan', '贷款服务', { ...ALWAYS, page: HOME }],
      ['eRong', '保理服务', { ...ALWAYS, page: HOME }],
      ['eDan', '订单融资', { ...ALWAYS, page: HOME }],
      ['eFutures', '期货服务', { ...ALWAYS, page: HOME }],
      ['eBao', '保险服务', { ...ALWAYS, page: HOME }],
      ['eTrust', '云信服务', { ...ALWAYS, page: HOME }],
      ['eLease', '融资租赁', { ...ALWAYS, page: HOME }],
      ['eTicket', '票据服务', { ...ALWAYS, page: HOME }],
      ['eAbs', '资产证券化', { ...ALWAYS, page: HOME }],
      ['eFoundation', '基金服务', { ...ALWAYS, page: HOME }],
      ['eAssets', '资产服务', { ...ALWAYS, page: HOME }],
      ['eCarbon', '碳资产服务', { ...ALWAYS, page: HOME }],
      ['ePayment', '支付服务', { page: HOME }],
      ['homeTwo', '首页', { page: 'finance-home/HomeTwoPage' }],
      ['helpCenter', '帮助中心', { page: 'news/HelpCenterPage' }],
      ['newsList', '新闻资讯', { ...ALWAYS, page: 'news/NewsListPage' }],
      ['newsListSearch', '资讯搜索', { ...ALWAYS, page: 'news/NewsSearchPage' }],
      ['newsDetails', '资讯详情', { ...ALWAYS, page: 'news/NewsDetailPage' }],
    ],
    FINANCE_OPEN,
  ),
  { path: '/finance/blank', title: '加载中', auth: false, layout: 'blank' },

  // §2.2 /business: e-commerce platform authorisation
  { path: '/business/index', title: '电商平台授权', page: 'business/BusinessIndexPage' },
  {
    path: '/business/loginsso',
    title: '电商平台授权登录',
    ...TILED,
    alwaysAllowed: true,
    page: 'business/BusinessLoginSsoPage',
  },

  // §2.2 authorisation pages
  ...children(
    '/protocol',
    [
      ['eLoan', '贷款业务授权', { ...ALWAYS, page: AUTHORISATION }],
      ['eInsurance', '保险业务授权', { ...ALWAYS, page: AUTHORISATION }],
      ['eFactor', '保理业务授权', { ...ALWAYS, page: AUTHORISATION }],
      ['eElectricity', '电费业务授权', { ...ALWAYS, page: AUTHORISATION }],
    ],
    TILED,
  ),
  { path: '/factor/index', title: '保理授权', ...TILED, alwaysAllowed: true, page: AUTHORISATION },

  // §2.2 /inquiryPriceManagement
  ...children('/inquiryPriceManagement', [
    ['quotationSearch', '报价查询'],
    ['quotationDetail', '报价详情', ALWAYS],
    ['inquirySearch', '询价查询'],
    ['inquiryDetail', '询价详情'],
    ['priceRelation', '价格关联'],
    ['priceRelationDetail', '价格关联详情'],
    ['winTheBid', '中标管理'],
    ['customerManager', '客户经理'],
    ['managerApproval', '经理审批'],
  ]),

  // §2.2 /knowledgeBase
  ...children(
    '/knowledgeBase',
    [
      ['index', '知识库', { page: 'news/KnowledgeBasePage' }],
      ['detail', '知识详情', { page: 'news/KnowledgeDetailPage' }],
    ],
    TILED,
  ),

  // §2.2 /userContract
  ...children('/userContract', [
    ['contractTemplate', '合同模板'],
    ['contractDrafting', '合同起草'],
  ]),

  // §2.2 /AiContract
  ...children('/AiContract', [
    ['contractReview', '智能合同审查'],
    ['contractDraft', '智能合同起草'],
    ['legalQA', '法律问答'],
    ['moduleManagement', '条款模块管理'],
    ['contractTemplate', '合同范本库'],
    ['contractFiling', '合同归档'],
    ['contractConfiguration', '审查配置'],
    ['configurationDetail', '审查配置详情'],
    ['ruleConfig', '审查规则配置'],
    ['riskInspection', '风险排查'],
    ['contractComparison', '合同比对'],
  ]),

  // §2.2 /Base: auth-management and service-support (operations centre)
  ...children('/Base/auth-management', [
    ['user', '用户管理', { page: 'users/UserAdminPage' }],
    ['role', '角色管理', { page: 'permission/RoleAdminPage' }],
    ['product', '产品管理', { page: 'products/ProductAdminPage' }],
    ['menu-op', '运营菜单管理', { page: 'permission/MenuAdminPage' }],
    ['menu-tax', '税务菜单管理', { page: 'permission/MenuAdminPage' }],
    // Not in §2.2: the audit log page issue 12 asks for (docs/decisions.md).
    ['audit', '操作日志', { page: 'permission/AuditLogPage' }],
    ['protocol', '协议管理', { page: 'protocols/ProtocolAdminPage' }],
    ['service', '服务管理', { page: 'protocols/ServiceAdminPage' }],
    ['authApply', '权限申请审批', { page: 'auth-apply/AuthApplyPage' }],
  ]),
  ...children('/Base/service-support', [
    ['problem', '问题反馈处理'],
    ['online', '在线咨询', { page: 'chat/ServiceConsolePage' }],
    ['statistical', '咨询统计'],
    ['phoneInquiry', '电话咨询登记'],
    ['ITWorkOrderManagement', 'IT工单管理'],
    ['ITMemberSetting', 'IT人员设置'],
  ]),

  // §2.2 /data
  ...children('/data', [
    ['indexManagement', '指标管理'],
    ['interfaces', '接口管理'],
    ['indicatorApplication', '指标申请'],
  ]),

  // §2.2 /siku: winTheBid, quotationSearch, quotationDetail for xd, bl, zl
  ...SIKU_LINES.flatMap(([suffix, line]) =>
    children('/siku', [
      [`winTheBid${suffix}`, `中标结果（${line}）`],
      [`quotationSearch${suffix}`, `报价查询（${line}）`],
      [`quotationDetail${suffix}`, `报价详情（${line}）`],
    ]),
  ),

  // §2.2 /workbenches/newIndex (also a §2.3 mount path); §2.1 /workbenches/blankpage; /order/businessOrder
  { path: '/workbenches/newIndex', title: '工作台', ...SUB_APP, page: 'workbench/WorkbenchPage' },
  { path: '/workbenches/blankpage', title: '工作台', alwaysAllowed: true },
  { path: '/order/businessOrder', title: '业务订单' },

  // §2.2 /eInsurance
  ...children('/eInsurance', [
    ['index', '保险服务'],
    ['orderForm', '投保单'],
    ['warranty', '保单管理'],
  ]),

  // §2.2 /eInsuranceOperate (also a §2.3 mount path)
  { path: '/eInsuranceOperate', title: '保险运营', ...SUB_APP },
  ...children('/eInsuranceOperate', [
    ['cockpit/managementCockpit', '管理驾驶舱'],
    ['report/orderManagement', '订单管理'],
    ['product/productOperate', '产品运营'],
    ['product/insuranceProduct', '保险产品'],
    ['operateAnalyze/statistics', '运营统计'],
    ['operateAnalyze/customerAnalysis', '客户分析'],
    ['operateAnalyze/businessAnalysis', '业务分析'],
  ]),

  // §2.2 /product
  ...children(
    '/product',
    [
      ['index', '产品开通', { page: 'products/ProductOpeningPage' }],
      ['protocol', '产品开通协议', { page: 'products/ProductProtocolPage' }],
      ['loading', '等待开通', { page: 'products/ProductLoadingPage' }],
    ],
    TILED,
  ),

  // §2.2 /userCenter (userManage is the personal centre)
  ...children('/userCenter', [
    ['companyManage', '企业信息管理', { page: 'users/CompanyManagePage' }],
    ['userManage', '个人中心', { page: 'users/PersonalCentrePage' }],
    ['authApply', '权限申请', { page: 'auth-apply/AuthApplyPage' }],
    ['authorityManagement', '权限管理', { page: 'permission/RoleAdminPage' }],
    ['protocol', '我的协议', { page: 'protocols/MyProtocolsPage' }],
    ['problemFeedback', '问题反馈'],
    ['onlineConsultation', '在线咨询', { page: 'chat/OnlineConsultationPage' }],
    ['askQuestionsOnline', '在线提问', { ...ALWAYS, page: 'chat/AskQuestionsOnlinePage' }],
    ['help', '帮助中心', { page: 'news/HelpCenterPage' }],
    ['agreement', '服务协议', { page: 'protocols/AgreementPage' }],
    ['ITServerOrder', 'IT服务工单'],
  ]),

  // §2.2 /mobile, /newsSend, /systemMonitoring
  { path: '/mobile/appDisposition', title: '移动端轮播配置', page: 'content/CarouselPage' },
  ...children('/newsSend', [
    ['informationIssues', '信息发布', { page: 'content/InformationIssuesPage' }],
    ['channelManagement', '栏目管理', { page: 'content/ChannelManagementPage' }],
  ]),
  ...children('/systemMonitoring', [
    ['statistics', '访问统计'],
    ['document', '文档监控'],
    ['push', '推送管理', { page: 'notices/NoticePushPage' }],
    ['operationalStatements', '运营报表'],
  ]),

  // §2.2 /crm (also a §2.3 mount path) and /crm/annualReportsDetail
  { path: '/crm', title: '客户关系管理', ...SUB_APP },
  ...children('/crm', [
    ['groupManagement', '集团管理'],
    ['customerInfo', '客户信息'],
    ['customerDetail', '客户详情'],
    ['personageInfo', '个人客户信息'],
    ['tagManage', '标签管理'],
    ['potentialManagement', '潜在客户管理'],
    ['potentialManagementDetail', '潜在客户详情'],
    ['person', '联系人管理'],
    ['personDetail', '联系人详情'],
    ['customerPortrait', '客户画像'],
    ['customerPortraitDetail', '客户画像详情'],
    ['groupPortrait', '集团画像'],
    ['groupPortraitDetail', '集团画像详情'],
    ['customerFeedback', '客户反馈'],
    ['feedbackDetail', '反馈详情'],
    ['performanceEvaluation', '履约评价'],
    ['financialEvaluation', '财务评价'],
    ['financingEvaluation', '融资评价'],
    ['riskWarning', '风险预警'],
    ['whiteList', '白名单'],
    ['blackList', '黑名单'],
    ['marketingActivities', '营销活动'],
    ['activitiesEdit', '编辑营销活动'],
    ['approvalList', '审批列表'],
    ['message', '消息管理'],
    ['customerCare', '客户关怀'],
    ['goodsSetting', '商品设置'],
    ['customerManagerConfig', '客户经理配置'],
    ['scoreConfig', '评分配置'],
    ['annualReportsDetail', '企业年报详情'],
  ]),

  // §2.2 /goods, /handbookSetting, report pages, /contractManagement, /bankOrg
  ...children('/goods', [
    ['analysis', '商品分析'],
    ['administration', '商品管理'],
  ]),
  { path: '/handbookSetting/index', title: '操作手册配置', page: 'content/HandbookSettingPage' },
  { path: '/financing-statistics', title: '融资统计' },
  { path: '/sendOrders-statistics', title: '派单统计' },
  { path: '/customer-information', title: '客户信息报表' },
  { path: '/customer-information-transfer', title: '客户信息移交' },
  { path: '/exception-monitoring', title: '异常监控' },
  { path: '/contractManagement', title: '合同台账' },
  { path: '/bankOrg/index', title: '银行机构管理' },

  // §1 tax area (tax tasks, calendar, taxable periods, VAT, preferences, enterprise profile); §2.2 tax detail link
  { path: '/tax/home', title: '税务首页', page: 'tax/TaxHomePage' },
  { path: '/tax/taxTask', title: '税务任务', page: 'tax/TaxTaskPage' },
  { path: '/tax/taxCalendar', title: '税务日历', page: 'tax/TaxCalendarPage' },
  { path: '/tax/taxPeriod', title: '税款所属期', page: 'tax/TaxPeriodPage' },
  { path: '/tax/vat/invoice', title: '发票管理', page: 'tax/VatInvoicePage' },
  { path: '/tax/vat/preference', title: '增值税优惠政策', page: 'tax/VatPreferencePage' },
  { path: '/tax/setting/enterpriseProfile', title: '企业档案', page: 'tax/EnterpriseProfilePage' },
  { path: '/tax/setting/filingPreference', title: '申报偏好设置', page: 'tax/FilingPreferencePage' },
  { path: '/tax/audit/audit', title: '申报审核', page: 'tax/TaxAuditPage' },
  { path: '/tax/audit/qcit', title: '企业所得税季报审核', page: 'tax/QcitAuditPage' },
  { path: '/tax/analysis/table', title: '税务分析报表', page: 'tax/TaxAnalysisTablePage' },
  { path: '/system/tax-admin/tax-detail', title: '税务数据详情', page: 'tax/TaxDetailPage' },
  { path: '/system/tax-admin/holiday', title: '节假日安排', page: 'tax/HolidayArrangementPage' },

  // §2.3 mount paths that are not host pages above
  { path: '/eLoan', title: '贷款业务', ...SUB_APP },
  { path: '/carbon', title: '碳资产管理', ...SUB_APP },
  { path: '/carbonAdmin', title: '碳资产运营管理', ...SUB_APP },
  { path: '/efactoring', title: '保理业务', ...SUB_APP },
  { path: '/efactoring_yunying', title: '保理运营管理', ...SUB_APP },
  { path: '/setting', title: '系统设置', ...SUB_APP },
  { path: '/eFinancialGateway', title: '金融网关', ...SUB_APP },
  { path: '/eyunying', title: '运营管理平台', ...SUB_APP },
  { path: '/ruleEngineVue', title: '规则引擎', ...SUB_APP },
  { path: '/dpVue_app', title: '数据平台', ...SUB_APP },
  { path: '/lease', title: '融资租赁业务', ...SUB_APP },
  { path: '/futures', title: '期货业务', ...SUB_APP },
  { path: '/eDecision', title: '智能决策', ...SUB_APP },
  { path: '/organization/index', title: '组织管理', ...SUB_APP, page: 'organisation/OrganisationPage' },
  { path: '/bestPay', title: '翼支付', ...SUB_APP },
  { path: '/webPay', title: '网银支付', ...SUB_APP },
  { path: '/CMS', title: '内容管理系统', ...SUB_APP, page: 'content/CmsPage' },
  { path: '/szfkx', title: '数智风控', ...SUB_APP },
  { path: '/szfkxfk', title: '数智风控-风险监测', ...SUB_APP },
  { path: '/szfkxsmp', title: '数智风控-监管平台', ...SUB_APP },
  { path: '/aielink', title: 'AI e链', ...SUB_APP },
];

/** Lower-cased path without query, hash and trailing slashes ('/' stays '/'). */
export function normalizeRoutePath(path: string): string {
  let p = path;
  const cut = p.search(/[?#]/);
  if (cut >= 0) p = p.slice(0, cut);
  p = p.replace(/\/+$/, '');
  if (p === '') p = '/';
  return p.toLowerCase();
}

const ROUTE_INDEX: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [normalizeRoutePath(r.path), r]));

/** The route of a path: case-insensitive, ignoring trailing slash, query and hash. */
export function findRoute(path: string): RouteDef | undefined {
  return ROUTE_INDEX.get(normalizeRoutePath(path));
}

/**
 * The §2.3 mount path a location belongs to ('/lease#/admin' → '/lease', '/eLoan/apply' → '/eLoan').
 * Ask findRoute first: host pages below a mount path (e.g. '/crm/customerInfo') are routes of their own.
 */
export function findSubAppMount(path: string): string | undefined {
  const p = normalizeRoutePath(path);
  let best: string | undefined;
  for (const mount of SUB_APP_MOUNT_PATHS) {
    const m = mount.toLowerCase();
    if ((p === m || p.startsWith(`${m}/`)) && (!best || m.length > best.length)) best = mount;
  }
  return best;
}
