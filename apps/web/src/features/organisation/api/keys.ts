/**
 * Query keys of the organisation area. `tree` groups every read of the tree (the roots, a node's children, the
 * whole flat list of the pickers, searches and the 下级单位 pages): a direct change (addOrg, updateOrg) or an
 * approved change application makes all of them stale. The change applications are per user and enterprise (an
 * enterprise switch refetches); a submit or an approval makes `changes` stale.
 */
export interface OrgScope {
  userId: string;
  entId: string;
}

const all = ['organisation'] as const;
const tree = () => [...all, 'tree'] as const;
const changes = (s: OrgScope) => [...all, 'changes', s.userId, s.entId] as const;

export const orgKeys = {
  all,
  tree,
  roots: () => [...tree(), 'roots'] as const,
  children: (parentCustomerCode: string) => [...tree(), 'children', parentCustomerCode] as const,
  whole: () => [...tree(), 'whole'] as const,
  search: (query: object) => [...tree(), 'search', query] as const,
  subOrgs: (query: object) => [...tree(), 'sub', query] as const,
  users: (query: object) => [...all, 'users', query] as const,
  candidates: (keyword: string) => [...all, 'candidates', keyword] as const,
  changes,
  changePage: (s: OrgScope, query: object) => [...changes(s), 'page', query] as const,
  change: (s: OrgScope, id: string) => [...changes(s), 'one', id] as const,
};
