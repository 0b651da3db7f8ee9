import { useMutation } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';

export interface AgreeProtocols {
  productType: string;
  /** Exactly the outstanding protocols at the versions shown (the server refuses anything else). */
  protocols: { id: string; version: number }[];
}

/** §7.4 toAgreeByCheckAgreement: accepts every outstanding protocol of the product at once. */
export async function agreeProtocols(body: AgreeProtocols): Promise<void> {
  await request('toAgreeByCheckAgreement', body);
}

export function useAgreeProtocols() {
  return useMutation({ mutationFn: agreeProtocols });
}
