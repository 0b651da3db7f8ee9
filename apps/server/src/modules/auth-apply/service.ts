/**
 * The rules of an authorisation application (issue 14) beyond its queries: checking what it names against what the
 * applicant may name (reach.ts), saving it and starting or resubmitting its approval in the same transaction, and
 * answering it as §3 describes, to those who may see it (its applicant, the possible approvers of its steps and
 * whoever acted on it; anyone else gets the answer of a missing id).
 */
import * as A from '@portal/shared';
import {
  APPLY_TYPE_LABEL,
  currentNodeName,
  ROLE_NAME_MAX_LENGTH,
  WORKFLOW_STATUS_LABEL,
  toDisplayTime,
  type AuthApplyDetail,
  type AuthApplyPayload,
  type AuthApplyRow,
  type WorkflowActor,
  type WorkflowStatus,
} from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { people } from '../../platform/people.ts';
import { attachmentsOf, claimAttachments } from '../attachment/index.ts';
import { findRoleByCode, holderList, roleList } from '../permission/index.ts';
import {
  amendProcess,
  detailOf,
  findInstance,
  resubmitProcess,
  startProcess,
  withdrawApplication,
  visibleInstance,
  type AfterCommit,
  type Applicant,
} from '../workflow/index.ts';
import { applicableRoles, heldMenuIds, productMenus, productOrFail, roleOrFail, rolePlateOrFail } from './reach.ts';
import {
  findApplication,
  findApplicationByProcess,
  insertApplication,
  listsOf,
  replaceApplication,
  setProcessInstance,
  type ApplicationRow,
  type ApplyLists,
} from './repo.ts';

/** The workflow business type and definition of the applications. */
export const BIZ_TYPE = 'authApply';
export const DEF_KEY = 'authApply';

const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_]*$/;
const ROLE_CODE_MAX = 40;

const statusOf = (s: string): WorkflowStatus => (s in WORKFLOW_STATUS_LABEL ? s : 'running') as WorkflowStatus;
const applyTypeOf = (n: number): 1 | 2 | 3 => (n === 2 || n === 3 ? n : 1);

/** The application as a list row; `taskId` for a to-do row, `viewerId` decides canEdit. */
export function rowOut(r: ApplicationRow, viewerId: string, task?: { taskId: string; taskName: string }): AuthApplyRow {
  const status = statusOf(r.status);
  const applyType = applyTypeOf(r.applyType);
  return {
    id: r.id,
    applicant: r.applicantName,
    applicantAccount: r.applicantAccount,
    applicantId: r.applicantId,
    applyType,
    applyTypeName: APPLY_TYPE_LABEL[applyType],
    entId: r.entId,
    entName: r.entName,
    productType: r.productType,
    productName: r.productName,
    reason: r.reason,
    roleId: r.roleId ?? '',
    roleName: r.roleName,
    applyTime: toDisplayTime(r.applyTime),
    processinstid: r.processInstId,
    isUserCenter: r.isUserCenter,
    status,
    statusName: WORKFLOW_STATUS_LABEL[status],
    taskName: currentNodeName(status, r.taskName, task),
    taskId: task?.taskId ?? '',
    canEdit: r.editable && r.applicantId === viewerId && (status === 'running' || status === 'returned'),
    updateTime: toDisplayTime(r.updatedAt),
  };
}

/** The application's checked content: what is stored, with names taken from their owners, never from the client. */
interface Checked {
  applyType: 1 | 2 | 3;
  productType: string;
  productName: string;
  reason: string;
  roleId: string | null;
  roleName: string;
  lists: ApplyLists;
}

/** Each name once; the duplicate's message otherwise. */
function firstDuplicate<T>(items: readonly T[], key: (t: T) => string): T | undefined {
  const seen = new Set<string>();
  for (const it of items) {
    const k = key(it);
    if (seen.has(k)) return it;
    seen.add(k);
  }
  return undefined;
}

/**
 * The payload checked against what the applicant may name (§5 shape rules are the schema's): the plate exists, type 1
 * names new roles (unique names in the enterprise, valid free codes), type 2 an applicable role and members of the
 * applicant's enterprise not holding it yet, type 3 an own editable role and menus of the plate it does not hold.
 */
export async function checkApplication(deps: Deps, applicant: Applicant, p: AuthApplyPayload): Promise<Checked> {
  const { db } = deps;
  const product = await productOrFail(db, p.productType);
  const base = { productType: product.productType, productName: product.productName, reason: p.reason };
  const empty: ApplyLists = { roles: [], users: [], menus: [] };
  if (p.applyType === 1) {
    const roles = p.resRoleApplyList.map((r) => ({
      productType: product.productType,
      roleName: r.roleName.trim(),
      roleCode: r.roleCode.trim(),
    }));
    const dup = firstDuplicate(roles, (r) => r.roleName);
    if (dup) throw fail.business(A.APPLY_ROLE_NAME_DUPLICATE(dup.roleName));
    const own = await roleList(db, { kind: 'enterprise', entId: applicant.entId }, {}).slice(1000, 0);
    const taken = new Set(own.filter((r) => r.entId === applicant.entId).map((r) => r.roleName));
    for (const r of roles) {
      if ([...r.roleName].length > ROLE_NAME_MAX_LENGTH) throw fail.business(A.ROLE_NAME_TOO_LONG);
      if (taken.has(r.roleName)) throw fail.business(A.APPLY_ROLE_NAME_TAKEN(r.roleName));
      if (!r.roleCode) continue;
      if (!ROLE_CODE.test(r.roleCode) || r.roleCode.length > ROLE_CODE_MAX) {
        throw fail.business(A.APPLY_ROLE_CODE_INVALID);
      }
      if (await findRoleByCode(db, r.roleCode)) throw fail.business(A.APPLY_ROLE_CODE_TAKEN(r.roleCode));
    }
    const dupCode = firstDuplicate(
      roles.filter((r) => r.roleCode),
      (r) => r.roleCode,
    );
    if (dupCode) throw fail.business(A.APPLY_ROLE_CODE_TAKEN(dupCode.roleCode));
    return { ...base, applyType: 1, roleId: null, roleName: '', lists: { ...empty, roles } };
  }
  const role = await roleOrFail(db, applicant.entId, p.applyType, p.roleId);
  if (p.applyType === 2) {
    await rolePlateOrFail(db, product.productType, role.id);
    const asked = p.resRoleUserApplyList;
    const dup = firstDuplicate(asked, (u) => u.userId);
    if (dup) throw fail.business(A.APPLY_USER_DUPLICATE(dup.userName || dup.userAccount || dup.userId));
    if (asked.some((u) => u.entId !== applicant.entId)) throw fail.business(A.APPLY_USER_OTHER_ENTERPRISE);
    const ids = asked.map((u) => u.userId);
    const who = people(deps);
    const members = new Set(await who.membersAmong(applicant.entId, ids));
    const known = await who.users(ids);
    const missing = asked.find((u) => !members.has(u.userId) || !known.has(u.userId));
    if (missing) throw fail.business(A.APPLY_USER_NOT_MEMBER(missing.userName || missing.userAccount || '所选用户'));
    const holding = await holderList(db, role.id, { entId: applicant.entId, userIds: ids }).slice(ids.length, 0);
    if (holding.length) {
      throw fail.business(A.APPLY_USER_HOLDS_ROLE(known.get(holding[0].userId)?.userName ?? holding[0].userId));
    }
    const users = asked.map((u) => ({
      userId: u.userId,
      userName: known.get(u.userId)!.userName,
      userAccount: known.get(u.userId)!.account,
      userSource: u.userSource === A.EXTERNAL_USER_SOURCE ? A.EXTERNAL_USER_SOURCE : 1,
      entId: applicant.entId,
      entName: applicant.entName,
    }));
    return { ...base, applyType: 2, roleId: role.id, roleName: role.roleName, lists: { ...empty, users } };
  }
  const tree = new Map((await productMenus(db, product.productType)).map((m) => [m.id, m]));
  const held = new Set(await heldMenuIds(db, role.id));
  const asked = p.resRoleMenuApplyList.filter((m, i, all) => all.findIndex((x) => x.menuId === m.menuId) === i);
  const menus: ApplyLists['menus'] = [];
  for (const m of asked) {
    const node = tree.get(m.menuId);
    if (!node) throw fail.business(A.APPLY_MENU_NOT_IN_PRODUCT);
    if (held.has(m.menuId)) throw fail.business(A.APPLY_MENU_HELD(node.menuName));
    menus.push({ menuId: node.id, menuName: node.menuName });
  }
  return { ...base, applyType: 3, roleId: role.id, roleName: role.roleName, lists: { ...empty, menus } };
}

/** The workflow's title of an application (its to-do and done rows). */
function titleOf(c: Pick<Checked, 'applyType' | 'productName' | 'roleName'>, applicantName: string): string {
  const what = c.roleName ? `${c.productName}·${c.roleName}` : c.productName;
  return `${applicantName}的${APPLY_TYPE_LABEL[c.applyType]}（${what}）`;
}

/**
 * Makes the payload's supporting files the application's (uploaded by the applicant in its enterprise for this use,
 * projectType 21); the files it held before and no longer names are released.
 */
function claimFiles(tx: Tx, applicant: Applicant, id: string, files: AuthApplyPayload['fileList']) {
  return claimAttachments(
    tx,
    {
      entId: applicant.entId,
      userId: applicant.userId,
      ownerType: BIZ_TYPE,
      ownerId: id,
      projectType: A.AUTH_APPLY_PROJECT_TYPE,
    },
    files,
    A.APPLY_FILE_NOT_FOUND,
  );
}

const runAll = async (fns: readonly AfterCommit[]) => {
  for (const fn of fns) await fn();
};

/** Saves a new application and starts its approval in one transaction; answers its id. */
export async function addApplication(
  deps: Deps,
  applicant: Applicant,
  payload: AuthApplyPayload,
  isUserCenter: boolean,
): Promise<string> {
  const c = await checkApplication(deps, applicant, payload);
  const id = newId();
  const after: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    // The row first (its process id is the workflow's, set right after): the workflow's submission hook reads it.
    await insertApplication(
      tx,
      {
        id,
        applicantId: applicant.userId,
        applicantName: applicant.userName,
        applicantAccount: applicant.account,
        applyType: c.applyType,
        entId: applicant.entId,
        entName: applicant.entName,
        productType: c.productType,
        productName: c.productName,
        reason: c.reason,
        roleId: c.roleId,
        roleName: c.roleName,
        isUserCenter,
        processInstId: `pending:${id}`,
      },
      c.lists,
    );
    await claimFiles(tx, applicant, id, payload.fileList);
    const { processInstId } = await startProcess(tx, {
      defKey: DEF_KEY,
      bizType: BIZ_TYPE,
      bizCode: id,
      applicant: { userId: applicant.userId, userName: applicant.userName, entId: applicant.entId },
      title: titleOf(c, applicant.userName),
      afterCommit: (fn) => void after.push(fn),
    });
    await setProcessInstance(tx, id, processInstId);
  });
  await runAll(after);
  return id;
}

/**
 * The applicant's edit: of a returned application (saved and resubmitted; it runs again from the first step), or of
 * one nobody has acted on since it was submitted (saved; the open task stays). Anything else is refused.
 */
export async function updateApplication(
  deps: Deps,
  applicant: Applicant,
  actor: WorkflowActor,
  payload: AuthApplyPayload,
): Promise<string> {
  const { db } = deps;
  if (!payload.id) throw fail.business(A.APPLY_ID_REQUIRED);
  const existing = await visibleApplication(deps, { id: payload.id }, actor);
  if (existing.applicantId !== applicant.userId) throw fail.business(A.APPLY_UPDATE_NOT_ALLOWED);
  // The application belongs to the enterprise it was made in, whichever the applicant is in now.
  const owner: Applicant = { ...applicant, entId: existing.entId, entName: existing.entName };
  const c = await checkApplication(deps, owner, payload);
  const after: AfterCommit[] = [];
  const wfApplicant = { userId: owner.userId, userName: owner.userName, entId: owner.entId };
  await db.transaction(async (tx) => {
    const row = await findApplication(tx, existing.id, true);
    if (!row) throw fail.notFound(A.RECORD_NOT_FOUND);
    await replaceApplication(
      tx,
      row.id,
      {
        applyType: c.applyType,
        productType: c.productType,
        productName: c.productName,
        reason: c.reason,
        roleId: c.roleId,
        roleName: c.roleName,
      },
      c.lists,
    );
    await claimFiles(tx, owner, row.id, payload.fileList);
    const biz = {
      bizType: BIZ_TYPE,
      bizCode: row.id,
      applicant: wfApplicant,
      applicantAccount: owner.account,
      afterCommit: (fn: AfterCommit) => void after.push(fn),
    };
    if (row.status === 'returned') {
      await resubmitProcess(tx, biz);
    } else if (row.status !== 'running' || !(await amendProcess(tx, biz))) {
      throw fail.business(A.APPLY_UPDATE_NOT_ALLOWED);
    }
  });
  await runAll(after);
  return existing.id;
}

/** The applicant's 撤销申请 of their own running or returned application: it ends as withdrawn (已撤销). */
export async function withdrawOwnApplication(
  deps: Deps,
  applicant: Applicant,
  actor: WorkflowActor,
  id: string,
): Promise<string> {
  const existing = await visibleApplication(deps, { id }, actor);
  if (existing.applicantId !== applicant.userId) throw fail.business(A.APPLY_WITHDRAW_NOT_ALLOWED);
  const after: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    const row = await findApplication(tx, existing.id, true);
    if (!row || (row.status !== 'running' && row.status !== 'returned')) {
      throw fail.business(A.APPLY_WITHDRAW_NOT_ALLOWED);
    }
    await withdrawApplication(tx, {
      bizType: BIZ_TYPE,
      bizCode: row.id,
      applicant: { userId: applicant.userId, userName: applicant.userName, entId: row.entId },
      applicantAccount: applicant.account,
      afterCommit: (fn: AfterCommit) => void after.push(fn),
    });
  });
  await runAll(after);
  return existing.id;
}

/** The application by id or process, if `actor` may see it (its workflow instance decides); else a 404. */
export async function visibleApplication(
  deps: Deps,
  ref: { id?: string; processInstId?: string },
  actor: WorkflowActor,
): Promise<ApplicationRow> {
  const { db } = deps;
  const row = ref.id ? await findApplication(db, ref.id) : await findApplicationByProcess(db, ref.processInstId ?? '');
  if (!row || (ref.id && ref.processInstId && row.processInstId !== ref.processInstId)) {
    throw fail.notFound(A.RECORD_NOT_FOUND);
  }
  await visibleInstance(db, await findInstance(db, row.processInstId), actor);
  return row;
}

/** §3 Authorisation application with its lists and its approval as `actor` sees it. */
export async function applicationDetail(
  deps: Deps,
  row: ApplicationRow,
  actor: WorkflowActor,
): Promise<AuthApplyDetail> {
  const { db } = deps;
  const instance = await visibleInstance(db, await findInstance(db, row.processInstId), actor);
  const [workflow, lists, files] = await Promise.all([
    detailOf(db, instance, actor),
    listsOf(db, row.id),
    attachmentsOf(db, BIZ_TYPE, row.id),
  ]);
  return {
    ...rowOut(row, actor.userId),
    opinions: row.opinions,
    resRoleApplyList: lists.roles.map((r) => ({
      productType: r.productType,
      roleName: r.roleName,
      roleCode: r.roleCode,
    })),
    resRoleUserApplyList: lists.users,
    resRoleMenuApplyList: lists.menus,
    fileList: files.map((f) => ({ fileId: f.fileId, fileName: f.fileName, fileSize: f.fileSize })),
    workflow,
  };
}

/** The roles of a type-2 or type-3 application the applicant may name (type 2: in the plate), for the form's select. */
export async function roleOptions(deps: Deps, entId: string, applyType: 2 | 3, productType?: string) {
  return (await applicableRoles(deps.db, entId, applyType, productType)).map((r) => ({
    roleId: r.id,
    roleName: r.roleName,
    roleCode: r.roleCode,
    roleConfig: r.roleConfig === 1 ? (1 as const) : (2 as const),
    entId: r.entId,
  }));
}
