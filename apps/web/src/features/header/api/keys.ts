/**
 * Query keys of the header area. The user and enterprise are part of each key: a switch refetches. The bell's dot and
 * latest notices are keyed under the notices (platform/notices/keys.ts): the real-time channel refreshes them.
 */
export const headerKeys = {
  all: ['header'] as const,
  enterprises: (userId: string, entId: string) => ['header', 'enterprises', userId, entId] as const,
};
