import { useMutation } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';

/** §4 Enterprise switch: the session moves to the enterprise; resolves with the envelope (code 200 on success). */
export function switchEnterprise(entId: string) {
  return request('switchEnterprise', { entId });
}

export function useSwitchEnterprise() {
  return useMutation({ mutationFn: switchEnterprise });
}
