/**
 * Demo data of the protocol area (issue 12): a service protocol for each product of seed/product.ts (贷款 also asks for
 * a credit-enquiry authorisation), the portal's own 用户服务协议 (productType null), a withdrawn older insurance
 * protocol, the products' on-line services, and a few acceptances: 李明 (`user`) accepted the portal agreement and
 * version 1 of the loan protocol, which is now at version 2 (我的协议 shows 有新版本; opening 贷款 asks again); 吴刚
 * (`user2`) accepted the portal agreement. Nobody accepted the protocol of a product they have not opened.
 */
import { productServices, protocolAgreements, protocols } from '../schema/protocol.ts';
import { ENT, USER } from './ids.ts';
import type { SeedStep } from './types.ts';

export interface SeedProtocol {
  id: string;
  title: string;
  productType: string | null;
  content: string;
  version: number;
  status: 0 | 1;
  sort: number;
  /** ISO 8601 with the +08:00 offset */
  updatedAt: string;
}

export interface SeedProductService {
  id: string;
  productType: string;
  serviceName: string;
  description: string;
  sort: number;
  status?: 0 | 1;
}

export interface SeedAgreement {
  userId: string;
  entId: string;
  protocolId: string;
  version: number;
  /** ISO 8601 with the +08:00 offset */
  agreedAt: string;
}

export const PROTOCOL = {
  portal: '356000000000000001',
  loan: '356000000000000101',
  loanCredit: '356000000000000102',
  factoring: '356000000000000201',
  lease: '356000000000000301',
  futures: '356000000000000401',
  carbon: '356000000000000601',
  insurance: '356000000000000701',
  insuranceOld: '356000000000000702',
  payment: '356000000000000801',
  contract: '356000000000000901',
  tax: '356000000000001001',
  organisation: '356000000000001101',
  electricity: '356000000000001801',
} as const;

type Clause = [heading: string, paragraphs: string[]];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A protocol's HTML: a heading, the preamble, numbered clauses (paragraphs, or a list when a line starts with "· "). */
function protocolHtml(title: string, preamble: string[], clauses: Clause[]): string {
  const parts = [`<h2 style="text-align:center">${esc(title)}</h2>`, ...preamble.map((p) => `<p>${esc(p)}</p>`)];
  clauses.forEach(([heading, paragraphs], i) => {
    parts.push(`<h3>第${'一二三四五六七八九十'[i] ?? i + 1}条 ${esc(heading)}</h3>`);
    const items = paragraphs.filter((p) => p.startsWith('· '));
    for (const p of paragraphs.filter((x) => !x.startsWith('· '))) parts.push(`<p>${esc(p)}</p>`);
    if (items.length) parts.push(`<ol>${items.map((p) => `<li>${esc(p.slice(2))}</li>`).join('')}</ol>`);
  });
  return parts.join('\n');
}

const PREAMBLE = (service: string) => [
  `本协议由您（以下简称“用户”，指以所在企业名义使用本服务的个人及其所代表的企业）与能源金融服务平台运营方（以下简称“平台”）就${service}的使用订立。`,
  '请您在点击同意前仔细阅读本协议全部条款，特别是以加粗方式提示的免除或限制责任条款。您点击“同意”即表示您已阅读、理解并接受本协议的全部内容。',
];

const COMMON: Clause[] = [
  [
    '保密与信息保护',
    [
      '平台对在提供服务过程中获知的用户商业秘密、经营数据及个人信息承担保密义务，未经用户书面同意不得向第三方披露，法律法规另有规定或监管机构依法要求的除外。',
      '平台按照《中华人民共和国个人信息保护法》《中华人民共和国数据安全法》的要求处理个人信息和重要数据，采取加密存储、访问控制、操作留痕等安全措施。',
    ],
  ],
  [
    '协议的变更',
    [
      '平台可根据法律法规变化及业务发展需要修订本协议，修订后的协议将在平台公布并以新版本生效。',
      '协议更新后，用户再次使用相关服务前须重新阅读并同意新版本；用户不同意的，可停止使用相关服务。',
    ],
  ],
  [
    '争议解决',
    [
      '本协议的订立、效力、解释、履行及争议解决均适用中华人民共和国法律。',
      '因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向平台运营方所在地有管辖权的人民法院提起诉讼。',
    ],
  ],
];

function productProtocol(title: string, service: string, specific: Clause[]): string {
  return protocolHtml(title, PREAMBLE(service), [...specific, ...COMMON]);
}

const PORTAL_CONTENT = protocolHtml(
  '能源金融服务平台用户服务协议',
  [
    '欢迎使用能源金融服务平台（以下简称“平台”）。平台为集团成员企业及产业链上下游客户提供金融、税务、合同及组织管理等线上服务。',
    '您在注册、登录及使用平台前，应当仔细阅读并充分理解本协议。您勾选“我已阅读并同意”并点击“同意”，即视为您已接受本协议全部条款。',
  ],
  [
    [
      '账号注册与使用',
      [
        '· 用户应使用真实、准确、完整的身份信息及企业信息注册账号，并在信息变更时及时更新。',
        '· 账号仅限本人使用，不得转让、出借或出租；因保管不善导致账号被他人使用的，由用户自行承担后果。',
        '· 用户可在多个所属企业之间切换，以某一企业身份进行的操作视为该企业的行为。',
      ],
    ],
    [
      '用户的权利与义务',
      [
        '用户有权按照平台规则使用已开通的各项产品与服务，并有权查询本人的操作记录及已同意的协议。',
        '用户不得利用平台从事违反法律法规、损害集团及他人合法权益的活动，不得干扰平台的正常运行。',
      ],
    ],
    [
      '平台的权利与义务',
      [
        '平台负责平台系统的运行维护，保障服务的连续性和安全性；因系统维护需中断服务的，平台将提前公告。',
        '平台发现用户违反本协议的，有权视情节采取提示、限制功能、暂停或终止服务等措施。',
      ],
    ],
    [
      '产品开通',
      [
        '平台各金融及业务产品实行开通制。用户申请开通某一产品前，须同意该产品的专项服务协议；专项协议与本协议不一致的，以专项协议为准。',
      ],
    ],
    ...COMMON,
  ],
);

export const SEED_PROTOCOLS: SeedProtocol[] = [
  {
    id: PROTOCOL.portal,
    title: '能源金融服务平台用户服务协议',
    productType: null,
    content: PORTAL_CONTENT,
    version: 1,
    status: 1,
    sort: 0,
    updatedAt: '2025-01-06T09:00:00+08:00',
  },
  {
    id: PROTOCOL.loan,
    title: '贷款业务服务协议',
    productType: '01',
    content: productProtocol('贷款业务服务协议', '线上贷款服务（以下简称“本服务”）', [
      [
        '服务内容',
        [
          '平台为用户提供贷款产品展示、线上申请、资料报送、审批进度查询、放款及还款提醒等服务。',
          '贷款的发放以合作金融机构的审批结果为准，平台不对贷款申请的审批结果作出任何承诺。',
        ],
      ],
      [
        '申请材料与真实性',
        [
          '· 用户应按要求提交营业执照、财务报表、购销合同、发票等申请材料，并保证其真实、合法、有效。',
          '· 用户提供虚假材料或隐瞒重要事实的，平台有权终止服务，并将相关情况告知合作金融机构。',
          '· 贷款资金应按约定用途使用，不得用于股本权益性投资、证券投资及国家禁止的其他领域。',
        ],
      ],
      [
        '费用与还款',
        [
          '贷款利率、期限、还款方式及相关费用以用户与金融机构签订的借款合同为准。平台不向用户收取贷款申请服务费。',
          '用户应按期足额还款；逾期的，金融机构可按借款合同约定计收罚息，并依法报送金融信用信息基础数据库。',
        ],
      ],
    ]),
    version: 2,
    status: 1,
    sort: 1,
    updatedAt: '2025-09-15T14:30:00+08:00',
  },
  {
    id: PROTOCOL.loanCredit,
    title: '企业征信查询授权书',
    productType: '01',
    content: protocolHtml(
      '企业征信查询授权书',
      ['本企业因申请贷款业务，特此不可撤销地授权平台合作金融机构办理下列事项：'],
      [
        [
          '授权事项',
          [
            '· 向中国人民银行征信中心金融信用信息基础数据库查询本企业的信用报告；',
            '· 向依法设立的征信机构查询本企业的工商、司法、税务等公共信用信息；',
            '· 在贷款存续期间为贷后管理之目的再次查询上述信息。',
          ],
        ],
        ['授权期限', ['本授权自同意之日起至所申请贷款业务全部结清之日止。']],
        ['信息使用', ['被授权机构仅可将查询所得信息用于本次贷款的审批及贷后管理，不得用于其他用途或向第三方提供。']],
      ],
    ),
    version: 1,
    status: 1,
    sort: 2,
    updatedAt: '2025-03-01T10:00:00+08:00',
  },
  {
    id: PROTOCOL.factoring,
    title: '商业保理业务服务协议',
    productType: '02',
    content: productProtocol('商业保理业务服务协议', '商业保理服务', [
      [
        '服务内容',
        ['平台为用户提供应收账款登记、保理融资申请、转让通知、回款管理等服务，保理融资由合作商业保理公司提供。'],
      ],
      [
        '应收账款的真实性',
        [
          '· 用户保证转让的应收账款基于真实、合法的交易关系，且未设定质押或其他权利负担。',
          '· 应收账款转让后，用户应配合向债务人发送转让通知，并在中登网办理转让登记。',
        ],
      ],
      ['费用', ['保理融资利息及服务费以用户与保理公司签订的保理合同为准。']],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-10T09:30:00+08:00',
  },
  {
    id: PROTOCOL.lease,
    title: '融资租赁业务服务协议',
    productType: '03',
    content: productProtocol('融资租赁业务服务协议', '融资租赁服务', [
      ['服务内容', ['平台为用户提供设备直租、售后回租的线上申请、租赁物登记、租金计划查询及到期提醒等服务。']],
      [
        '租赁物',
        [
          '· 用户应保证租赁物权属清晰，回租业务中的租赁物须为用户合法所有。',
          '· 租赁期内租赁物所有权归出租人，用户不得擅自转让、抵押或以其他方式处分租赁物。',
        ],
      ],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-10T09:40:00+08:00',
  },
  {
    id: PROTOCOL.futures,
    title: '期货套期保值服务协议',
    productType: '04',
    content: productProtocol('期货套期保值服务协议', '期货套期保值服务', [
      ['服务内容', ['平台为用户提供煤炭、电力等大宗商品期货行情、套期保值方案测算及风险敞口监测服务。']],
      [
        '风险揭示',
        [
          '期货交易实行保证金制度，具有杠杆性，价格波动可能导致用户损失全部保证金甚至更多资金。',
          '平台提供的测算结果仅供参考，不构成投资建议；用户应根据自身风险承受能力独立作出交易决策。',
        ],
      ],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-11T11:00:00+08:00',
  },
  {
    id: PROTOCOL.carbon,
    title: '碳资产管理服务协议',
    productType: '06',
    content: productProtocol('碳资产管理服务协议', '碳资产管理服务', [
      ['服务内容', ['平台为用户提供碳排放配额与CCER资产的台账管理、履约测算、交易撮合及碳金融产品对接服务。']],
      [
        '数据责任',
        [
          '· 用户应保证填报的排放数据、监测计划及核查报告真实准确。',
          '· 因用户数据错误导致履约缺口或处罚的，由用户自行承担责任。',
        ],
      ],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-12T15:00:00+08:00',
  },
  {
    id: PROTOCOL.insurance,
    title: '保险业务服务协议',
    productType: '07',
    content: productProtocol('保险业务服务协议', '保险服务', [
      ['服务内容', ['平台为用户提供企业财产险、工程险、货运险等产品的在线询价、投保、保单管理及理赔报案服务。']],
      [
        '如实告知',
        [
          '用户投保时应就保险标的的有关情况如实告知；故意或因重大过失未履行如实告知义务的，保险人有权解除合同或不承担赔偿责任。',
        ],
      ],
      ['保险合同', ['保险责任、责任免除及赔偿处理以保险公司出具的保险单及所附条款为准。']],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-06-01T09:00:00+08:00',
  },
  {
    id: PROTOCOL.insuranceOld,
    title: '保险业务服务协议（2024版）',
    productType: '07',
    content: productProtocol('保险业务服务协议（2024版）', '保险服务', [
      ['服务内容', ['平台为用户提供企业财产险的在线投保及保单查询服务。']],
    ]),
    version: 1,
    status: 0,
    sort: 9,
    updatedAt: '2025-06-01T09:05:00+08:00',
  },
  {
    id: PROTOCOL.payment,
    title: '企业支付结算服务协议',
    productType: '08',
    content: productProtocol('企业支付结算服务协议', '支付结算服务', [
      [
        '服务内容',
        ['平台为用户提供企业网银支付、聚合支付、资金归集及对账服务，资金划转由合作银行及持牌支付机构完成。'],
      ],
      [
        '支付安全',
        [
          '· 用户应妥善保管支付密码、U盾等安全工具，经验证的支付指令视为用户本人发出。',
          '· 发现账户异常的，用户应立即通过平台或银行渠道申请冻结。',
        ],
      ],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-13T10:00:00+08:00',
  },
  {
    id: PROTOCOL.contract,
    title: '智能合同服务协议',
    productType: '09',
    content: productProtocol('智能合同服务协议', '智能合同服务', [
      ['服务内容', ['平台为用户提供AI合同审查、智能起草、法律问答、合同比对及合同归档服务。']],
      ['结果的性质', ['AI审查及起草结果仅作为辅助参考，不构成法律意见；重大合同应经用户法务或外部律师审核后签署。']],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-14T10:00:00+08:00',
  },
  {
    id: PROTOCOL.tax,
    title: '税务服务协议',
    productType: '10',
    content: productProtocol('税务服务协议', '税务管理服务', [
      ['服务内容', ['平台为用户提供税务任务管理、申报表编制与校验、发票确认、税务日历提醒及税务分析服务。']],
      [
        '申报责任',
        [
          '· 平台生成的申报数据由用户核对确认后方可申报，纳税申报的法律责任由纳税人承担。',
          '· 用户应在申报期限内完成申报及缴款，平台的提醒功能不免除用户按期申报的义务。',
        ],
      ],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-15T10:00:00+08:00',
  },
  {
    id: PROTOCOL.organisation,
    title: '组织管理服务协议',
    productType: '11',
    content: productProtocol('组织管理服务协议', '组织管理服务', [
      ['服务内容', ['平台为用户提供企业组织架构维护、组织机构变更申请及审批服务。']],
      ['变更材料', ['用户提交组织机构变更申请时，应上传经有权机构批准的文件，并保证统一社会信用代码等信息准确。']],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-02-16T10:00:00+08:00',
  },
  {
    id: PROTOCOL.electricity,
    title: '电费数据查询授权书',
    productType: '18',
    content: productProtocol('电费数据查询授权书', '电费融资服务', [
      [
        '授权内容',
        [
          '用户授权平台及合作保理机构查询、使用本企业在电网企业的上网电量、电费结算及回款数据，用于电费应收账款融资的审查与贷后管理。',
        ],
      ],
      [
        '授权期限与撤回',
        [
          '· 授权自用户同意之日起至相关融资全部结清之日止。',
          '· 用户可书面申请撤回授权，撤回前已发生的查询与使用不受影响。',
        ],
      ],
    ]),
    version: 1,
    status: 1,
    sort: 1,
    updatedAt: '2025-03-01T10:00:00+08:00',
  },
];

const svc = (n: number) => `3600000000000${String(n).padStart(5, '0')}`;

export const SEED_PRODUCT_SERVICES: SeedProductService[] = [
  {
    id: svc(101),
    productType: '01',
    serviceName: '线上贷款申请',
    description: '在线填写申请、上传资料并提交审批',
    sort: 1,
  },
  {
    id: svc(102),
    productType: '01',
    serviceName: '审批进度查询',
    description: '实时查看贷款申请的审批节点与结果',
    sort: 2,
  },
  { id: svc(103), productType: '01', serviceName: '还款提醒', description: '到期前短信与站内通知提醒还款', sort: 3 },
  {
    id: svc(201),
    productType: '02',
    serviceName: '应收账款登记',
    description: '登记可转让的应收账款及其交易凭证',
    sort: 1,
  },
  {
    id: svc(202),
    productType: '02',
    serviceName: '保理融资申请',
    description: '基于已登记应收账款申请保理融资',
    sort: 2,
  },
  { id: svc(301), productType: '03', serviceName: '售后回租申请', description: '以自有设备办理售后回租融资', sort: 1 },
  { id: svc(302), productType: '03', serviceName: '租金计划查询', description: '查看租金支付计划与到期提醒', sort: 2 },
  { id: svc(401), productType: '04', serviceName: '期货行情', description: '动力煤、焦煤等期货品种实时行情', sort: 1 },
  {
    id: svc(402),
    productType: '04',
    serviceName: '套期保值测算',
    description: '按现货敞口测算套保比例与保证金',
    sort: 2,
  },
  { id: svc(601), productType: '06', serviceName: '碳资产台账', description: '配额与CCER资产的统一台账', sort: 1 },
  { id: svc(602), productType: '06', serviceName: '履约测算', description: '按年度排放测算履约缺口', sort: 2 },
  {
    id: svc(603),
    productType: '06',
    serviceName: '碳交易撮合',
    description: '对接全国碳市场的交易撮合服务',
    sort: 3,
    status: 0,
  },
  {
    id: svc(701),
    productType: '07',
    serviceName: '在线投保',
    description: '企业财产险、工程险、货运险在线投保',
    sort: 1,
  },
  { id: svc(702), productType: '07', serviceName: '保单管理', description: '保单查询、批改与续保提醒', sort: 2 },
  { id: svc(703), productType: '07', serviceName: '理赔报案', description: '在线报案并跟踪理赔进度', sort: 3 },
  { id: svc(801), productType: '08', serviceName: '企业网银支付', description: '对接合作银行的企业网银付款', sort: 1 },
  { id: svc(802), productType: '08', serviceName: '资金对账', description: '按日生成收付款对账单', sort: 2 },
  {
    id: svc(901),
    productType: '09',
    serviceName: 'AI合同审查',
    description: '识别合同风险条款并给出修改建议',
    sort: 1,
  },
  { id: svc(902), productType: '09', serviceName: '智能起草', description: '按模板与要素生成合同初稿', sort: 2 },
  { id: svc(1001), productType: '10', serviceName: '纳税申报', description: '申报表编制、校验与申报文件推送', sort: 1 },
  { id: svc(1002), productType: '10', serviceName: '发票确认', description: '进项发票勾选确认与统计', sort: 2 },
  { id: svc(1003), productType: '10', serviceName: '税务日历', description: '申报期限与自定义提醒', sort: 3 },
  { id: svc(1101), productType: '11', serviceName: '组织架构维护', description: '维护企业的组织层级与负责人', sort: 1 },
  { id: svc(1102), productType: '11', serviceName: '组织机构变更', description: '在线提交组织机构变更申请', sort: 2 },
];

export const SEED_AGREEMENTS: SeedAgreement[] = [
  {
    userId: USER.user,
    entId: ENT.sales,
    protocolId: PROTOCOL.portal,
    version: 1,
    agreedAt: '2025-03-02T09:12:00+08:00',
  },
  // Version 1 of the loan protocol; the text is at version 2 now (有新版本).
  {
    userId: USER.user,
    entId: ENT.sales,
    protocolId: PROTOCOL.loan,
    version: 1,
    agreedAt: '2025-03-02T09:15:00+08:00',
  },
  {
    userId: USER.user,
    entId: ENT.sales,
    protocolId: PROTOCOL.loanCredit,
    version: 1,
    agreedAt: '2025-03-02T09:15:00+08:00',
  },
  {
    userId: USER.user2,
    entId: ENT.shendong,
    protocolId: PROTOCOL.portal,
    version: 1,
    agreedAt: '2025-04-18T16:40:00+08:00',
  },
];

export const seed: SeedStep = {
  area: 'protocol',
  // Agreements point at users and enterprises; protocols and services name products (by code, no key).
  after: ['user', 'product'],
  async run(tx) {
    await tx
      .insert(protocols)
      .values(SEED_PROTOCOLS.map((p) => ({ ...p, updatedBy: null, updatedAt: new Date(p.updatedAt) })));
    await tx.insert(productServices).values(
      SEED_PRODUCT_SERVICES.map((s) => ({
        ...s,
        status: s.status ?? 1,
        updatedAt: new Date('2025-02-20T10:00:00+08:00'),
      })),
    );
    await tx
      .insert(protocolAgreements)
      .values(SEED_AGREEMENTS.map((a) => ({ ...a, agreedAt: new Date(a.agreedAt), ip: '127.0.0.1' })));
  },
};
