/** Query keys of the e-commerce authorisation; the enterprise is part of each key: a switch refetches. */
export const businessKeys = {
  all: ['business'] as const,
  request: (entId: string, client: string, scope: string) => ['business', 'request', entId, client, scope] as const,
  grants: (entId: string) => ['business', 'grants', entId] as const,
};
