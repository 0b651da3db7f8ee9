import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductService } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export async function setServiceStatus(body: { id: string; status: 0 | 1 }): Promise<ProductService | undefined> {
  return first(await request('serviceStatus', body));
}

/** Then the list reloads. */
export function useSetServiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setServiceStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: protocolKeys.services() }),
  });
}
