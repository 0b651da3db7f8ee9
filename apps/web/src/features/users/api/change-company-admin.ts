import { useMutation } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';

/** 变更企业管理员: asks the chosen user to take over (a type 5 notice; the change happens when they agree). */
export async function changeCompanyAdmin(toUserId: string): Promise<void> {
  await request('changeCompanyAdmin', { toUserId });
}

export function useChangeCompanyAdmin() {
  return useMutation({ mutationFn: changeCompanyAdmin });
}
