import { useQuery } from '@tanstack/react-query';
import { contentPageQuery } from './get-content-page.ts';

/** The most recently changed articles (contentPage answers the newest change first), for the /CMS overview. */
export function useLatestContents(count: number, enabled = true) {
  return useQuery({ ...contentPageQuery({ currentPage: 1, pageSize: count }), enabled });
}
