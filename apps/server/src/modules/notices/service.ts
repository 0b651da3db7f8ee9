/**
 * The notices area's rules beyond a query: product activation (types 2 and 3), the company-admin change (types 5 and
 * 6), the system notices of operations (type 17), a product taken off shelf (type 7) and the registration's type 4.
 * Every action finds its notice by id AND the caller's session (user and enterprise): the record it acts on is the one
 * the server wrote into that notice's data, never one named by the client.
 */
import * as M from '@portal/shared';
import { NOTICE_STATUS_DISABLED, SYSTEM_ROLES } from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { pageOf } from '../../platform/paging.ts';
import { people } from '../../platform/people.ts';
import { fail } from '../../platform/envelope.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { companyAdminsOf, moveCompanyAdmin } from '../permission/index.ts';
import { findProductName } from '../product/index.ts';
import {
  defaultEnterprisesOf,
  enterpriseOf,
  existingEnterpriseIds,
  isMember,
  membersOfEnterprises,
  userNameOf,
} from '../user/index.ts';
import { addNotices, publishNotices, type NewNotice } from './notify.ts';
import {
  activate,
  activationNoticeIds,
  decideAdminChange,
  disableNotices,
  findActivation,
  findActivationById,
  findNotice,
  insertActivation,
  insertAdminChange,
  insertNoticeSend,
  enterprisesWithActiveProduct,
  pendingActivations,
  setAdminChangeStatus,
} from './repo.ts';

export const NOTICE_MSG = {
  handled: '该通知已处理',
  notCompanyAdmin: '只有本企业的企业管理员可以进行此操作',
  changePending: '本企业已有一条待确认的企业管理员变更，请等待对方处理后再发起',
  changeSelf: '不能将企业管理员变更为自己',
  requesterNotAdmin: '发起人已不是企业管理员，本次变更已失效',
  productUnknown: '产品不存在',
  alreadyActive: '该产品已激活',
  alreadyRequested: '已申请开通该产品，请等待企业管理员激活',
  noCompanyAdmin: '本企业暂无企业管理员，请联系平台管理员',
  activated: '产品已激活',
  userMissing: '接收用户不存在',
  enterpriseMissing: '接收企业不存在',
  noRecipients: '所选企业暂无用户，未发送',
  tooManyRecipients: (max: number) => `接收人数超过上限（${max}人），请缩小发送范围`,
} as const;

/** §3.1 type 4 content: what a registered enterprise should complete (§2.6: 去完善 → /userCenter/companyManage). */
export const ENTERPRISE_INFO_CONTENT = '请完善企业基本信息（注册地址、法定代表人、联系方式），以便使用门户的各项服务。';

/** At most this many recipients per system send (one transaction; ~50,000 rows is a few seconds on PostgreSQL). */
export const MAX_SEND_RECIPIENTS = 50_000;

type NoticeDeps = Deps;

/** Company admin = holds the companyAdmin role in that enterprise (user_roles); the super admin does not count. */
async function isCompanyAdmin(deps: NoticeDeps, userId: string, entId: string): Promise<boolean> {
  const roles = await deps.permissions.rolesOf(userId, entId);
  return roles.some((r) => r.roleCode === SYSTEM_ROLES.companyAdmin.roleCode);
}

/** A string field of a notice's data (written by this server), or undefined. */
function dataField(data: unknown, key: string): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const v = (data as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : undefined;
}

async function ownNotice(deps: NoticeDeps, s: SessionContext, id: string, noticeType: number) {
  const notice = await findNotice(deps.db, s.userId, s.entId, id);
  if (!notice || notice.noticeType !== noticeType) throw fail.notFound(M.RECORD_NOT_FOUND);
  return notice;
}

async function announceChanged(deps: NoticeDeps, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await deps.bus.publish({ type: 'notices.changed', userId });
}

// --- Product activation (types 2 and 3) ---

export async function accountActive(deps: NoticeDeps, s: SessionContext, productType: string) {
  const row = await findActivation(deps.db, { entId: s.entId, userId: s.userId, productType });
  return { productType, active: row?.status === 'active', requested: row?.status === 'requested' };
}

/**
 * A member asks for a product: a request row and a type 2 notice to every company admin of the enterprise. A company
 * admin asking activates it at once (they are who would activate it). Returns the answer's message.
 */
export async function requestActivation(deps: NoticeDeps, s: SessionContext, productType: string): Promise<string> {
  const productName = await findProductName(deps.db, productType);
  if (!productName) throw fail.business(NOTICE_MSG.productUnknown);
  const existing = await findActivation(deps.db, { entId: s.entId, userId: s.userId, productType });
  if (existing)
    throw fail.business(existing.status === 'active' ? NOTICE_MSG.alreadyActive : NOTICE_MSG.alreadyRequested);
  const admins = await companyAdminsOf(deps.db, s.entId);
  if (admins.includes(s.userId)) {
    const row = await insertActivation(deps.db, {
      entId: s.entId,
      userId: s.userId,
      productType,
      status: 'active',
      by: s.userId,
    });
    if (!row) throw fail.business(NOTICE_MSG.alreadyRequested);
    return NOTICE_MSG.activated;
  }
  if (admins.length === 0) throw fail.business(NOTICE_MSG.noCompanyAdmin);
  const userName = (await userNameOf(deps, s.userId)) ?? s.account;
  const stored = await deps.db.transaction(async (tx) => {
    const row = await insertActivation(tx, { entId: s.entId, userId: s.userId, productType, status: 'requested' });
    if (!row) throw fail.business(NOTICE_MSG.alreadyRequested);
    return addNotices(
      tx,
      admins.map((userId) => ({
        userId,
        entId: s.entId,
        noticeType: 2,
        productType,
        content: `${userName}申请开通「${productName}」产品，请前往激活。`,
        data: { activationId: row.id },
      })),
    );
  });
  await publishNotices(deps.bus, stored);
  return M.SUBMIT_SUCCESS;
}

/** A company admin activates from their type 2 notice: the request becomes active, the requester gets type 3. */
export async function activateFromNotice(deps: NoticeDeps, s: SessionContext, noticeId: string): Promise<void> {
  const notice = await ownNotice(deps, s, noticeId, 2);
  const activationId = dataField(notice.data, 'activationId');
  if (!activationId || !notice.productType) throw fail.notFound(M.RECORD_NOT_FOUND);
  await activateRequest(deps, s, { activationId, productType: notice.productType, noticeId: notice.id });
}

/**
 * A company admin activates a request of their enterprise from the 待激活产品 list (authorityManagement), whether or
 * not a type 2 notice reached them (an admin appointed after the request has none). Another enterprise's request
 * answers like an unknown id.
 */
export async function activateById(deps: NoticeDeps, s: SessionContext, activationId: string): Promise<void> {
  const row = await findActivationById(deps.db, s.entId, activationId);
  if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
  await activateRequest(deps, s, { activationId: row.id, productType: row.productType });
}

/** The request becomes active once; every admin's type 2 notice of it is done; the requester gets type 3. */
async function activateRequest(
  deps: NoticeDeps,
  s: SessionContext,
  req: { activationId: string; productType: string; noticeId?: string },
): Promise<void> {
  if (!(await isCompanyAdmin(deps, s.userId, s.entId))) throw fail.forbidden(NOTICE_MSG.notCompanyAdmin);
  const { activationId, productType } = req;
  const productName = (await findProductName(deps.db, productType)) ?? productType;
  const admins = await companyAdminsOf(deps.db, s.entId);
  const result = await deps.db.transaction(async (tx) => {
    const row = await activate(tx, { id: activationId, entId: s.entId, productType, by: s.userId });
    // Every admin's notice of this request is done, whoever activated it and from where.
    const ids = await activationNoticeIds(tx, s.entId, [...admins, s.userId], activationId);
    const own = req.noticeId ? [{ id: req.noticeId, userId: s.userId, entId: s.entId }] : [];
    const changed = await disableNotices(tx, [...own, ...ids.filter((n) => n.id !== req.noticeId)]);
    if (!row) return { changed, stored: [] };
    const stored = await addNotices(tx, [
      {
        userId: row.userId,
        entId: s.entId,
        noticeType: 3,
        productType,
        content: `您申请开通的「${productName}」产品已由企业管理员激活，欢迎使用。`,
      },
    ]);
    return { changed, stored };
  });
  await announceChanged(deps, result.changed);
  await publishNotices(deps.bus, result.stored);
  if (result.stored.length === 0) throw fail.business(NOTICE_MSG.handled);
}

/** The enterprise's requests waiting for activation, with who asked and for what (a company admin's list). */
export async function activationRequestPage(deps: NoticeDeps, s: SessionContext, current: number, size: number) {
  // The requests wait for the enterprise's company admins: anyone else who holds the page (the platform's super
  // admin holds every page) has none waiting for them, which is an empty list rather than a refusal.
  if (!(await isCompanyAdmin(deps, s.userId, s.entId))) return { records: [], current, size, total: 0 };
  const page = await pageOf(pendingActivations(deps.db, s.entId), current, size);
  const who = await people(deps).users([...new Set(page.records.map((r) => r.userId))]);
  const records = await Promise.all(
    page.records.map(async (r) => ({
      activationId: r.id,
      userId: r.userId,
      userName: who.get(r.userId)?.userName ?? '',
      account: who.get(r.userId)?.account ?? '',
      productType: r.productType,
      productName: (await findProductName(deps.db, r.productType)) ?? r.productType,
      requestedAt: r.requestedAt.toISOString(),
    })),
  );
  return { ...page, records };
}

/**
 * §3.1 type 4: the request to complete the enterprise's information goes to those who can complete it, its company
 * admins (/userCenter/companyManage is theirs), in the caller's transaction.
 */
export async function enterpriseInfoNotices(tx: Tx, entId: string): Promise<NewNotice[]> {
  const admins = await companyAdminsOf(tx, entId);
  return admins.map((userId) => ({ userId, entId, noticeType: 4, content: ENTERPRISE_INFO_CONTENT }));
}

// --- Company-admin change (types 5 and 6) ---

/** The company admin asks another member of the enterprise to take over: a pending change and a type 5 notice. */
export async function requestAdminChange(deps: NoticeDeps, s: SessionContext, toUserId: string): Promise<void> {
  if (!(await isCompanyAdmin(deps, s.userId, s.entId))) throw fail.forbidden(NOTICE_MSG.notCompanyAdmin);
  if (toUserId === s.userId) throw fail.business(NOTICE_MSG.changeSelf);
  // Someone of another enterprise answers like an unknown id.
  if (!(await isMember(deps.db, toUserId, s.entId))) throw fail.notFound(M.RECORD_NOT_FOUND);
  const fromName = (await userNameOf(deps, s.userId)) ?? s.account;
  const entName = (await enterpriseOf(deps, s.userId, s.entId))?.name ?? '';
  const stored = await deps.db.transaction(async (tx) => {
    const changeId = await insertAdminChange(tx, { entId: s.entId, fromUserId: s.userId, toUserId });
    if (!changeId) throw fail.business(NOTICE_MSG.changePending);
    return addNotices(tx, [
      {
        userId: toUserId,
        entId: s.entId,
        noticeType: 5,
        content: `${fromName}申请将「${entName}」的企业管理员变更为您，请确认是否同意。`,
        data: { changeId },
      },
    ]);
  });
  await publishNotices(deps.bus, stored);
}

/**
 * The recipient agrees or refuses, once (the change moves from pending in one conditional update). Agreeing moves
 * the companyAdmin role from the requester to the recipient in the same transaction; both send a type 6 notice to
 * the requester and disable the type 5 notice's action.
 */
export async function decideChange(
  deps: NoticeDeps,
  s: SessionContext,
  noticeId: string,
  agree: boolean,
): Promise<void> {
  const notice = await ownNotice(deps, s, noticeId, 5);
  const changeId = dataField(notice.data, 'changeId');
  if (!changeId) throw fail.notFound(M.RECORD_NOT_FOUND);
  const userName = (await userNameOf(deps, s.userId)) ?? s.account;
  const entName = (await enterpriseOf(deps, s.userId, s.entId))?.name ?? '';
  const outcome = await deps.db.transaction(async (tx) => {
    const decided = await decideAdminChange(tx, {
      id: changeId,
      entId: s.entId,
      toUserId: s.userId,
      status: agree ? 'agreed' : 'refused',
    });
    const changed = await disableNotices(tx, [{ id: notice.id, userId: s.userId, entId: s.entId }]);
    if (!decided) return { kind: 'handled' as const, changed };
    const fromUserId = decided.fromUserId;
    if (agree && !(await moveCompanyAdmin(tx, { entId: s.entId, fromUserId, toUserId: s.userId }))) {
      await setAdminChangeStatus(tx, changeId, 'void');
      return { kind: 'void' as const, changed };
    }
    const result: NewNotice = {
      userId: fromUserId,
      entId: s.entId,
      noticeType: 6,
      content: agree
        ? `${userName}已同意成为「${entName}」的企业管理员，企业管理员已变更。`
        : `${userName}已拒绝成为「${entName}」的企业管理员，企业管理员未变更。`,
    };
    const stored = await addNotices(tx, [result]);
    return { kind: 'done' as const, changed, stored, fromUserId };
  });
  await announceChanged(deps, outcome.changed);
  if (outcome.kind === 'handled') throw fail.business(NOTICE_MSG.handled);
  if (outcome.kind === 'void') throw fail.business(NOTICE_MSG.requesterNotAdmin);
  await publishNotices(deps.bus, outcome.stored);
  if (agree) {
    // Their roles, menus and buttons changed: cached permissions and user info are stale on every instance.
    await deps.sessions.changed(outcome.fromUserId);
    await deps.sessions.changed(s.userId);
  }
}

// --- System notices (type 17) ---

/**
 * Resolves the chosen users (each in their default enterprise) and enterprises (every member) to distinct
 * (user, enterprise) recipients, and stores the send and its notices in one transaction. Returns how many.
 */
export async function sendSystemNotice(
  deps: NoticeDeps,
  s: SessionContext,
  input: { content: string; userIds: string[]; entIds: string[] },
): Promise<number> {
  const userIds = [...new Set(input.userIds)];
  const entIds = [...new Set(input.entIds)];
  const defaults = await defaultEnterprisesOf(deps.db, userIds);
  if (userIds.some((u) => !defaults.has(u))) throw fail.business(NOTICE_MSG.userMissing);
  const ents = await existingEnterpriseIds(deps.db, entIds);
  if (entIds.some((e) => !ents.has(e))) throw fail.business(NOTICE_MSG.enterpriseMissing);
  const pairs = new Map<string, { userId: string; entId: string }>();
  for (const [userId, entId] of defaults) pairs.set(`${userId}:${entId}`, { userId, entId });
  for (const m of await membersOfEnterprises(deps.db, entIds, MAX_SEND_RECIPIENTS + 1)) {
    pairs.set(`${m.userId}:${m.entId}`, m);
  }
  if (pairs.size > MAX_SEND_RECIPIENTS) throw fail.business(NOTICE_MSG.tooManyRecipients(MAX_SEND_RECIPIENTS));
  if (pairs.size === 0) throw fail.business(NOTICE_MSG.noRecipients);
  const stored = await deps.db.transaction(async (tx) => {
    const sendId = await insertNoticeSend(tx, {
      senderId: s.userId,
      content: input.content,
      userIds,
      entIds,
      recipients: pairs.size,
    });
    return addNotices(
      tx,
      [...pairs.values()].map((p) => ({ ...p, noticeType: 17, content: input.content, sendId })),
    );
  });
  await publishNotices(deps.bus, stored);
  return pairs.size;
}

// --- Product off shelf (type 7) ---

/**
 * Tells every user of every enterprise with the product active that it is off shelf (type 7, status 2: nothing to
 * act on). For the product administration page (a later issue). Returns how many notices were sent.
 */
export async function notifyProductOffShelf(
  deps: Pick<Deps, 'db' | 'bus'>,
  productType: string,
  productName: string,
): Promise<number> {
  const entIds = await enterprisesWithActiveProduct(deps.db, productType);
  const members = await membersOfEnterprises(deps.db, entIds, 10_000_000);
  if (members.length === 0) return 0;
  const stored = await deps.db.transaction((tx) =>
    addNotices(
      tx,
      members.map((m) => ({
        ...m,
        noticeType: 7,
        productType,
        status: NOTICE_STATUS_DISABLED,
        content: `「${productName}」产品已下架，已提交的申请不受影响。`,
      })),
    ),
  );
  await publishNotices(deps.bus, stored);
  return stored.length;
}
