/** The rows of the tree as the contract answers them (§3 Organisation tree node and what the pages show with it). */
import {
  companyPlateName,
  isVirtualOrgNode,
  type OrgNode,
  type OrgSearchHit,
  type OrgUser,
  type UserOrg,
} from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { people } from '../../platform/people.ts';
import type { MemberRow, OrgNodeWithChildren, OrgSearchRow, UserOrgRow } from './repo.ts';

export function nodeOut(r: OrgNodeWithChildren): OrgNode {
  return {
    customerCode: r.customerCode,
    customerRegisterName: r.customerRegisterName,
    parentCustomerCode: r.parentCustomerCode,
    companyLevel: r.companyLevel,
    socialcreditcode: r.socialcreditcode,
    status: r.status,
    cat: r.cat,
    catName: companyPlateName(r.cat),
    hasChildren: r.hasChildren,
    virtual: isVirtualOrgNode(r),
  };
}

/** A search hit with the codes of its ancestors from the root: its path without itself. */
export function hitOut(r: OrgSearchRow): OrgSearchHit {
  return { ...nodeOut(r), ancestors: r.path.split('.').slice(0, -1) };
}

export function userOrgOut(r: UserOrgRow): UserOrg {
  return { ...nodeOut(r), primary: r.isPrimary };
}

/** Members with their account, name and source, asked of the user area (platform/people.ts). */
export async function membersOut(deps: Deps, rows: readonly MemberRow[]): Promise<OrgUser[]> {
  const found = await people(deps).users([...new Set(rows.map((r) => r.userId))]);
  return rows.map((r) => {
    const p = found.get(r.userId);
    return {
      userId: r.userId,
      account: p?.account ?? '',
      userName: p?.userName ?? '',
      userSource: p?.userSource ?? 1,
      customerCode: r.customerCode,
      customerRegisterName: r.customerRegisterName,
      primary: r.isPrimary,
    };
  });
}
