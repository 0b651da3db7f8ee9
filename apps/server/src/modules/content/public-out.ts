/** A published article as its readers get it (the public news pages and the knowledge base). */
import { toDisplayTime, type PublicContent, type SearchResult } from '@portal/shared';
import type { PublicRecord, SearchRecord } from './public-repo.ts';
import { highlight, snippet } from './search.ts';

export const publicOut = (r: PublicRecord): PublicContent => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  contentSource: r.contentSource,
  author: r.author,
  coverFileId: r.coverFileId,
  subjectNames: r.subjectNames,
  publishTime: r.publishTime ? toDisplayTime(r.publishTime) : '',
  views: r.views,
  likes: r.likes,
});

/** A search hit: the title and a snippet of the text with the query's words marked. */
export const searchOut = (r: SearchRecord, words: readonly string[]): SearchResult => ({
  ...publicOut(r),
  titleHighlight: highlight(r.title, words),
  snippet: snippet(r.plainText, words),
  rank: Number(r.rank),
});
