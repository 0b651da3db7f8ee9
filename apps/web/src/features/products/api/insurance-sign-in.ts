import { useQuery } from '@tanstack/react-query';
import type { InsuranceIdentity } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';

/**
 * §2.2 /insurance/auth: a one-time ticket from the portal (getBxhxToken), handed to the insurance service, which
 * answers the identity it signs the user in with. The ticket is used at once and never kept.
 */
export async function insuranceSignIn(): Promise<InsuranceIdentity | null> {
  const ticket = first(await request('getBxhxToken', {}));
  if (!ticket) return null;
  return first(await request('insuranceTicketRedeem', { ticket: ticket.ticket })) ?? null;
}

/** One sign-in per visit of the page (a ticket is single-use: never retried, never reused from a cache). */
export function useInsuranceSignIn(userId: string, entId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['insurance-sign-in', userId, entId],
    queryFn: insuranceSignIn,
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
