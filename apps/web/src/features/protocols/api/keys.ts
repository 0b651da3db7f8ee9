/**
 * Query keys of the protocol area. The administration's lists are portal-wide; what a user accepted is per user and
 * enterprise, so those keys carry both (an enterprise switch refetches).
 */
export interface AgreementScope {
  userId: string;
  entId: string;
}

export const protocolKeys = {
  all: ['protocols'] as const,
  adminPages: () => [...protocolKeys.all, 'admin', 'page'] as const,
  details: () => [...protocolKeys.all, 'detail'] as const,
  detail: (id: string) => [...protocolKeys.details(), id] as const,
  products: () => [...protocolKeys.all, 'products'] as const,
  services: () => [...protocolKeys.all, 'services'] as const,
  mine: (s: AgreementScope) => [...protocolKeys.all, 'mine', s.userId, s.entId] as const,
  portal: (s: AgreementScope) => [...protocolKeys.all, 'portal', s.userId, s.entId] as const,
};
