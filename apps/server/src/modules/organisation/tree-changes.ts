/**
 * Changing the tree: add a company, change one (name, credit code, plate, parent), cancel or reinstate one. Each runs
 * in the caller's transaction (an endpoint's, or the approval of an organisation-change application) and writes its
 * audit row there. The tree's rules are checked against the stored tree: the parent in use and below level 4 (§5,
 * §9), the credit code by the GB 32100 rule and not another company's in use, the plate a §3.1 one (required at
 * level 3, inherited otherwise), no move into the node's own subtree or beyond level 4, no cancellation of a company
 * with companies in use below it. The root and the virtual nodes are not companies and are not changed.
 */
import * as M from '@portal/shared';
import {
  COMPANY_LEVELS,
  childLevel,
  isCompanyPlate,
  isPlateRequired,
  isSelectableCompany,
  isSelectableParent,
  orgChangeRequired,
  validateCreditCode,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { fail } from '../../platform/envelope.ts';
import * as O from './messages.ts';
import {
  creditCodeTaken,
  deepestLevelBelow,
  findOrgNode,
  hasChildrenInUse,
  insertOrgNode,
  moveSubtree,
  passPlateDown,
  updateOrgNode,
  type OrgNodeRow,
} from './repo.ts';

export type OrgActor = Pick<SessionContext, 'userId' | 'account'>;

/** A company's fields as an application or the maintenance form gives them (text trimmed here). */
export interface OrgNodeFields {
  parentCustomerCode: string;
  customerRegisterName: string;
  socialcreditcode: string;
  /** §3.1 plate code; '' or absent: inherited from the parent (not allowed at level 3). */
  cat?: string;
}

const MAX_LEVEL = COMPANY_LEVELS[COMPANY_LEVELS.length - 1];

const auditView = (r: OrgNodeRow) => ({
  customerCode: r.customerCode,
  customerRegisterName: r.customerRegisterName,
  parentCustomerCode: r.parentCustomerCode,
  companyLevel: r.companyLevel,
  socialcreditcode: r.socialcreditcode,
  cat: r.cat,
  status: r.status,
});

function checkedName(name: string): string {
  const n = name.trim();
  if (!n) throw fail.business(orgChangeRequired('companyName'));
  return n;
}

/** §5 credit code: the spec's message for empty, short or wrong; stored in capitals. */
function checkedCreditCode(code: string): string {
  const c = code.trim().toUpperCase();
  const message = validateCreditCode(c);
  if (message) throw fail.business(message);
  return c;
}

function checkedPlate(cat: string | undefined, level: number, inherited: string): string {
  const c = (cat ?? '').trim();
  if (c ? !isCompanyPlate(c) : isPlateRequired(level)) throw fail.business(M.PLATE_REQUIRED);
  return c || inherited;
}

/** A parent a company may be put under: it exists (else it answers like a missing record), in use, below level 4. */
async function usableParent(tx: DbOrTx, code: string): Promise<OrgNodeRow> {
  const parent = await findOrgNode(tx, code);
  if (!parent) throw fail.notFound(M.RECORD_NOT_FOUND);
  if (parent.status !== 1) throw fail.business(M.ORG_PARENT_NOT_FOUND);
  if (!isSelectableParent(parent)) throw fail.business(M.ORG_PARENT_TOO_DEEP);
  return parent;
}

async function company(tx: DbOrTx, code: string): Promise<OrgNodeRow> {
  const node = await findOrgNode(tx, code);
  if (!node) throw fail.notFound(M.RECORD_NOT_FOUND);
  if (!isSelectableCompany(node)) throw fail.business(O.ORG_NOT_A_COMPANY);
  return node;
}

async function freeCreditCode(tx: DbOrTx, code: string | null, except?: string): Promise<void> {
  if (code && (await creditCodeTaken(tx, code, except))) throw fail.business(M.ORG_CREDIT_CODE_TAKEN);
}

/** Adds a company under a parent: the next free code, level parent + 1, path parent's + code. */
export async function addOrgNode(tx: DbOrTx, fields: OrgNodeFields, actor: OrgActor): Promise<OrgNodeRow> {
  const parent = await usableParent(tx, fields.parentCustomerCode.trim());
  const level = childLevel(parent.companyLevel);
  const name = checkedName(fields.customerRegisterName);
  const creditCode = checkedCreditCode(fields.socialcreditcode);
  const cat = checkedPlate(fields.cat, level, parent.cat);
  await freeCreditCode(tx, creditCode);
  const row = await insertOrgNode(tx, parent, { customerRegisterName: name, socialcreditcode: creditCode, cat });
  await audit(tx, actor, {
    targetType: 'org',
    targetId: row.customerCode,
    action: 'org.create',
    entId: null,
    summary: `新增组织「${name}」（${row.customerCode}，上级 ${parent.customerRegisterName}，第${level}级）`,
    after: auditView(row),
  });
  return row;
}

export interface OrgNodeRevision {
  customerRegisterName?: string;
  socialcreditcode?: string;
  cat?: string;
  /** A new parent: the node moves with its subtree. */
  parentCustomerCode?: string;
  /** 0 cancels (注销), 1 reinstates. */
  status?: 0 | 1;
}

/** Where a node would go, checked: not into its own subtree, no node of its subtree beyond level 4. */
async function moveTarget(tx: DbOrTx, node: OrgNodeRow, parentCode: string): Promise<OrgNodeRow> {
  const to = await usableParent(tx, parentCode);
  if (to.path === node.path || to.path.startsWith(`${node.path}.`)) throw fail.business(M.ORG_MOVE_INTO_OWN_SUBTREE);
  const shift = childLevel(to.companyLevel) - node.companyLevel;
  if ((await deepestLevelBelow(tx, node)) + shift > MAX_LEVEL) throw fail.business(O.ORG_MOVE_TOO_DEEP);
  return to;
}

/** Changes a company: any of name, credit code, plate, parent, status; each rule checked, one audit row. */
export async function reviseOrgNode(
  tx: DbOrTx,
  code: string,
  change: OrgNodeRevision,
  actor: OrgActor,
): Promise<OrgNodeRow> {
  const node = await company(tx, code);
  const status = change.status ?? node.status;
  if (node.status !== 1 && status !== 1) throw fail.business(O.ORG_NODE_CANCELLED);
  if (status === 0 && node.status === 1 && (await hasChildrenInUse(tx, code))) {
    throw fail.business(M.ORG_CANCEL_HAS_CHILDREN);
  }
  const parentCode = change.parentCustomerCode?.trim();
  const moving = Boolean(parentCode && parentCode !== node.parentCustomerCode);
  const to = moving ? await moveTarget(tx, node, parentCode!) : undefined;
  // A reinstated company needs its parent in use.
  if (status === 1 && node.status === 0 && !to) await usableParent(tx, node.parentCustomerCode ?? '');
  const level = to ? childLevel(to.companyLevel) : node.companyLevel;
  const name =
    change.customerRegisterName === undefined ? node.customerRegisterName : checkedName(change.customerRegisterName);
  const creditCode =
    change.socialcreditcode === undefined ? node.socialcreditcode : checkedCreditCode(change.socialcreditcode);
  const cat = change.cat === undefined ? node.cat : checkedPlate(change.cat, level, to ? to.cat : node.cat);
  if (status === 1) await freeCreditCode(tx, creditCode, code);

  if (to) await moveSubtree(tx, node, to);
  const path = to ? `${to.path}.${code}` : node.path;
  if (cat !== node.cat) await passPlateDown(tx, { path }, node.cat, cat);
  const after = await updateOrgNode(tx, code, {
    customerRegisterName: name,
    socialcreditcode: creditCode,
    cat,
    status,
  });
  const cancelled = status === 0 && node.status === 1;
  await audit(tx, actor, {
    targetType: 'org',
    targetId: code,
    action: cancelled ? 'org.cancel' : 'org.update',
    entId: null,
    summary: `${cancelled ? '注销' : status === 1 && node.status === 0 ? '恢复' : '修改'}组织「${name}」（${code}${
      to ? `，调整至 ${to.customerRegisterName} 下` : ''
    }）`,
    before: auditView(node),
    after: auditView(after),
  });
  return after;
}

/** An approved change (type 2): the new name, credit code, plate and parent of the company. */
export function changeOrgNode(tx: DbOrTx, code: string, fields: OrgNodeFields, actor: OrgActor): Promise<OrgNodeRow> {
  return reviseOrgNode(tx, code, fields, actor);
}

/** An approved cancellation (type 3): status 0, refused while companies below it are in use. */
export function cancelOrgNode(tx: DbOrTx, code: string, actor: OrgActor): Promise<OrgNodeRow> {
  return reviseOrgNode(tx, code, { status: 0 }, actor);
}
