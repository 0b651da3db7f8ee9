/**
 * Demo menu tree (§3 Menu item). Written as a nested outline and flattened into SeedMenu rows, so the tree
 * reads like the portal's navigation. Conventions (see docs/demo-data.md):
 * - Ids are snowflake-like and follow the position in the outline: 362000000000000000 + top·10⁶ + level2·10⁴
 *   + level3·10² + level4, so appending an entry never renumbers the others.
 * - Top-level inside-app products (their children fill the side menu, §2.4) carry productType '05'; children
 *   inherit their group's productType. Finance product groups carry their product code (01 loan, …).
 * - Detail/add/edit pages are `ifRouteHidden` entries under their list page: their route is granted, the
 *   menu item is not shown.
 * - Buttons are `button: 1` entries with a permission code in `perms` (§6 btnPerm).
 * - frontEndName defaults to the route's last segment; the tax area's icons follow §4 (home, audit, setting,
 *   radar-chart, use, plus a 'folder' entry the §4 rules hide).
 */
import { BUTTON, MENU } from '@portal/shared';
import type { SeedMenu } from './types.ts';

interface Node {
  name: string;
  route?: string;
  fe?: string;
  icon?: string;
  hidden?: boolean;
  routeHidden?: boolean;
  remark?: string;
  external?: boolean;
  productType?: string;
  perms?: string;
  children?: Node[];
}

type Opts = Omit<Node, 'name' | 'route' | 'children'>;

/** A page entry. */
const page = (name: string, route: string, opts: Opts = {}, children?: Node[]): Node => ({
  name,
  route,
  ...opts,
  children,
});
/** A detail/add/edit page: route granted, item not shown. */
const detail = (name: string, route: string): Node => ({ name, route, routeHidden: true });
/** A group without a route: opening it opens its first child that has a route (§2.4). */
const group = (name: string, children: Node[], opts: Opts = {}): Node => ({ name, ...opts, children });
/** A button permission. */
const btn = (name: string, perms: string): Node => ({ name, perms });

const OUTLINE: Node[] = [
  // 1 工作台
  page('工作台', '/workbenches/newIndex', { productType: '05', icon: 'desktop', fe: 'workbench' }, [
    detail('工作台空白页', '/workbenches/blankpage'),
  ]),

  // 2 金融服务: finance home pages (§2.2 /finance) and the §2.3 finance sub-apps
  group(
    '金融服务',
    [
      page('金融首页', '/finance/home'),
      page('集团内部首页', '/finance/insideHome'),
      page('新版首页', '/finance/homeTwo', { remark: 'hide' }),
      group(
        '贷款服务',
        [
          page('贷款首页', '/finance/eLoan'),
          page('贷款业务', '/eLoan', { remark: '进入后清空侧边菜单' }, [btn('贷款审批与放款', BUTTON.eloan.review)]),
          detail('贷款业务授权', '/protocol/eLoan'),
        ],
        { productType: '01', icon: 'money-collect', fe: 'loan' },
      ),
      group(
        '保理服务',
        [
          page('保理首页', '/finance/eRong'),
          page('保理业务', '/efactoring'),
          detail('保理业务授权', '/protocol/eFactor'),
          detail('保理授权', '/factor/index'),
        ],
        { productType: '02', icon: 'transaction', fe: 'factoring' },
      ),
      group('融资租赁', [page('租赁首页', '/finance/eLease'), page('租赁业务', '/lease')], {
        productType: '03',
        icon: 'car',
        fe: 'lease',
      }),
      group('期货服务', [page('期货首页', '/finance/eFutures'), page('期货业务', '/futures')], {
        productType: '04',
        icon: 'stock',
        fe: 'futures',
      }),
      group('碳资产服务', [page('碳资产首页', '/finance/eCarbon'), page('碳资产管理', '/carbon')], {
        productType: '06',
        icon: 'cloud',
        fe: 'carbon',
      }),
      page('保险首页', '/finance/eBao', { productType: '07' }),
      group(
        '支付服务',
        [page('支付首页', '/finance/ePayment'), page('翼支付', '/bestPay'), page('网银支付', '/webPay')],
        { productType: '08', icon: 'pay-circle', fe: 'payment' },
      ),
      page('订单融资', '/finance/eDan'),
      page('云信服务', '/finance/eTrust'),
      page('票据服务', '/finance/eTicket', { remark: '即将上线 disabled' }),
      page('资产证券化', '/finance/eAbs'),
      page('基金服务', '/finance/eFoundation'),
      page('资产服务', '/finance/eAssets'),
      page('金融网关', '/eFinancialGateway'),
      page('业务订单', '/order/businessOrder'),
      page('电商平台授权', '/business/index', {}, [detail('电商平台授权登录', '/business/loginsso')]),
      detail('电费业务授权', '/protocol/eElectricity'),
      page('新闻资讯', '/finance/newsList', {}, [
        detail('资讯搜索', '/finance/newsListSearch'),
        detail('资讯详情', '/finance/newsDetails'),
      ]),
      page('帮助中心', '/finance/helpCenter'),
    ],
    { icon: 'bank', fe: 'finance' },
  ),

  // 3 税务管理 (§1 tax area; icons per §4)
  group(
    '税务管理',
    [
      group(
        '税务工作台',
        [
          page('税务首页', '/tax/home', { fe: 'home' }),
          page('税务任务', '/tax/taxTask', {}, [
            btn('创建任务', BUTTON.tax.taskCreate),
            btn('变更任务状态', BUTTON.tax.taskState),
            btn('设置不再提醒', BUTTON.tax.taskReminder),
            btn('导出任务', BUTTON.tax.taskExport),
            btn('导入报表', BUTTON.tax.tableImport),
            btn('编辑报表', BUTTON.tax.tableEdit),
            btn('推送申报文件', BUTTON.tax.filePush),
          ]),
          page('税务日历', '/tax/taxCalendar', {}, [btn('添加提醒', BUTTON.tax.calendarNews)]),
          page('税款所属期', '/tax/taxPeriod'),
        ],
        { icon: 'home', fe: 'taxHome' },
      ),
      group(
        '申报审核',
        [
          page('申报审核', '/tax/audit/audit', { fe: 'audit' }),
          page('企业所得税季报审核', '/tax/audit/qcit', { fe: 'qcit' }),
        ],
        { icon: 'audit', fe: 'taxAudit' },
      ),
      group(
        '税务设置',
        [
          page('企业档案', '/tax/setting/enterpriseProfile', {}, [btn('保存档案', BUTTON.tax.profileSave)]),
          page('申报偏好设置', '/tax/setting/filingPreference', {}, [btn('保存偏好', BUTTON.tax.filingPreferenceSave)]),
        ],
        { icon: 'setting', fe: 'taxSetting' },
      ),
      group(
        '税务分析',
        [
          page('税务分析报表', '/tax/analysis/table', { fe: 'table' }),
          page('税务数据详情', '/system/tax-admin/tax-detail', { fe: 'taxDetail' }),
        ],
        { icon: 'radar-chart', fe: 'taxAnalysis' },
      ),
      group(
        '增值税管理',
        [
          page('发票管理', '/tax/vat/invoice', {}, [
            btn('确认发票', BUTTON.tax.invoiceConfirm),
            btn('导出发票', BUTTON.tax.invoiceExport),
          ]),
          page('增值税优惠政策', '/tax/vat/preference', {}, [btn('保存优惠', BUTTON.tax.preferenceSave)]),
        ],
        {
          icon: 'use',
          fe: 'taxVat',
        },
      ),
      group('税务资料归档', [], { icon: 'folder', fe: 'taxArchive', remark: '图标不在§4列表内，由菜单规则隐藏' }),
      page('国家税务总局', 'https://www.chinatax.gov.cn', { external: true, icon: 'link' }),
    ],
    { productType: '05', icon: 'account-book', fe: 'tax' },
  ),

  // 4 用户中心 (§2.2 /userCenter; userManage is the personal centre)
  group(
    '用户中心',
    [
      // Each entry's icon says what it is (the side menu shows them; a missing one falls back to a neutral grid).
      page('个人中心', '/userCenter/userManage', { icon: 'user' }),
      page('企业信息管理', '/userCenter/companyManage', { icon: 'idcard' }, [
        btn('变更企业管理员', BUTTON.notice.changeAdmin),
      ]),
      page('权限管理', '/userCenter/authorityManagement', { icon: 'safety-certificate' }, [
        btn('新增角色', BUTTON.entRole.add),
        btn('修改角色', BUTTON.entRole.edit),
        btn('删除角色', BUTTON.entRole.delete),
        btn('分配菜单', BUTTON.entRole.allocateMenu),
        btn('角色用户', BUTTON.entRole.users),
      ]),
      page('权限申请', '/userCenter/authApply', { icon: 'audit' }),
      page('我的协议', '/userCenter/protocol', { icon: 'file-protect' }),
      page('问题反馈', '/userCenter/problemFeedback', { icon: 'edit' }),
      page('在线咨询', '/userCenter/onlineConsultation', { icon: 'customer-service' }),
      page('在线提问', '/userCenter/askQuestionsOnline', { icon: 'message' }),
      page('帮助中心', '/userCenter/help', { icon: 'read' }),
      page('服务协议', '/userCenter/agreement', { icon: 'file-text' }),
      page('IT服务工单', '/userCenter/ITServerOrder', { icon: 'tool' }),
    ],
    { productType: '05', icon: 'user', fe: 'userCenter' },
  ),

  // 5 运营中心 (/Base, /systemMonitoring, /mobile, /newsSend, /data and the operations sub-apps)
  group(
    '运营中心',
    [
      group(
        '权限管理',
        [
          page('用户管理', '/Base/auth-management/user', {}, [
            btn('查询', BUTTON.user.query),
            btn('启用/停用', BUTTON.user.editStatus),
            btn('导出', BUTTON.user.export),
            btn('分配角色', BUTTON.user.editRole),
            btn('企业关系启用/停用', BUTTON.user.orgStatus),
            btn('设置超级管理员', BUTTON.user.superAdmin),
          ]),
          page('角色管理', '/Base/auth-management/role', {}, [
            btn('新增角色', BUTTON.role.add),
            btn('分配菜单', BUTTON.role.allocateMenu),
            btn('修改角色', BUTTON.role.edit),
            btn('删除角色', BUTTON.role.delete),
            btn('角色用户', BUTTON.role.users),
            btn('导出', BUTTON.role.export),
          ]),
          page('产品管理', '/Base/auth-management/product', {}, [
            btn('新增产品', BUTTON.product.add),
            btn('修改产品', BUTTON.product.edit),
            btn('上架/下架', BUTTON.product.shelf),
            btn('激活开通申请', BUTTON.product.activate),
          ]),
          page('运营菜单管理', '/Base/auth-management/menu-op', {}, [
            btn('新增菜单', BUTTON.menu.opAdd),
            btn('修改菜单', BUTTON.menu.opEdit),
            btn('删除菜单', BUTTON.menu.opDelete),
          ]),
          page('税务菜单管理', '/Base/auth-management/menu-tax', {}, [
            btn('新增菜单', BUTTON.menu.taxAdd),
            btn('修改菜单', BUTTON.menu.taxEdit),
            btn('删除菜单', BUTTON.menu.taxDelete),
          ]),
          page('协议管理', '/Base/auth-management/protocol', {}, [
            btn('新增协议', BUTTON.protocol.add),
            btn('修改协议', BUTTON.protocol.edit),
            btn('启用/停用', BUTTON.protocol.status),
          ]),
          page('服务管理', '/Base/auth-management/service', {}, [
            btn('新增服务', BUTTON.service.add),
            btn('修改服务', BUTTON.service.edit),
            btn('启用/停用', BUTTON.service.status),
          ]),
          page('权限申请审批', '/Base/auth-management/authApply'),
          page('操作日志', '/Base/auth-management/audit', {}, [btn('导出', BUTTON.audit.export)]),
        ],
        { icon: 'safety-certificate', fe: 'authManagement' },
      ),
      group(
        '服务支持',
        [
          page('问题反馈处理', '/Base/service-support/problem'),
          page('在线咨询', '/Base/service-support/online'),
          page('咨询统计', '/Base/service-support/statistical'),
          page('电话咨询登记', '/Base/service-support/phoneInquiry'),
          page('IT工单管理', '/Base/service-support/ITWorkOrderManagement'),
          page('IT人员设置', '/Base/service-support/ITMemberSetting'),
        ],
        { icon: 'customer-service', fe: 'serviceSupport' },
      ),
      group(
        '系统监控',
        [
          page('访问统计', '/systemMonitoring/statistics'),
          page('文档监控', '/systemMonitoring/document'),
          page('推送管理', '/systemMonitoring/push', {}, [btn('发送系统通知', BUTTON.notice.send)]),
          page('运营报表', '/systemMonitoring/operationalStatements'),
        ],
        { icon: 'monitor', fe: 'systemMonitoring' },
      ),
      group(
        '内容管理',
        [
          page('信息发布', '/newsSend/informationIssues', {}, [btn('发布', 'news:publish')]),
          page('栏目管理', '/newsSend/channelManagement'),
          page('移动端轮播配置', '/mobile/appDisposition'),
          page('操作手册配置', '/handbookSetting/index'),
          page('内容管理系统', '/CMS'),
        ],
        { icon: 'file-text', fe: 'content' },
      ),
      group(
        '数据管理',
        [
          page('指标管理', '/data/indexManagement'),
          page('接口管理', '/data/interfaces'),
          page('指标申请', '/data/indicatorApplication'),
          page('数据平台', '/dpVue_app'),
        ],
        { icon: 'database', fe: 'data' },
      ),
      group('商品管理', [page('商品分析', '/goods/analysis'), page('商品管理', '/goods/administration')], {
        icon: 'shopping',
        fe: 'goods',
      }),
      group(
        '业务运营',
        [
          page('运营管理平台', '/eyunying'),
          page('保理运营管理', '/efactoring_yunying'),
          page('碳资产运营管理', '/carbonAdmin'),
          page('租赁运营管理', '/lease#/admin'),
          page('银行机构管理', '/bankOrg/index'),
          page('系统设置', '/setting'),
        ],
        { icon: 'cluster', fe: 'operation' },
      ),
      // The reference data the tax deadlines are moved by: operations enter each year's published arrangement.
      group('税务运营', [page('节假日安排', MENU.tax.holiday, {}, [btn('维护节假日安排', BUTTON.tax.holidayEdit)])], {
        icon: 'schedule',
        fe: 'taxOperation',
      }),
    ],
    { productType: '05', icon: 'control', fe: 'operationCenter' },
  ),

  // 6 客户关系管理 (§2.2 /crm)
  group(
    '客户关系管理',
    [
      page('CRM工作台', '/crm'),
      group(
        '客户管理',
        [
          page('集团管理', '/crm/groupManagement'),
          page('客户信息', '/crm/customerInfo', {}, [
            detail('客户详情', '/crm/customerDetail'),
            detail('企业年报详情', '/crm/annualReportsDetail'),
            btn('新增客户', 'crm:customer:add'),
            btn('导出客户', 'crm:customer:export'),
          ]),
          page('个人客户信息', '/crm/personageInfo'),
          page('潜在客户管理', '/crm/potentialManagement', {}, [
            detail('潜在客户详情', '/crm/potentialManagementDetail'),
          ]),
          page('联系人管理', '/crm/person', {}, [detail('联系人详情', '/crm/personDetail')]),
          page('标签管理', '/crm/tagManage'),
        ],
        { icon: 'team', fe: 'crmCustomer' },
      ),
      group(
        '客户画像',
        [
          page('客户画像', '/crm/customerPortrait', {}, [detail('客户画像详情', '/crm/customerPortraitDetail')]),
          page('集团画像', '/crm/groupPortrait', {}, [detail('集团画像详情', '/crm/groupPortraitDetail')]),
        ],
        { icon: 'idcard', fe: 'crmPortrait' },
      ),
      group(
        '客户服务',
        [
          page('客户反馈', '/crm/customerFeedback', {}, [detail('反馈详情', '/crm/feedbackDetail')]),
          page('客户关怀', '/crm/customerCare'),
          page('消息管理', '/crm/message'),
        ],
        { icon: 'message', fe: 'crmService' },
      ),
      group(
        '评价与风控',
        [
          page('履约评价', '/crm/performanceEvaluation'),
          page('财务评价', '/crm/financialEvaluation'),
          page('融资评价', '/crm/financingEvaluation'),
          page('风险预警', '/crm/riskWarning'),
          page('白名单', '/crm/whiteList'),
          page('黑名单', '/crm/blackList'),
        ],
        { icon: 'alert', fe: 'crmRisk' },
      ),
      group(
        '营销管理',
        [
          page('营销活动', '/crm/marketingActivities', {}, [
            detail('编辑营销活动', '/crm/activitiesEdit'),
            btn('发布活动', 'crm:activity:publish'),
          ]),
          page('审批列表', '/crm/approvalList'),
          page('商品设置', '/crm/goodsSetting'),
        ],
        { icon: 'notification', fe: 'crmMarketing' },
      ),
      group('CRM配置', [page('客户经理配置', '/crm/customerManagerConfig'), page('评分配置', '/crm/scoreConfig')], {
        icon: 'tool',
        fe: 'crmConfig',
      }),
    ],
    { productType: '05', icon: 'contacts', fe: 'crm' },
  ),

  // 7 合同管理 (§2.2 /AiContract, /userContract, /contractManagement)
  group(
    '合同管理',
    [
      group(
        '智能合同',
        [
          page('智能合同审查', '/AiContract/contractReview'),
          page('智能合同起草', '/AiContract/contractDraft'),
          page('法律问答', '/AiContract/legalQA'),
          page('合同比对', '/AiContract/contractComparison'),
          page('风险排查', '/AiContract/riskInspection'),
          page('合同归档', '/AiContract/contractFiling'),
          page('合同范本库', '/AiContract/contractTemplate'),
          page('条款模块管理', '/AiContract/moduleManagement'),
          page('审查配置', '/AiContract/contractConfiguration', {}, [
            detail('审查配置详情', '/AiContract/configurationDetail'),
          ]),
          page('审查规则配置', '/AiContract/ruleConfig'),
        ],
        { icon: 'robot', fe: 'aiContract' },
      ),
      group(
        '我的合同',
        [page('合同模板', '/userContract/contractTemplate'), page('合同起草', '/userContract/contractDrafting')],
        { icon: 'edit', fe: 'userContract' },
      ),
      page('合同台账', '/contractManagement', { icon: 'profile' }),
    ],
    { productType: '05', icon: 'file-protect', fe: 'contract' },
  ),

  // 8 询价管理 (§2.2 /inquiryPriceManagement, /siku)
  group(
    '询价管理',
    [
      page('询价查询', '/inquiryPriceManagement/inquirySearch', {}, [
        detail('询价详情', '/inquiryPriceManagement/inquiryDetail'),
      ]),
      page('报价查询', '/inquiryPriceManagement/quotationSearch', {}, [
        detail('报价详情', '/inquiryPriceManagement/quotationDetail'),
      ]),
      page('价格关联', '/inquiryPriceManagement/priceRelation', {}, [
        detail('价格关联详情', '/inquiryPriceManagement/priceRelationDetail'),
      ]),
      page('中标管理', '/inquiryPriceManagement/winTheBid'),
      page('客户经理', '/inquiryPriceManagement/customerManager'),
      page('经理审批', '/inquiryPriceManagement/managerApproval'),
      group(
        '信贷询价库',
        [
          page('中标结果', '/siku/winTheBidxd'),
          page('报价查询', '/siku/quotationSearchxd', {}, [detail('报价详情', '/siku/quotationDetailxd')]),
        ],
        { fe: 'sikuXd' },
      ),
      group(
        '保理询价库',
        [
          page('中标结果', '/siku/winTheBidbl'),
          page('报价查询', '/siku/quotationSearchbl', {}, [detail('报价详情', '/siku/quotationDetailbl')]),
        ],
        { fe: 'sikuBl' },
      ),
      group(
        '租赁询价库',
        [
          page('中标结果', '/siku/winTheBidzl'),
          page('报价查询', '/siku/quotationSearchzl', {}, [detail('报价详情', '/siku/quotationDetailzl')]),
        ],
        { fe: 'sikuZl' },
      ),
    ],
    { productType: '05', icon: 'search', fe: 'inquiry' },
  ),

  // 9 保险服务 (§2.2 /eInsurance, /eInsuranceOperate, /insurance)
  group(
    '保险服务',
    [
      page('保险服务首页', '/eInsurance/index', {}, [
        detail('保险授权登录', '/insurance/auth'),
        detail('保险平台服务协议', '/insurance/platformProtocol'),
        detail('保险业务授权', '/protocol/eInsurance'),
      ]),
      page('投保单', '/eInsurance/orderForm'),
      page('保单管理', '/eInsurance/warranty'),
      page('保险运营', '/eInsuranceOperate', {}, [
        page('管理驾驶舱', '/eInsuranceOperate/cockpit/managementCockpit'),
        page('订单管理', '/eInsuranceOperate/report/orderManagement'),
        page('产品运营', '/eInsuranceOperate/product/productOperate'),
        page('保险产品', '/eInsuranceOperate/product/insuranceProduct'),
        page('运营统计', '/eInsuranceOperate/operateAnalyze/statistics'),
        page('客户分析', '/eInsuranceOperate/operateAnalyze/customerAnalysis'),
        page('业务分析', '/eInsuranceOperate/operateAnalyze/businessAnalysis'),
      ]),
    ],
    { productType: '05', icon: 'safety', fe: 'insurance' },
  ),

  // 10 组织管理 (§2.3 mount path, product 11)
  page('组织管理', '/organization/index', { productType: '11', icon: 'apartment', fe: 'organization' }, [
    btn('组织维护', BUTTON.org.edit),
    btn('导出', BUTTON.org.export),
  ]),

  // 11 合作伙伴 (§2.2 /coopPage/index)
  page('合作伙伴', '/coopPage/index', { productType: '05', icon: 'global', fe: 'coopPage' }, [
    page('合作伙伴首页', '/coopPage/index/pageIndex', {}, [detail('新增首页内容', '/coopPage/index/pageAdd')]),
    page('市场数据', '/coopPage/index/marketData', {}, [detail('新增市场数据', '/coopPage/index/marketDataAdd')]),
    page('征信数据', '/coopPage/index/creditData', {}, [detail('新增征信数据', '/coopPage/index/creditDataAdd')]),
    page('融资租赁机构', '/coopPage/index/financeLease', {}, [
      detail('新增融资租赁机构', '/coopPage/index/financeLeaseAdd'),
    ]),
    page('商业保理机构', '/coopPage/index/commercialFactoring', {}, [
      detail('新增商业保理机构', '/coopPage/index/commercialFactoringAdd'),
    ]),
    page('产业基金', '/coopPage/index/industrialFunds', {}, [
      detail('新增产业基金', '/coopPage/index/industrialFundsAdd'),
    ]),
    page('保险经纪机构', '/coopPage/index/insuranceBroker', {}, [
      detail('新增保险经纪机构', '/coopPage/index/insuranceBrokerAdd'),
    ]),
    page('资产管理机构', '/coopPage/index/assetManagement', {}, [
      detail('新增资产管理机构', '/coopPage/index/assetManagementAdd'),
    ]),
    detail('合作伙伴异常', '/coopPage/index/error'),
  ]),

  // 12 报表 (§2.2 report pages)
  group(
    '报表',
    [
      page('融资统计', '/financing-statistics'),
      page('派单统计', '/sendOrders-statistics'),
      page('客户信息报表', '/customer-information'),
      page('客户信息移交', '/customer-information-transfer'),
      page('异常监控', '/exception-monitoring'),
    ],
    { productType: '05', icon: 'bar-chart', fe: 'report' },
  ),

  // 13 产品开通 (§2.2 /product)
  page('产品开通', '/product/index', { icon: 'appstore', fe: 'product' }, [
    detail('产品开通协议', '/product/protocol'),
    detail('等待开通', '/product/loading'),
  ]),

  // 14 知识库 (§2.2 /knowledgeBase)
  page('知识库', '/knowledgeBase/index', { icon: 'read', fe: 'knowledgeBase' }, [
    detail('知识详情', '/knowledgeBase/detail'),
  ]),

  // 15 智能应用 (§2.3 decision, rules, risk-control and AI sub-apps)
  group(
    '智能应用',
    [
      page('智能决策', '/eDecision'),
      page('规则引擎', '/ruleEngineVue'),
      page('数智风控', '/szfkx'),
      page('风险监测', '/szfkxfk'),
      page('监管平台', '/szfkxsmp'),
      page('AI e链', '/aielink'),
    ],
    { icon: 'experiment', fe: 'smartApps' },
  ),

  // 16 集团门户网站 (external, opens in a new window, §2.4)
  page('集团门户网站', 'https://www.ceic.com', { external: true, icon: 'link', fe: 'groupPortal' }),
];

const ID_BASE = 362000000000000000n;
const LEVEL_FACTORS = [1_000_000n, 10_000n, 100n, 1n];

function lastSegment(route: string): string {
  const path = route.split(/[?#]/)[0] ?? route;
  const segs = path.split('/').filter(Boolean);
  return segs[segs.length - 1] ?? path;
}

function flatten(
  nodes: Node[],
  parent: SeedMenu | null,
  position: bigint[],
  inheritedType: string | undefined,
  out: SeedMenu[],
): void {
  nodes.forEach((node, i) => {
    const level = position.length;
    if (level >= LEVEL_FACTORS.length || i + 1 > 99) throw new Error(`menu outline too deep or wide at ${node.name}`);
    const pos = [...position, BigInt(i + 1)];
    const id = String(pos.reduce((acc, n, l) => acc + n * LEVEL_FACTORS[l], ID_BASE));
    const productType = node.productType ?? inheritedType;
    const isButton = node.perms !== undefined;
    const external = node.external === true;
    const menu: SeedMenu = {
      id,
      parentId: parent?.id ?? null,
      menuName: node.name,
      button: isButton ? 1 : 0,
      sort: i + 1,
    };
    const fe = node.fe ?? (node.route && !external ? lastSegment(node.route) : undefined);
    if (fe) menu.frontEndName = fe;
    if (node.route) menu.routeUrl = node.route;
    if (node.icon) menu.icon = node.icon;
    if (node.hidden) menu.hidden = true;
    if (node.routeHidden) menu.ifRouteHidden = true;
    if (node.remark) menu.remark = node.remark;
    if (external) menu.ifIntOrExt = 1;
    if (productType) menu.productType = productType;
    if (isButton) menu.perms = node.perms;
    out.push(menu);
    if (node.children?.length) flatten(node.children, menu, pos, productType, out);
  });
}

function build(): SeedMenu[] {
  const out: SeedMenu[] = [];
  flatten(OUTLINE, null, [], undefined, out);
  return out;
}

/** Every menu, parents before children, siblings in `sort` order. */
export const SEED_MENUS: SeedMenu[] = build();
