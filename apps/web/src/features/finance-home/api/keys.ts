/** Query keys of the finance homes. The state carries the user and enterprise: a switch refetches. */
export const financeHomeKeys = {
  all: ['financeHome'] as const,
  homes: () => ['financeHome', 'homes'] as const,
  home: (routeUrl: string) => ['financeHome', 'home', routeUrl] as const,
  state: (routeUrl: string, userId: string, entId: string) =>
    ['financeHome', 'state', routeUrl, userId, entId] as const,
  states: (userId: string, entId: string) => ['financeHome', 'states', userId, entId] as const,
  news: (subjectId: string) => ['financeHome', 'news', subjectId] as const,
};
