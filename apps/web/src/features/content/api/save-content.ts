import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail, Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** What the editor sends (the contract's contentFields). */
export interface ContentSave {
  /** Absent: a new article (contentAdd); present: contentUpdate (a new revision). */
  id?: string;
  title: string;
  contentSource: string;
  author: string;
  summary: string;
  content: string;
  coverFileId: string;
  contentSiteSubjects: { subjectId: string }[];
  attachmentFiles: { fileId: string; fileName: string }[];
  /** ISO time with offset; null: publish on approval. */
  publishTime: string | null;
  /** ISO time with offset; null: never taken off. */
  expireTime: string | null;
}

/** 保存草稿: contentAdd or contentUpdate; the envelope (its msg is shown, data[0] is the saved article). */
export async function saveContent({ id, ...body }: ContentSave): Promise<Envelope<ContentDetail>> {
  return id ? request('contentUpdate', { id, ...body }) : request('contentAdd', body);
}

/** Then the list, the details and the revisions reload. */
export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.contents() }),
  });
}
