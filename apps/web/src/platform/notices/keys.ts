/**
 * Query keys of the notices (§3 Notice, §4 Notification dot). The header's bell and the notices area (message centre,
 * detail) read the same server data, and the real-time channel refreshes it for both, so the key factory lives here
 * rather than in one of the two features. The user and the enterprise are part of each key: a switch refetches.
 */
export interface NoticeScope {
  userId: string;
  entId: string;
}

const base = (s: NoticeScope) => ['notices', s.userId, s.entId] as const;

export const noticeKeys = {
  all: ['notices'] as const,
  scope: base,
  /** §4 the bell's dot (the latest unread notice). */
  dot: (s: NoticeScope) => [...base(s), 'dot'] as const,
  /** What a new or read notice changes: the panel's latest notices, the category counts and the pages. */
  lists: (s: NoticeScope) => [...base(s), 'lists'] as const,
  latest: (s: NoticeScope, limit: number) => [...base(s), 'lists', 'latest', limit] as const,
  categories: (s: NoticeScope) => [...base(s), 'lists', 'categories'] as const,
  pages: (s: NoticeScope) => [...base(s), 'lists', 'page'] as const,
  page: (s: NoticeScope, category: string, page: number) => [...base(s), 'lists', 'page', category, page] as const,
  detail: (s: NoticeScope, id: string) => [...base(s), 'detail', id] as const,
};
