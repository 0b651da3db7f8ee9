/**
 * Demo data of the content area: published articles of the news site, the knowledge base and the help centre (its sites and channels come with the content
 * migration, 0014_content.sql), written by 赵丽 (`ops`) and approved before the demo starts, so /finance/newsList,
 * newsListSearch and newsDetails have something to show, and a draft that waits for its review. Their search words
 * are filled in by the content module when it starts (an article without words is indexed then), since the seed
 * holds no module code.
 */
import {
  contentRevisions,
  contents,
  contentSiteLinks,
  contentSubjectLinks,
  contentSubjects,
} from '../schema/content.ts';
import { ENT, USER } from './ids.ts';
import type { SeedStep } from './types.ts';

export const CHANNEL = {
  group: '361000000000000001',
  finance: '361000000000000002',
  policy: '361000000000000003',
  notice: '361000000000000004',
  kbTax: '361000000000000011',
  kbFinance: '361000000000000012',
  kbPlatform: '361000000000000013',
  helpFaq: '361000000000000021',
  helpGuide: '361000000000000022',
} as const;

/**
 * The product homes' news channels (§1 finance home pages): channels of the news site under 金融动态, one per product
 * with an on-line service; the product seed points each product home at its own.
 */
export const PRODUCT_NEWS_CHANNEL = {
  loan: { id: '361000000000000031', name: '贷款资讯' },
  factoring: { id: '361000000000000032', name: '保理资讯' },
  lease: { id: '361000000000000033', name: '租赁资讯' },
  futures: { id: '361000000000000034', name: '期货资讯' },
  carbon: { id: '361000000000000035', name: '碳资产资讯' },
  insurance: { id: '361000000000000036', name: '保险资讯' },
  payment: { id: '361000000000000037', name: '支付资讯' },
} as const;
const NEWS_SITE = '360000000000000001';

interface SeedArticle {
  id: string;
  title: string;
  source: string;
  author: string;
  channel: string;
  /** Further channels the article is listed in (a product's channel besides 金融动态). */
  also?: string[];
  /** ISO 8601 with the +08:00 offset; null: a draft. */
  published: string | null;
  paragraphs: string[];
}

/** A published article of a product's news channel (listed under 金融动态 too). */
function productArticle(
  id: string,
  product: keyof typeof PRODUCT_NEWS_CHANNEL,
  title: string,
  published: string,
  paragraphs: string[],
): SeedArticle[] {
  const also = [PRODUCT_NEWS_CHANNEL[product].id];
  return [{ id, title, source: '金融服务部', author: '赵丽', channel: CHANNEL.finance, also, published, paragraphs }];
}

export const SEED_ARTICLES: SeedArticle[] = [
  {
    id: '362000000000000001',
    title: '集团金融服务平台全面上线，贷款、保理、融资租赁一站办理',
    source: '集团办公室',
    author: '赵丽',
    channel: CHANNEL.group,
    published: '2026-11-20T09:00:00+08:00',
    paragraphs: [
      '集团金融服务平台于本月正式上线，面向集团各成员企业提供贷款、保理、融资租赁、保险、期货和碳资产等金融产品的线上办理。',
      '成员企业开通产品后即可在线提交申请、查看审批进度，并通过消息中心及时获知审批结果。',
    ],
  },
  {
    id: '362000000000000002',
    title: '商业保理业务办理指南',
    source: '金融服务部',
    author: '赵丽',
    channel: CHANNEL.finance,
    also: [PRODUCT_NEWS_CHANNEL.factoring.id],
    published: '2026-11-18T10:30:00+08:00',
    paragraphs: [
      '保理业务是指企业将应收账款转让给保理机构，由保理机构提供融资、账款管理和催收等服务。',
      '申请保理时请准备购销合同、发票和应收账款清单，审核通过后资金将按约定时间到账。',
    ],
  },
  {
    id: '362000000000000003',
    title: '关于做好2026年度企业所得税汇算清缴工作的通知',
    source: '财务部',
    author: '财务部税务处',
    channel: CHANNEL.policy,
    published: '2026-11-15T14:00:00+08:00',
    paragraphs: [
      '各成员企业应按照税务机关的要求，按时完成年度企业所得税汇算清缴申报。',
      '税务管理模块已提供税务日历和纳税期提醒，请各企业税务人员及时登录查看本期任务。',
    ],
  },
  {
    id: '362000000000000004',
    title: '流动资金贷款利率优惠政策解读',
    source: '金融服务部',
    author: '赵丽',
    channel: CHANNEL.finance,
    also: [PRODUCT_NEWS_CHANNEL.loan.id],
    published: '2026-11-10T16:20:00+08:00',
    paragraphs: [
      '为支持成员企业生产经营，平台合作银行对符合条件的流动资金贷款给予利率优惠。',
      '贷款申请可在贷款服务中在线提交，平台将根据企业资质推荐合适的贷款产品。',
    ],
  },
  {
    id: '362000000000000005',
    title: '平台系统维护通知',
    source: '信息中心',
    author: '刘洋',
    channel: CHANNEL.notice,
    published: '2026-11-05T18:00:00+08:00',
    paragraphs: ['平台将于本周六凌晨进行系统维护，维护期间部分功能暂停使用，给您带来的不便敬请谅解。'],
  },
  {
    id: '362000000000000006',
    title: '碳资产管理业务培训即将开班',
    also: [PRODUCT_NEWS_CHANNEL.carbon.id],
    source: '集团办公室',
    author: '赵丽',
    channel: CHANNEL.group,
    published: null,
    paragraphs: ['为提升成员企业碳资产管理能力，集团将组织碳资产管理业务培训，欢迎各企业报名参加。'],
  },
  // The knowledge base (internal) and the help centre (public).
  ...productArticle(
    '362000000000000031',
    'carbon',
    '全国碳市场配额清缴工作启动，重点排放单位请按期履约',
    '2026-11-16T09:00:00+08:00',
    [
      '生态环境主管部门近日发布通知，2025年度配额清缴工作已经启动，重点排放单位须在截止日前完成清缴。',
      '平台碳资产服务可在线查看配额、核查排放量和履约缺口，并提交交易和清缴记录。',
    ],
  ),
  ...productArticle('362000000000000032', 'payment', '企业网银支付通道新增两家合作银行', '2026-11-14T15:00:00+08:00', [
    '支付服务新增两家合作银行通道，企业可从本企业银行账户发起付款，支付结果实时回传。',
    '付款成功后可在线查看并打印电子回单。',
  ]),
  ...productArticle('362000000000000033', 'insurance', '企业财产险在线投保服务升级', '2026-11-12T10:00:00+08:00', [
    '保险服务完成升级，企业可在线填写投保单、分步保存，并在保单管理中查看保单文件。',
  ]),
  ...productArticle('362000000000000034', 'lease', '设备售后回租业务答疑', '2026-11-10T11:00:00+08:00', [
    '售后回租是企业将自有设备出售给租赁公司后再租回使用的融资方式，可盘活存量资产。',
  ]),
  ...productArticle('362000000000000035', 'futures', '动力煤期货套期保值业务说明会通知', '2026-11-08T09:30:00+08:00', [
    '期货服务将举办套期保值业务说明会，介绍保证金管理、套保方案设计与风险控制。',
  ]),
  {
    id: '362000000000000011',
    title: '增值税纳税申报常见问题',
    source: '财务部税务处',
    author: '财务部税务处',
    channel: CHANNEL.kbTax,
    published: '2026-11-12T09:00:00+08:00',
    paragraphs: [
      '增值税一般纳税人按月申报，申报期为次月1日至15日，遇节假日顺延。',
      '进项发票须在勾选确认后方可抵扣；同一发票代码和发票号码不能重复抵扣。',
    ],
  },
  {
    id: '362000000000000012',
    title: '保理与应收账款质押融资的区别',
    source: '金融服务部',
    author: '赵丽',
    channel: CHANNEL.kbFinance,
    published: '2026-11-08T09:00:00+08:00',
    paragraphs: [
      '保理是应收账款的转让，保理机构取得应收账款的权利；应收账款质押融资中，应收账款只是担保，权利仍属企业。',
    ],
  },
  {
    id: '362000000000000013',
    title: '如何为企业用户分配角色',
    source: '信息中心',
    author: '刘洋',
    channel: CHANNEL.kbPlatform,
    published: '2026-11-02T09:00:00+08:00',
    paragraphs: ['企业管理员可在用户中心的权限管理中为本企业用户分配角色，角色决定用户可见的菜单和按钮。'],
  },
  {
    id: '362000000000000021',
    title: '忘记密码怎么办？',
    source: '客服中心',
    author: '陈静',
    channel: CHANNEL.helpFaq,
    published: '2026-10-20T09:00:00+08:00',
    paragraphs: ['在登录页点击“忘记密码”，通过绑定的手机号接收验证码后即可重置密码。'],
  },
  {
    id: '362000000000000022',
    title: '如何开通金融产品',
    source: '客服中心',
    author: '陈静',
    channel: CHANNEL.helpGuide,
    published: '2026-10-18T09:00:00+08:00',
    paragraphs: [
      '进入产品开通页面，选择需要开通的产品并阅读、同意产品协议后提交申请。',
      '运营人员激活后，您将收到产品已开通的消息通知。',
    ],
  },
  {
    id: '362000000000000023',
    title: '客服热线与服务时间',
    source: '客服中心',
    author: '陈静',
    channel: CHANNEL.helpFaq,
    published: '2026-10-15T09:00:00+08:00',
    paragraphs: ['客服电话 400-800-9999 转 7，服务时间为工作日 8:30-17:30；也可通过在线咨询联系客服。'],
  },
];

/** The site of each channel (migrations 0014 and 0015: news …01, knowledge …02, help …03). */
const SITE_OF: Record<string, string> = {
  [CHANNEL.group]: '360000000000000001',
  [CHANNEL.finance]: '360000000000000001',
  [CHANNEL.policy]: '360000000000000001',
  [CHANNEL.notice]: '360000000000000001',
  [CHANNEL.kbTax]: '360000000000000002',
  [CHANNEL.kbFinance]: '360000000000000002',
  [CHANNEL.kbPlatform]: '360000000000000002',
  [CHANNEL.helpFaq]: '360000000000000003',
  [CHANNEL.helpGuide]: '360000000000000003',
};

const html = (a: SeedArticle) => a.paragraphs.map((p) => `<p>${p}</p>`).join('');

export const seed: SeedStep = {
  area: 'content',
  after: ['user'],
  async run(tx) {
    await tx.insert(contentSubjects).values(
      Object.values(PRODUCT_NEWS_CHANNEL).map((c, i) => ({
        id: c.id,
        siteId: NEWS_SITE,
        parentId: CHANNEL.finance,
        subjectName: c.name,
        sort: 10 + i,
      })),
    );
    for (const a of SEED_ARTICLES) {
      const at = a.published ? new Date(a.published) : new Date('2026-11-25T09:00:00+08:00');
      await tx.insert(contents).values({
        id: a.id,
        businessCode: `CT${a.id}`,
        title: a.title,
        contentSource: a.source,
        author: a.author,
        summary: a.paragraphs[0].slice(0, 120),
        content: html(a),
        plainText: a.paragraphs.join(' '),
        state: a.published ? 4 : 0,
        publishTime: a.published ? at : null,
        approvedRevision: a.published ? 1 : null,
        entId: ENT.hq,
        createdBy: USER.ops,
        updatedBy: USER.ops,
        createdAt: at,
        updatedAt: at,
      });
      const publishedAt = a.published ? at : null;
      for (const subjectId of [a.channel, ...(a.also ?? [])]) {
        await tx.insert(contentSubjectLinks).values({ contentId: a.id, subjectId, publishedAt });
      }
      await tx.insert(contentSiteLinks).values({ contentId: a.id, siteId: SITE_OF[a.channel], publishedAt });
      await tx.insert(contentRevisions).values({
        contentId: a.id,
        revision: 1,
        title: a.title,
        contentSource: a.source,
        author: a.author,
        summary: a.paragraphs[0].slice(0, 120),
        content: html(a),
        savedBy: USER.ops,
        savedAt: at,
      });
    }
  },
};
