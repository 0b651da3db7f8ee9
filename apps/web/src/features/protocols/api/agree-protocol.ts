import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export interface AgreeProtocol {
  protocolId: string;
  /** The version the user read (refused when a newer one is in force). */
  version: number;
}

/** Accepts one version of one protocol in the current enterprise. */
export async function agreeProtocol(body: AgreeProtocol): Promise<void> {
  await request('agree', body);
}

/** Then (accepted or refused as outdated) what the user accepted reloads. */
export function useAgreeProtocol() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agreeProtocol,
    onSettled: () => client.invalidateQueries({ queryKey: protocolKeys.all }),
  });
}
