/**
 * The product homes (§1 finance home pages) as operations first wrote them: each product's brand, introduction,
 * features, limits and rates, steps, documents and contact, its on-line service (null: consulted off line) and its news
 * channel. Read by the product seed; operations edit them on the product administration afterwards.
 */
import type { ProductHomeContent } from '@portal/shared';
import { CHANNEL, PRODUCT_NEWS_CHANNEL } from './content.ts';

interface SeedProductHome {
  productType: string;
  brand: string;
  introduction: string;
  content: ProductHomeContent;
  workspaceUrl: string | null;
  newsSubjectId: string | null;
}

const DESK = { name: '金融服务部', phone: '400-800-9999 转 7', email: 'finance@energy-group.example' };

const home = (
  productType: string,
  brand: string,
  workspaceUrl: string | null,
  newsSubjectId: string,
  introduction: string,
  content: Omit<ProductHomeContent, 'contact'> & { contact?: ProductHomeContent['contact'] },
): SeedProductHome => ({
  productType,
  brand,
  introduction,
  workspaceUrl,
  newsSubjectId,
  content: { ...content, contact: content.contact ?? DESK },
});

const feature = (title: string, text: string) => ({ title, text });
const limit = (label: string, value: string) => ({ label, value });
const BASIC_DOCS = ['营业执照（副本）', '法定代表人身份证明', '近两年及最近一期财务报表'];

export const SEED_PRODUCT_HOMES: SeedProductHome[] = [
  home(
    '01',
    '国能e贷',
    '/eLoan',
    PRODUCT_NEWS_CHANNEL.loan.id,
    '面向集团成员企业及产业链上下游企业的线上贷款服务，流动资金贷款、项目贷款与供应链贷款在线申请，审批进度与放款结果实时通知。',
    {
      features: [
        feature('全程线上', '在线提交申请与材料，审批、放款全流程可查'),
        feature('审批高效', '标准化审批流程，材料齐全最快 3 个工作日完成审批'),
        feature('利率优惠', '集团成员企业享受内部优惠利率'),
      ],
      limits: [
        limit('单笔额度', '最高 1 亿元'),
        limit('贷款期限', '1–60 个月'),
        limit('参考利率', '1 年期 LPR 减 10BP 起'),
      ],
      steps: ['开通贷款服务', '在线提交贷款申请', '运营审批', '签订合同', '放款到账'],
      documents: [...BASIC_DOCS, '借款用途说明', '购销合同或项目批复文件'],
    },
  ),
  home(
    '02',
    '国能e融',
    '/efactoring',
    PRODUCT_NEWS_CHANNEL.factoring.id,
    '基于应收账款转让的商业保理服务：供应商将对集团内买方的应收账款转让给保理机构，提前回笼资金，账款管理与催收由保理机构承担。',
    {
      features: [
        feature('盘活应收', '应收账款提前变现，改善现金流'),
        feature('无需抵押', '以真实贸易背景和应收账款为基础'),
        feature('线上确权', '发票信息在线核验，买方确认后即可放款'),
      ],
      limits: [
        limit('融资额度', '不超过应收账款的 90%，单笔最高 5 亿元'),
        limit('融资期限', '不超过应收账款剩余账期，最长 360 天'),
        limit('参考费率', '年化 3.2% 起'),
      ],
      steps: ['开通保理服务并签署授权协议', '提交保理融资申请（买方、发票）', '运营审核', '放款到账', '买方到期付款'],
      documents: [...BASIC_DOCS.slice(0, 2), '购销合同', '增值税发票', '应收账款转让通知书'],
    },
  ),
  home(
    '03',
    '国能e租',
    '/lease',
    PRODUCT_NEWS_CHANNEL.lease.id,
    '设备直租与售后回租服务，覆盖矿用设备、发电设备、运输车辆等，帮助企业以租代购、盘活存量资产。',
    {
      features: [
        feature('以租代购', '减少一次性资本支出'),
        feature('期限灵活', '租金按季或按月支付'),
        feature('盘活存量', '售后回租释放设备沉淀资金'),
      ],
      limits: [
        limit('融资额度', '单笔最高 3 亿元'),
        limit('租赁期限', '12–60 个月'),
        limit('参考利率', '年化 3.65% 起'),
      ],
      steps: ['提交租赁需求', '项目评审', '签订租赁合同', '设备交付或产权转让', '按期支付租金'],
      documents: [...BASIC_DOCS, '设备清单及购置发票'],
    },
  ),
  home(
    '04',
    '国能e期',
    '/futures',
    PRODUCT_NEWS_CHANNEL.futures.id,
    '动力煤、焦煤等大宗商品期货套期保值服务，提供行情、套保方案设计与风险控制，帮助企业平抑价格波动。',
    {
      features: [
        feature('专业方案', '结合企业采购与销售计划设计套保方案'),
        feature('实时行情', '主要品种行情实时查看'),
        feature('风险可控', '保证金与持仓风险实时监控'),
      ],
      limits: [limit('交易品种', '动力煤、焦煤、焦炭、甲醇等'), limit('保证金比例', '按交易所规定')],
      steps: ['开通期货服务', '制定套保方案', '开立期货账户', '建仓与持仓管理', '平仓与效果评估'],
      documents: [...BASIC_DOCS.slice(0, 2), '套期保值业务管理制度', '现货购销计划'],
    },
  ),
  home(
    '06',
    '国能e碳',
    '/carbon',
    PRODUCT_NEWS_CHANNEL.carbon.id,
    '碳排放配额与 CCER 资产管理服务：查看配额、核查排放量与履约缺口，记录交易与清缴，按期完成履约。',
    {
      features: [
        feature('账户一览', '配额、排放、交易与清缴一目了然'),
        feature('履约提醒', '缺口与截止日期及时提示'),
        feature('合规抵消', 'CCER 抵消比例按规定自动校验'),
      ],
      limits: [limit('CCER 抵消上限', '核查排放量的 5%'), limit('履约周期', '按年度清缴')],
      steps: ['开通碳资产服务', '核对年度配额与核查排放量', '交易补足缺口', '提交清缴', '完成履约'],
      documents: ['年度排放报告', '核查报告', '配额分配通知'],
    },
  ),
  home(
    '07',
    '国能e保',
    '/insurance/auth',
    PRODUCT_NEWS_CHANNEL.insurance.id,
    '企业财产险、工程险、货运险等在线投保与保单管理，由合作保险平台提供承保服务。',
    {
      features: [
        feature('在线投保', '投保单分步填写、随时保存'),
        feature('保单管理', '保单与单证在线查看下载'),
        feature('集团统保', '集团统一采购，费率更优'),
      ],
      limits: [limit('险种', '财产险、工程险、货运险、责任险'), limit('保障期限', '一般为 1 年')],
      steps: ['授权登录保险平台', '选择保险产品', '填写投保单', '核保与缴费', '出具保单'],
      documents: ['营业执照（副本）', '标的资产清单', '既往出险记录'],
    },
  ),
  home(
    '08',
    '国能e付',
    '/bestPay',
    PRODUCT_NEWS_CHANNEL.payment.id,
    '企业网银支付与聚合支付服务：从本企业银行账户发起付款，支付状态实时回传，电子回单在线查看打印。',
    {
      features: [
        feature('多通道', '网银与聚合支付通道按需选择'),
        feature('防重复支付', '同一付款单重复提交只生成一笔'),
        feature('电子回单', '支付成功后回单在线查看打印'),
      ],
      limits: [limit('单笔限额', '按银行通道设定'), limit('日累计限额', '按银行通道设定')],
      steps: ['开通支付服务', '维护企业银行账户', '创建付款单', '提交支付', '查看结果与回单'],
      documents: ['营业执照（副本）', '开户许可证或基本存款账户信息', '预留印鉴'],
    },
  ),
  home(
    '12',
    '国能e单',
    null,
    CHANNEL.finance,
    '依托集团内真实采购订单的订单融资服务，供应商凭订单获得生产备货资金，订单回款后归还。',
    {
      features: [feature('凭单融资', '以真实采购订单为依据'), feature('专款专用', '资金用于订单生产备货')],
      limits: [limit('融资比例', '不超过订单金额的 70%'), limit('融资期限', '不超过订单交付期加 90 天')],
      steps: ['联系客户经理', '提交订单与资料', '审批', '放款', '订单回款后还款'],
      documents: [...BASIC_DOCS.slice(0, 2), '采购订单', '生产计划'],
    },
  ),
  home(
    '13',
    '国能e信',
    null,
    CHANNEL.finance,
    '由集团核心企业签发的电子债权凭证，供应商可拆分、流转给上游，或向金融机构申请融资。',
    {
      features: [
        feature('可拆分流转', '凭证按需拆分支付给多级供应商'),
        feature('核心企业信用', '依托集团核心企业信用'),
      ],
      limits: [limit('凭证期限', '最长 12 个月')],
      steps: ['核心企业签发', '供应商签收', '拆分流转或融资', '到期兑付'],
      documents: ['营业执照（副本）', '贸易合同与发票'],
    },
  ),
  home(
    '14',
    '国能e票',
    null,
    CHANNEL.finance,
    '商业汇票签发、承兑、贴现与流转服务，线上服务即将开通，现可联系客户经理办理。',
    {
      features: [feature('票据贴现', '持有的商业汇票快速贴现'), feature('集中管理', '集团票据统一管理')],
      limits: [limit('票据期限', '最长 6 个月')],
      steps: ['联系客户经理', '提交票据信息', '审核', '贴现到账'],
      documents: ['营业执照（副本）', '商业汇票', '贸易合同与发票'],
    },
  ),
  home(
    '15',
    '国能ABS',
    null,
    CHANNEL.finance,
    '以应收账款、租赁债权等基础资产发行资产支持证券，拓宽直接融资渠道、优化报表结构。',
    {
      features: [feature('直接融资', '对接交易所与银行间市场'), feature('出表可能', '满足条件时可实现资产出表')],
      limits: [limit('发行规模', '一般 5 亿元起')],
      steps: ['项目立项', '尽职调查', '交易结构设计', '申报与发行', '存续期管理'],
      documents: [...BASIC_DOCS, '基础资产清单'],
    },
  ),
  home(
    '16',
    '国能e基金',
    null,
    CHANNEL.finance,
    '服务能源产业转型升级的产业基金，投向新能源、节能环保与产业链关键环节。',
    {
      features: [feature('产业协同', '依托集团产业资源'), feature('专业管理', '专业团队投资与投后管理')],
      limits: [limit('投资领域', '新能源、节能环保、数字化')],
      steps: ['项目推荐', '初步评估', '尽职调查', '投资决策', '投后管理'],
      documents: ['商业计划书', '近三年财务报表'],
    },
  ),
  home(
    '17',
    '国能e资产',
    null,
    CHANNEL.finance,
    '存量资产盘活、资产管理与处置服务，提升集团成员企业存量资产运营效率。',
    {
      features: [feature('盘活存量', '闲置资产集中处置与再利用'), feature('公开透明', '处置全程留痕')],
      limits: [limit('资产类型', '设备、房产、股权等')],
      steps: ['资产登记', '评估', '处置方案审批', '公开处置', '结算'],
      documents: ['资产权属证明', '资产评估报告'],
    },
  ),
];
