/**
 * Demo data of the notices area (§3 Notice, types of §3.1): the notices with each user's own numbers (seq, in the
 * order they were created), a product activation waiting for the company admin (type 2) and a company-admin change
 * waiting for its recipient (type 5), both pointed at by their notice's data.
 */
import { adminChanges, noticeCounts, noticeUserSeqs, notices, productActivations } from '../schema/notices.ts';
import { ENT, USER } from './ids.ts';
import type { SeedNotice, SeedStep } from './types.ts';
import { SEED_USERS } from './user.ts';

/** A demo notice with the §3 fields only some types carry. */
export interface SeedNoticeWithData extends SeedNotice {
  /** §3 JSON data: the financing fields (types 8, 9), the change (type 5) or the activation (type 2) it is about. */
  data?: Record<string, unknown>;
  productType?: string;
}

/** 李明 (user) asked for 贷款 (01) in 国能销售; 王建国 (entadmin, its company admin) has the type 2 notice. */
export const SEED_ACTIVATION_ID = '357000000000000001';
/** 郑伟 (entadmin2, company admin of 国能神东) asks 吴刚 (user2) to take over; user2 has the type 5 notice. */
export const SEED_ADMIN_CHANGE_ID = '357000000000000101';

// --- Notices (§3 Notice, types of §3.1) ---

export const SEED_NOTICES: SeedNoticeWithData[] = [
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
    userAccount: 'entadmin',
    entId: ENT.sales,
    noticeType: 2,
    status: 0,
    content: '李明申请开通「贷款」产品，请前往激活。',
    createDate: '2026-03-02T09:15:00+08:00',
    productType: '01',
    data: { activationId: SEED_ACTIVATION_ID },
  },
  {
    // §3.1 type 4 asks the enterprise's company admin, who can complete it on /userCenter/companyManage.
    id: '353000000000000006',
    userAccount: 'entadmin',
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
    data: {
      financingApplyTime: '2026-03-02T10:30:00+08:00',
      financingApplyNumber: 'RZ202603100012',
      notificationStatus: '审批通过',
    },
  },
  {
    id: '353000000000000013',
    userAccount: 'user',
    entId: ENT.sales,
    noticeType: 9,
    status: 1,
    content: '您的融资申请（编号RZ202603100012）已放款，请查收。',
    createDate: '2026-03-18T15:30:00+08:00',
    data: {
      realMoney: 5000000,
      realDate: '2026-03-18',
      receiveCompany: '国能销售集团有限公司',
      receiveAccount: '110060012018010012345',
      notificationStatus: '已放款',
      updateDate: '2026-03-18T15:30:00+08:00',
    },
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
    userAccount: 'user2',
    entId: ENT.shendong,
    noticeType: 5,
    status: 0,
    content: '郑伟申请将「国能神东煤炭集团有限责任公司」的企业管理员变更为您，请确认是否同意。',
    createDate: '2026-03-15T09:30:00+08:00',
    data: { changeId: SEED_ADMIN_CHANGE_ID },
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
    // Each user's notices are numbered 1, 2, 3... in the order they were created (the resume cursor, §7.7).
    const ordered = [...SEED_NOTICES].sort(
      (a, b) => Date.parse(a.createDate) - Date.parse(b.createDate) || a.id.localeCompare(b.id),
    );
    const lastSeq = new Map<string, number>();
    const rows = ordered.map((n) => {
      const userId = idOf.get(n.userAccount)!;
      const seq = (lastSeq.get(userId) ?? 0) + 1;
      lastSeq.set(userId, seq);
      return {
        id: n.id,
        userId,
        entId: n.entId,
        noticeType: n.noticeType,
        status: n.status,
        content: n.content,
        data: n.data ?? null,
        productType: n.productType ?? null,
        seq,
        createDate: new Date(n.createDate),
      };
    });
    await tx.insert(notices).values(rows);
    await tx.insert(noticeUserSeqs).values([...lastSeq].map(([userId, last]) => ({ userId, lastSeq: last })));
    // The message centre's counts per user, enterprise and type (unread: any status but 1).
    const counts = new Map<string, typeof noticeCounts.$inferInsert & { total: number; unread: number }>();
    for (const r of rows) {
      const key = `${r.userId}:${r.entId}:${r.noticeType}`;
      const c = counts.get(key) ?? { userId: r.userId, entId: r.entId, noticeType: r.noticeType, total: 0, unread: 0 };
      c.total += 1;
      if (r.status !== 1) c.unread += 1;
      counts.set(key, c);
    }
    await tx.insert(noticeCounts).values([...counts.values()]);
    await tx.insert(productActivations).values({
      id: SEED_ACTIVATION_ID,
      entId: ENT.sales,
      userId: USER.user,
      productType: '01',
      status: 'requested',
      requestedAt: new Date('2026-03-02T09:15:00+08:00'),
    });
    await tx.insert(adminChanges).values({
      id: SEED_ADMIN_CHANGE_ID,
      entId: ENT.shendong,
      fromUserId: USER.entadmin2,
      toUserId: USER.user2,
      status: 'pending',
      createdAt: new Date('2026-03-15T09:30:00+08:00'),
    });
  },
};
