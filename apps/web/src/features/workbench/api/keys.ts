/** Query keys of the workbench area. The user and enterprise are part of each key: a switch refetches. */
export const workbenchKeys = {
  all: ['workbench'] as const,
  openProducts: (userId: string, entId: string) => ['workbench', 'openProducts', userId, entId] as const,
};
