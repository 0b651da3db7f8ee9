import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessScope } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { businessKeys } from './keys.ts';

/** 同意授权: the grant, answered with the platform's address carrying the one-time code. */
export async function grantBusiness(body: { client: string; scopes: BusinessScope[]; state: string }) {
  const res = await request('businessGrant', body);
  return { msg: res.msg, redirect: first(res)?.redirect ?? '' };
}

/** 拒绝: the platform's address carrying access_denied. */
export async function refuseBusiness(body: { client: string; state: string }) {
  const res = await request('businessRefuse', body);
  return { msg: res.msg, redirect: first(res)?.redirect ?? '' };
}

export function useGrantBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantBusiness,
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

export function useRefuseBusiness() {
  return useMutation({ mutationFn: refuseBusiness });
}
