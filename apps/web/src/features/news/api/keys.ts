/**
 * Query keys of the public news pages. The lists and the search are the same for everyone; the detail carries the
 * reader (signed in or not: `liked` differs), so signing in or out refetches it.
 */
export interface NewsPageKey {
  siteCode: string;
  subjectId?: string;
  currentPage: number;
  pageSize: number;
}

export interface NewsSearchKey {
  keyword: string;
  siteCode: string;
  currentPage: number;
  pageSize: number;
}

export interface KnowledgePageQuery {
  subjectId?: string;
  order: 'latest' | 'views';
  currentPage: number;
  pageSize: number;
}

export interface KnowledgeSearchQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export const newsKeys = {
  all: ['news'] as const,
  siteOptions: () => [...newsKeys.all, 'site-options'] as const,
  pages: () => [...newsKeys.all, 'page'] as const,
  page: (q: NewsPageKey) => [...newsKeys.pages(), q] as const,
  searches: () => [...newsKeys.all, 'search'] as const,
  search: (q: NewsSearchKey) => [...newsKeys.searches(), q] as const,
  details: () => [...newsKeys.all, 'detail'] as const,
  /** `reader`: the signed-in user's id, '' for a visitor. */
  detail: (id: string, reader: string) => [...newsKeys.details(), id, reader] as const,
  /**
   * The knowledge base (an internal site: only its holders read it), per reader (the signed-in user's id), so
   * another session never sees a cached answer of the one before.
   */
  knowledge: (reader: string) => [...newsKeys.all, 'knowledge', reader] as const,
  knowledgePage: (reader: string, q: KnowledgePageQuery) => [...newsKeys.knowledge(reader), 'page', q] as const,
  knowledgeSearch: (reader: string, q: KnowledgeSearchQuery) => [...newsKeys.knowledge(reader), 'search', q] as const,
  knowledgeDetail: (reader: string, id: string) => [...newsKeys.knowledge(reader), 'detail', id] as const,
};
