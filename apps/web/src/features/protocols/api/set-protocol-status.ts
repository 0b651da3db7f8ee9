import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtocolAdmin } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export interface ProtocolStatus {
  id: string;
  /** 1 in force, 0 withdrawn (no longer asked for). */
  status: 0 | 1;
}

export async function setProtocolStatus(body: ProtocolStatus): Promise<ProtocolAdmin | undefined> {
  return first(await request('protocolStatus', body));
}

/** Then the lists reload. */
export function useSetProtocolStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProtocolStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: protocolKeys.all }),
  });
}
