import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Protocol } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

/** A protocol with its (server-sanitised) text. */
export async function getProtocolDetail(id: string): Promise<Protocol | null> {
  return first(await request('protocolDetail', { id })) ?? null;
}

export const protocolDetailQuery = (id: string) =>
  queryOptions({ queryKey: protocolKeys.detail(id), queryFn: () => getProtocolDetail(id) });

/** Loads while `id` is set. */
export function useProtocolDetail(id: string | undefined) {
  return useQuery({ ...protocolDetailQuery(id ?? ''), enabled: Boolean(id) });
}
