import { useCallback, useMemo, useState } from 'react';
import type { OrgNode, OrgSearchHit } from '@portal/shared';
import { useLoadOrgChildren, useOrgChildren } from '../api/get-org-children.ts';
import { useOrgRoots } from '../api/get-org-roots.ts';

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

export interface OrgTreeState {
  roots: OrgNode[];
  rootsPending: boolean;
  rootsError: Error | null;
  refetchRoots: () => void;
  /** Children by parent code, for the parents whose children arrived. */
  childrenOf: ReadonlyMap<string, OrgNode[]>;
  /** Parents whose children failed to load. */
  failed: ReadonlySet<string>;
  /** Every node loaded so far, by code. */
  nodes: ReadonlyMap<string, OrgNode>;
  expandedKeys: readonly string[];
  setExpandedKeys: (keys: readonly string[]) => void;
  /** The tree's loadData: the children of a node being opened. */
  loadChildren: (code: string) => Promise<void>;
  /** Opens the tree down to a node (a search hit: its ancestors are loaded and expanded). */
  reveal: (hit: Pick<OrgSearchHit, 'customerCode' | 'ancestors'>) => Promise<void>;
  /** Loads and opens one node (after a child was added under it). */
  expand: (code: string) => Promise<void>;
}

/**
 * The lazily loaded organisation tree: the root(s) and their children (level 2) at first, a node's children when it
 * is opened. Each node's children are a query of their own, so a change to the tree refreshes what is open.
 */
export function useOrgTreeState(): OrgTreeState {
  const rootsQuery = useOrgRoots();
  const roots = useMemo(() => rootsQuery.data ?? [], [rootsQuery.data]);
  const rootCodes = useMemo(() => roots.map((n) => n.customerCode), [roots]);
  const [opened, setOpened] = useState<readonly string[]>([]);
  const parents = useMemo(() => union(rootCodes, opened), [rootCodes, opened]);
  const { byParent, failed } = useOrgChildren(parents);
  const load = useLoadOrgChildren();
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);
  const expandedKeys = expanded ?? rootCodes;

  const nodes = useMemo(() => {
    const map = new Map<string, OrgNode>();
    for (const n of roots) map.set(n.customerCode, n);
    for (const list of byParent.values()) for (const n of list) map.set(n.customerCode, n);
    return map;
  }, [roots, byParent]);

  const loadChildren = useCallback(
    async (code: string) => {
      await load(code);
      setOpened((prev) => (prev.includes(code) ? prev : [...prev, code]));
    },
    [load],
  );

  const open = useCallback(
    async (codes: readonly string[]) => {
      await Promise.all(codes.map((c) => load(c)));
      setOpened((prev) => union(prev, codes));
      setExpanded((prev) => union(prev ?? rootCodes, codes));
    },
    [load, rootCodes],
  );

  const reveal = useCallback(
    (hit: Pick<OrgSearchHit, 'customerCode' | 'ancestors'>) =>
      open(hit.ancestors.filter((c) => c !== hit.customerCode)),
    [open],
  );
  const expand = useCallback((code: string) => open([code]), [open]);

  return {
    roots,
    rootsPending: rootsQuery.isPending,
    rootsError: rootsQuery.error,
    refetchRoots: () => void rootsQuery.refetch(),
    childrenOf: byParent,
    failed,
    nodes,
    expandedKeys,
    setExpandedKeys: setExpanded,
    loadChildren,
    reveal,
    expand,
  };
}
