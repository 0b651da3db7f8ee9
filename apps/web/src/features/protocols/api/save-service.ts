import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductService } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export interface ServiceSave {
  /** Absent: a new service. */
  id?: string;
  productType: string;
  serviceName: string;
  description: string;
  sort: number;
}

export async function saveService(body: ServiceSave): Promise<ProductService | undefined> {
  return first(await request('serviceSave', body));
}

/** Then the list reloads. */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: () => client.invalidateQueries({ queryKey: protocolKeys.services() }),
  });
}
