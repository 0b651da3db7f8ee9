/** Demo data of the notices area (§3 Notice, types of §3.1). */
import { notices } from '../schema/notices.ts';
import { ENT } from './ids.ts';
import type { SeedNotice, SeedStep } from './types.ts';
import { SEED_USERS } from './user.ts';

// --- Notices (§3 Notice, types of §3.1) ---

export const SEED_NOTICES: SeedNotice[] = [
  {
    id: '353000000000000001',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 1,
    status: 1,
    content: '您的门户账号已开通，欢迎使用国家能源集团金融服务门户。',
    createDate: '2026-01-05T09:00:00+08:00',
  },
  {
    id: '353000000000000002',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 3,
    status: 1,
    content: '贵企业已开通「税务」产品，可在工作台进入税务管理。',
    createDate: '2026-01-12T10:20:00+08:00',
  },
  {
    id: '353000000000000003',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 13,
    status: 1,
    content: '国家能源集团金融服务门户新版已上线，欢迎体验。',
    createDate: '2026-02-02T08:30:00+08:00',
  },
  {
    id: '353000000000000004',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 7,
    status: 1,
    content: '「订单融资」产品将于2026年3月31日下架，已提交的申请不受影响。',
    createDate: '2026-02-20T14:00:00+08:00',
  },
  {
    id: '353000000000000005',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 2,
    status: 0,
    content: '贵企业已申请开通「贷款」产品，请前往激活。',
    createDate: '2026-03-02T09:15:00+08:00',
  },
  {
    id: '353000000000000006',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 4,
    status: 0,
    content: '请完善企业基本信息（注册地址、法定代表人、联系方式）。',
    createDate: '2026-03-05T11:40:00+08:00',
  },
  {
    id: '353000000000000007',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 8,
    status: 0,
    content: '您提交的融资申请（编号RZ202603100012）已审批通过，请留意放款通知。',
    createDate: '2026-03-10T16:05:00+08:00',
  },
  {
    id: '353000000000000008',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 12,
    status: 0,
    content: '您反馈的问题「进项发票导入失败」已处理，请查看处理结果。',
    createDate: '2026-03-12T10:00:00+08:00',
  },
  {
    id: '353000000000000009',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 17,
    status: 0,
    content: '系统将于2026年3月28日22:00至24:00进行升级维护，期间暂停服务。',
    createDate: '2026-03-20T18:00:00+08:00',
  },
  {
    id: '353000000000000010',
    userAccount: 'entadmin',
    entId: ENT.sales,
    noticeType: 5,
    status: 0,
    content: '国能销售集团有限公司申请将企业管理员变更为您，请确认是否同意。',
    createDate: '2026-03-15T09:30:00+08:00',
  },
  {
    id: '353000000000000011',
    userAccount: 'user2',
    entId: ENT.shendong,
    noticeType: 17,
    status: 0,
    content: '系统将于2026年3月28日22:00至24:00进行升级维护，期间暂停服务。',
    createDate: '2026-03-20T18:00:00+08:00',
  },
  {
    id: '353000000000000012',
    userAccount: 's_partner',
    entId: ENT.railway,
    noticeType: 1,
    status: 0,
    content: '您的合作伙伴账号已开通，欢迎使用国家能源集团金融服务门户。',
    createDate: '2026-02-10T09:00:00+08:00',
  },
];

export const seed: SeedStep = {
  area: 'notices',
  after: ['user'],
  async run(tx) {
    const idOf = new Map(SEED_USERS.map((u) => [u.account, u.id]));
    await tx.insert(notices).values(
      SEED_NOTICES.map((n) => ({
        id: n.id,
        userId: idOf.get(n.userAccount)!,
        entId: n.entId,
        noticeType: n.noticeType,
        status: n.status,
        content: n.content,
        createDate: new Date(n.createDate),
      })),
    );
  },
};
