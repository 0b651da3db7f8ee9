/** A published article as its readers get it (the public news pages and the knowledge base). */
import { toDisplayTime, type PublicContent } from '@portal/shared';
import type { PublicRecord } from './repo.ts';

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
