/** Query keys of the header area. The user and enterprise are part of each key: a switch refetches. */
export const headerKeys = {
  all: ['header'] as const,
  enterprises: (userId: string, entId: string) => ['header', 'enterprises', userId, entId] as const,
  notificationDot: (userId: string, entId: string) => ['header', 'notificationDot', userId, entId] as const,
};
