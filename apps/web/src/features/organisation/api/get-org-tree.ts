import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

/** §7.4 GET organization/getAll without a parent: the whole tree as a flat list (the change form's pickers). */
export async function getOrgTree(): Promise<OrgNode[]> {
  const env = await request('orgGetAll', {});
  return env.data ?? [];
}

export const orgTreeQuery = () => queryOptions({ queryKey: orgKeys.whole(), queryFn: getOrgTree, staleTime: 60_000 });

export function useOrgTree(enabled = true) {
  return useQuery({ ...orgTreeQuery(), enabled });
}
