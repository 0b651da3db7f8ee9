import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthApplyDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope, type AuthApplySide } from './keys.ts';

/** An application by its id, or by its process instance (a to-do row carries both). */
export interface ApplicationRef {
  id?: string;
  processInstId?: string;
}

/**
 * §7.2 GET detail: the application with its three lists and its approval (history, the caller's actions, return
 * targets, the task title). resAuthApplyGrzx/detail on the user centre, resAuthApply/detail on operations.
 */
export async function getApplication(side: AuthApplySide, ref: ApplicationRef): Promise<AuthApplyDetail | null> {
  const env = side === 'user' ? await request('resAuthApplyGrzxDetail', ref) : await request('resAuthApplyDetail', ref);
  return first(env) ?? null;
}

export const applicationQuery = (scope: AuthApplyScope, side: AuthApplySide, ref: ApplicationRef) =>
  queryOptions({ queryKey: authApplyKeys.application(scope, side, ref), queryFn: () => getApplication(side, ref) });

export function useApplication(scope: AuthApplyScope, side: AuthApplySide, ref: ApplicationRef | null) {
  return useQuery({ ...applicationQuery(scope, side, ref ?? {}), enabled: !!(ref?.id || ref?.processInstId) });
}
