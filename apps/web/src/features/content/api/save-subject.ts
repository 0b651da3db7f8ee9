import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, Subject } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface SubjectSave {
  /** Absent: a new channel (subjectAdd); present: subjectUpdate. */
  id?: string;
  siteId: string;
  /** '' for a top-level channel. */
  parentId: string;
  subjectName: string;
  sort: number;
  /** 1 显示, 0 隐藏. */
  state: 0 | 1;
}

/** 新增栏目 (subjectAdd) or 编辑 (subjectUpdate): the envelope, whose msg the page shows. */
export async function saveSubject({ id, ...body }: SubjectSave): Promise<Envelope<Subject>> {
  return id ? request('subjectUpdate', { id, ...body }) : request('subjectAdd', body);
}

/** Then the channels and the site options reload. */
export function useSaveSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSubject,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.subjects() }),
        client.invalidateQueries({ queryKey: contentKeys.siteOptions() }),
      ]),
  });
}
