import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Protocol } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export interface ProtocolSave {
  /** Absent: a new protocol. */
  id?: string;
  title: string;
  /** null: the portal's own service agreement. */
  productType: string | null;
  content: string;
  sort: number;
}

/** Adds or edits a protocol (a new text raises its version on the server). */
export async function saveProtocol(body: ProtocolSave): Promise<Protocol | undefined> {
  return first(await request('protocolSave', body));
}

/** Then the lists and the details reload. */
export function useSaveProtocol() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProtocol,
    onSuccess: () => client.invalidateQueries({ queryKey: protocolKeys.all }),
  });
}
