/**
 * The organisation tree (§3 node, §9 levels 1–4, root 10000001, virtual nodes 222222/333333) as the parent picker
 * of the organisation-change form uses it.
 */
import { COMPANY_LEVELS, ROOT_ORG_CODE, VIRTUAL_ORG_CODES } from '../constants.ts';
import type { OrgTreeNode } from './types.ts';

const MAX_LEVEL = COMPANY_LEVELS[COMPANY_LEVELS.length - 1];

export function isRootOrgNode(node: Pick<OrgTreeNode, 'customerCode'>): boolean {
  return node.customerCode === ROOT_ORG_CODE;
}

/** §9 virtual "other" nodes: groupings of the tree, not companies (no credit code, cannot be changed). */
export function isVirtualOrgNode(node: Pick<OrgTreeNode, 'customerCode'>): boolean {
  return (VIRTUAL_ORG_CODES as readonly string[]).includes(node.customerCode);
}

/** §5 level = parent level + 1. */
export function childLevel(parentLevel: number): number {
  return parentLevel + 1;
}

/**
 * §5 "Level-4 tree nodes are not selectable" as a parent: a child of level 4 would be level 5, beyond §9's four
 * levels. The root and the virtual nodes are selectable: new companies hang under them.
 */
export function isSelectableParent(node: Pick<OrgTreeNode, 'companyLevel'>): boolean {
  return node.companyLevel < MAX_LEVEL;
}

/**
 * A company an application of type 2 (change) or 3 (cancel) may name: a real company, so not the root and not a
 * virtual node.
 */
export function isSelectableCompany(node: Pick<OrgTreeNode, 'customerCode'>): boolean {
  return !isRootOrgNode(node) && !isVirtualOrgNode(node);
}

export interface OrgTreeOption extends OrgTreeNode {
  /** For antd TreeSelect: level-4 nodes are shown but cannot be picked as a parent. */
  disabled: boolean;
  virtual: boolean;
  children: OrgTreeOption[];
}

/**
 * The flat node list (organization/getAll) as a tree for the parent picker. Roots are the nodes whose parent is
 * not in the list (normally only 10000001); children keep the list's order.
 */
export function buildOrgTree(nodes: readonly OrgTreeNode[]): OrgTreeOption[] {
  const byCode = new Map<string, OrgTreeOption>();
  for (const n of nodes) {
    if (!byCode.has(n.customerCode)) {
      byCode.set(n.customerCode, {
        ...n,
        disabled: !isSelectableParent(n),
        virtual: isVirtualOrgNode(n),
        children: [],
      });
    }
  }
  const roots: OrgTreeOption[] = [];
  for (const option of byCode.values()) {
    const parent = option.parentCustomerCode ? byCode.get(option.parentCustomerCode) : undefined;
    // A node that names itself as parent would hide itself and its subtree: treat it as a root.
    if (parent && parent !== option) parent.children.push(option);
    else roots.push(option);
  }
  return roots;
}
