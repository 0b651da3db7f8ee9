/**
 * The rules of an organisation-change application (issue 15, §5, §7.6) beyond its queries. The §5 form rules are the
 * submit schema's (packages/shared/src/organisation/schema.ts); what only the tree can tell is checked here, against
 * the stored tree, never the client's copy: the parent exists and is in use, the level is the parent's + 1, the company
 * of a change or cancellation is the tree's (found by its credit code, its name and parent as the applicant saw them),
 * a credit code is not another company's, a company cancelled (注销) has no company in use under it. The same checks run again when the last approval applies the change
 * (organisation area), since the tree may have moved meanwhile.
 */
import * as M from '@portal/shared';
import {
  ORG_CHANGE_TYPE_LABEL,
  currentNodeName,
  WORKFLOW_STATUS_LABEL,
  isSelectableParent,
  toDisplayTime,
  workflowActorFrom,
  type OrgChangeApplication,
  type OrgChangeData,
  type OrgChangeDetail,
  type OrgChangeSubmit,
  type WorkflowActor,
  type WorkflowStatus,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { claimAttachment } from '../attachment/index.ts';
import { findOrgNode, findOrgNodeByCreditCode, hasChildrenInUse, type OrgNodeRow } from '../organisation/index.ts';
import {
  detailOf,
  findInstance,
  startProcess,
  visibleInstance,
  type AfterCommit,
  type Applicant,
} from '../workflow/index.ts';
import { findOrgChange, insertOrgChange, pendingFor, setProcessInstance, type OrgChangeRow } from './repo.ts';

/** The workflow business type and definition of the applications. */
export const BIZ_TYPE = 'orgChange';
export const DEF_KEY = 'orgChange';

const statusOf = (s: string): WorkflowStatus => (s in WORKFLOW_STATUS_LABEL ? s : 'running') as WorkflowStatus;
const typeOf = (n: number): 1 | 2 | 3 => (n === 2 || n === 3 ? n : 1);

/** The stored `data` (orgChangeData's output), read back. */
export function dataOf(row: OrgChangeRow): OrgChangeData {
  return row.data as OrgChangeData;
}

/** The application as a list row; `task` for a to-do row. */
export function rowOut(r: OrgChangeRow, task?: { taskId: string; taskName: string }): OrgChangeApplication {
  const d = dataOf(r);
  const status = statusOf(r.status);
  const type = typeOf(r.type);
  return {
    id: r.id,
    type,
    typeName: ORG_CHANGE_TYPE_LABEL[type],
    parentCustomerCode: d.parentCustomerCode,
    parentCustomerName: d.parentCustomerName,
    companyLevel: d.companyLevel,
    cat: d.cat,
    customerRegisterName: d.customerRegisterName,
    socialcreditcode: d.socialcreditcode,
    parentCustomerCodeOld: d.parentCustomerCodeOld,
    parentCustomerNameOld: d.parentCustomerNameOld,
    companyLevelOld: d.companyLevelOld,
    catOld: d.catOld,
    customerRegisterNameOld: d.customerRegisterNameOld,
    socialcreditcodeOld: d.socialcreditcodeOld,
    customerCode: r.customerCode,
    userInfo: d.userInfo,
    fileId: r.fileId,
    fileName: r.fileName,
    content: r.content,
    applicantId: r.applicantId,
    entId: r.entId,
    applyTime: toDisplayTime(r.applyTime),
    processInstId: r.processInstId,
    status,
    statusName: WORKFLOW_STATUS_LABEL[status],
    taskName: currentNodeName(status, r.taskName, task),
    taskId: task?.taskId ?? '',
    opinion: r.opinion,
  };
}

const inUse = (n: OrgNodeRow | undefined): n is OrgNodeRow => Boolean(n && n.status === 1);

/** The parent as the tree has it: in use, not at level 4, and the company's level its level + 1. */
async function parentOf(db: DbOrTx, code: string, level: number | null): Promise<OrgNodeRow> {
  const parent = await findOrgNode(db, code);
  if (!inUse(parent)) throw fail.business(M.ORG_PARENT_NOT_FOUND);
  if (!isSelectableParent(parent)) throw fail.business(M.ORG_PARENT_TOO_DEEP);
  if (level !== parent.companyLevel + 1) throw fail.business(M.ORG_LEVEL_MISMATCH);
  return parent;
}

/** The company an application of type 2 or 3 names, as the applicant saw it: its credit code, name and parent. */
async function companyOf(db: DbOrTx, seen: { code: string; name: string; parent: string }): Promise<OrgNodeRow> {
  const node = await findOrgNodeByCreditCode(db, seen.code);
  if (!inUse(node) || node.customerRegisterName !== seen.name || (node.parentCustomerCode ?? '') !== seen.parent) {
    throw fail.business(M.ORG_COMPANY_NOT_FOUND);
  }
  return node;
}

async function creditCodeFree(db: DbOrTx, code: string, except?: string): Promise<void> {
  const holder = await findOrgNodeByCreditCode(db, code);
  if (inUse(holder) && holder.customerCode !== except) throw fail.business(M.ORG_CREDIT_CODE_TAKEN);
}

/**
 * The application checked against the tree; answers it with the parents' names as the tree has them and the code of
 * the company concerned ('' for a new one).
 */
export async function checkAgainstTree(
  db: DbOrTx,
  data: OrgChangeData,
): Promise<{ data: OrgChangeData; customerCode: string }> {
  const parent = await parentOf(db, data.parentCustomerCode, data.companyLevel);
  let out: OrgChangeData = { ...data, parentCustomerName: parent.customerRegisterName };
  if (data.type === 1) {
    await creditCodeFree(db, data.socialcreditcode);
    return { data: out, customerCode: '' };
  }
  if (data.type === 3) {
    const node = await companyOf(db, {
      code: data.socialcreditcode,
      name: data.customerRegisterName,
      parent: data.parentCustomerCode,
    });
    // Refused on submit rather than only at the last approval, where applying it would fail (tree-changes.ts).
    if (await hasChildrenInUse(db, node.customerCode)) throw fail.business(M.ORG_CANCEL_HAS_CHILDREN);
    return { data: out, customerCode: node.customerCode };
  }
  const old = await companyOf(db, {
    code: data.socialcreditcodeOld,
    name: data.customerRegisterNameOld,
    parent: data.parentCustomerCodeOld,
  });
  if (data.companyLevelOld !== old.companyLevel) throw fail.business(M.ORG_LEVEL_MISMATCH);
  // A company cannot move under itself or one of its own companies.
  if (parent.path === old.path || parent.path.startsWith(`${old.path}.`)) {
    throw fail.business(M.ORG_MOVE_INTO_OWN_SUBTREE);
  }
  await creditCodeFree(db, data.socialcreditcode, old.customerCode);
  const oldParent = await findOrgNode(db, data.parentCustomerCodeOld);
  out = { ...out, parentCustomerNameOld: oldParent?.customerRegisterName ?? data.parentCustomerNameOld };
  return { data: out, customerCode: old.customerCode };
}

const runAll = async (fns: readonly AfterCommit[]) => {
  for (const fn of fns) await fn();
};

/**
 * §7.6 submit: the application saved, its file claimed (only the applicant's own unclaimed docx), its approval started,
 * in one transaction; the type 11 notices to the reviewers go out once it has committed (hooks.ts). The applicant's
 * identity in `data.userInfo` is the session's, whatever the client sent.
 */
export async function submitOrgChange(deps: Deps, applicant: Applicant, body: OrgChangeSubmit): Promise<string> {
  const submitted: OrgChangeData = {
    ...body.data,
    userInfo: { account: applicant.account, userName: applicant.userName, entName: applicant.entName },
  };
  const id = newId();
  const after: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    const { data, customerCode } = await checkAgainstTree(tx, submitted);
    if (customerCode && (await pendingFor(tx, customerCode))) throw fail.business(M.ORG_CHANGE_PENDING);
    const file = await claimAttachment(tx, {
      fileId: body.fileId,
      entId: applicant.entId,
      userId: applicant.userId,
      ownerType: BIZ_TYPE,
      ownerId: id,
      projectType: M.ORG_CHANGE_PROJECT_TYPE,
    });
    await insertOrgChange(tx, {
      id,
      type: data.type,
      data,
      customerCode,
      fileId: file.id,
      fileName: file.fileName,
      content: body.content,
      applicantId: applicant.userId,
      applicantAccount: applicant.account,
      applicantName: applicant.userName,
      entId: applicant.entId,
      entName: applicant.entName,
      processInstId: `pending:${id}`,
    });
    const { processInstId } = await startProcess(tx, {
      defKey: DEF_KEY,
      bizType: BIZ_TYPE,
      bizCode: id,
      applicant: { userId: applicant.userId, userName: applicant.userName, entId: applicant.entId },
      title: body.content,
      afterCommit: (fn) => void after.push(fn),
    });
    await setProcessInstance(tx, id, processInstId);
  });
  await runAll(after);
  return id;
}

/** The application, if `actor` may see it (its workflow instance decides); else the answer of a missing id. */
export async function visibleOrgChange(deps: Deps, id: string, actor: WorkflowActor): Promise<OrgChangeRow> {
  const row = await findOrgChange(deps.db, id);
  if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
  await visibleInstance(deps.db, await findInstance(deps.db, row.processInstId), actor);
  return row;
}

export async function orgChangeDetail(deps: Deps, row: OrgChangeRow, actor: WorkflowActor): Promise<OrgChangeDetail> {
  const instance = await visibleInstance(deps.db, await findInstance(deps.db, row.processInstId), actor);
  return { ...rowOut(row), workflow: await detailOf(deps.db, instance, actor) };
}

/** The workflow actor of a user in an enterprise, from their roles there (the attachment reader's check). */
export function actorFrom(
  userId: string,
  entId: string,
  roleList: readonly { roleCode: string; roleConfig?: number }[],
) {
  return workflowActorFrom({ userId, userName: '', entId, roleList });
}
