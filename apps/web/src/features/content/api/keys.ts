/**
 * Query keys of the content area's editors' pages. The lists are portal-wide (every editor sees every site's
 * articles), so the keys carry no user. The second level groups what one change makes stale: a site change refreshes
 * `sites`, `siteOptions` and `subjects` (they show the site's name); a channel change `subjects` and `siteOptions`;
 * an article's save, move, submit, restore or review refreshes `contents` (the list, the details, the revisions) and
 * `workflow` (its review's history).
 */
export const contentKeys = {
  all: ['content'] as const,
  sites: () => [...contentKeys.all, 'sites'] as const,
  sitePage: (q: object) => [...contentKeys.sites(), 'page', q] as const,
  siteOptions: () => [...contentKeys.all, 'siteOptions'] as const,
  subjects: () => [...contentKeys.all, 'subjects'] as const,
  subjectPage: (q: object) => [...contentKeys.subjects(), 'page', q] as const,
  contents: () => [...contentKeys.all, 'contents'] as const,
  contentPage: (q: object) => [...contentKeys.contents(), 'page', q] as const,
  detail: (id: string) => [...contentKeys.contents(), 'detail', id] as const,
  revisions: (id: string) => [...contentKeys.contents(), 'revisions', id] as const,
  revision: (id: string, revision: number) => [...contentKeys.contents(), 'revision', id, revision] as const,
  workflows: () => [...contentKeys.all, 'workflow'] as const,
  workflow: (processInstId: string) => [...contentKeys.workflows(), processInstId] as const,
};
