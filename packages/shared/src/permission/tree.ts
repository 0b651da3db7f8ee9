/**
 * §4 Permission tree: the menu tree a type-3 application (role-permission assignment) picks new permissions from.
 *
 * Rules (spec §4):
 * - checking a node also checks all its descendants and all its ancestors (a page without its parent menu, or a
 *   menu without its pages and buttons, is of no use to a role);
 * - unchecking a node removes it and its descendants. Its ancestors stay checked, even when the last checked
 *   child goes: the spec names only the children, and a parent menu on its own is still a valid grant that the
 *   applicant may want (it is easy to uncheck it too);
 * - permissions the role already holds are disabled: checking or unchecking them does nothing, they are shown
 *   checked, and they are never submitted.
 *
 * State is immutable: every operation returns a new state. The tree is indexed once (parents, descendants, order)
 * so each click is proportional to the nodes it touches, not to the tree.
 */

/** The part of a §3 MenuItem the tree needs; MenuItem itself fits. */
export interface PermissionNode {
  menuId: string;
  children?: readonly PermissionNode[] | null;
}

/** Parent, children and depth-first order of every node, built once per tree. */
export interface PermissionTreeIndex {
  /** null for a root. */
  readonly parentOf: ReadonlyMap<string, string | null>;
  readonly childrenOf: ReadonlyMap<string, readonly string[]>;
  /** Depth-first pre-order; the submitted list follows it so it is stable whatever the click order. */
  readonly order: readonly string[];
}

export interface PermissionTreeState {
  readonly index: PermissionTreeIndex;
  /** Permissions the role already holds (only those present in the tree): disabled, never submitted. */
  readonly held: ReadonlySet<string>;
  /** What the applicant checked; never contains a held id. */
  readonly checked: ReadonlySet<string>;
}

/** What antd's Tree needs with `checkStrictly`: fully checked, half checked and disabled keys. */
export interface PermissionTreeView {
  checked: string[];
  halfChecked: string[];
  disabled: string[];
}

/** Index a menu tree. A menuId met twice keeps its first place (a malformed tree must not loop). */
export function indexPermissionTree(tree: readonly PermissionNode[]): PermissionTreeIndex {
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  const order: string[] = [];
  const visit = (nodes: readonly PermissionNode[], parent: string | null) => {
    for (const node of nodes) {
      if (parentOf.has(node.menuId)) continue;
      parentOf.set(node.menuId, parent);
      childrenOf.set(node.menuId, []);
      if (parent !== null) childrenOf.get(parent)?.push(node.menuId);
      order.push(node.menuId);
      if (node.children) visit(node.children, node.menuId);
    }
  };
  visit(tree, null);
  return { parentOf, childrenOf, order };
}

/** §4: the disabled set: the held ids that are in the tree (ids of other products' menus are irrelevant here). */
export function disabledPermissionIds(index: PermissionTreeIndex, heldIds: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const id of heldIds) if (index.parentOf.has(id)) out.add(id);
  return out;
}

/**
 * A state for the tree with the role's held permissions. `initiallyChecked` restores a saved application (edit
 * and approve modes) as it was stored, without cascading: the stored list is already the result of the rules.
 * Unknown and held ids in it are dropped.
 */
export function createPermissionTreeState(
  tree: readonly PermissionNode[] | PermissionTreeIndex,
  heldIds: Iterable<string> = [],
  initiallyChecked: Iterable<string> = [],
): PermissionTreeState {
  const index = isIndex(tree) ? tree : indexPermissionTree(tree);
  const held = disabledPermissionIds(index, heldIds);
  const checked = new Set<string>();
  for (const id of initiallyChecked) if (index.parentOf.has(id) && !held.has(id)) checked.add(id);
  return { index, held, checked };
}

function isIndex(value: readonly PermissionNode[] | PermissionTreeIndex): value is PermissionTreeIndex {
  return !Array.isArray(value);
}

function descendants(index: PermissionTreeIndex, id: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    out.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return out;
}

function ancestors(index: PermissionTreeIndex, id: string): string[] {
  const out: string[] = [];
  for (let p = index.parentOf.get(id) ?? null; p !== null; p = index.parentOf.get(p) ?? null) out.push(p);
  return out;
}

/**
 * §4 check: the node, all its descendants and all its ancestors become checked. Held nodes are skipped (they are
 * already granted) but the cascade goes through them, so an unheld button under a held page is checked too.
 * A held or unknown id changes nothing.
 */
export function check(state: PermissionTreeState, id: string): PermissionTreeState {
  if (!state.index.parentOf.has(id) || state.held.has(id)) return state;
  const checked = new Set(state.checked);
  for (const n of [id, ...descendants(state.index, id), ...ancestors(state.index, id)]) {
    if (!state.held.has(n)) checked.add(n);
  }
  return { ...state, checked };
}

/**
 * §4 uncheck: the node and all its descendants are removed. Ancestors stay checked, even when this was their last
 * checked child (see the file comment). A held or unknown id changes nothing.
 */
export function uncheck(state: PermissionTreeState, id: string): PermissionTreeState {
  if (!state.index.parentOf.has(id) || state.held.has(id)) return state;
  const checked = new Set(state.checked);
  for (const n of [id, ...descendants(state.index, id)]) checked.delete(n);
  return { ...state, checked };
}

/** Check or uncheck, as a Tree's onCheck gives it (`checked` is the new value of the clicked node). */
export function toggle(state: PermissionTreeState, id: string, checked: boolean): PermissionTreeState {
  return checked ? check(state, id) : uncheck(state, id);
}

/** Shown as checked: what the applicant checked plus what the role holds. */
export function isEffectivelyChecked(state: PermissionTreeState, id: string): boolean {
  return state.checked.has(id) || state.held.has(id);
}

/**
 * The ids to submit (resRoleMenuApplyList), in tree order: the checked ones, never a held one (§4 "excluded").
 */
export function permissionIdsToSubmit(state: PermissionTreeState): string[] {
  return state.index.order.filter((id) => state.checked.has(id) && !state.held.has(id));
}

/**
 * For display with antd's `checkStrictly` (the cascade is ours, not antd's): a node is fully checked when it and
 * all its descendants are effectively checked; half checked when it or some descendant is, but not all. So a
 * parent kept after its last child was unchecked shows half checked: it is in the list, its children are not.
 */
export function permissionTreeView(state: PermissionTreeState): PermissionTreeView {
  const full = new Map<string, boolean>();
  const any = new Map<string, boolean>();
  // Reverse pre-order visits every child before its parent.
  for (let i = state.index.order.length - 1; i >= 0; i--) {
    const id = state.index.order[i];
    const kids = state.index.childrenOf.get(id) ?? [];
    const self = isEffectivelyChecked(state, id);
    full.set(id, self && kids.every((k) => full.get(k) === true));
    any.set(id, self || kids.some((k) => any.get(k) === true));
  }
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const id of state.index.order) {
    if (full.get(id)) checked.push(id);
    else if (any.get(id)) halfChecked.push(id);
  }
  return { checked, halfChecked, disabled: state.index.order.filter((id) => state.held.has(id)) };
}
