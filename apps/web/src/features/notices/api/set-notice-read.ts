import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeRecord } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import type { NoticeScope } from '../../../platform/notices/keys.ts';
import { refreshNotices } from '../../../platform/notices/refresh.ts';

/** §4 Notice: an unread notice becomes read (status 1) when opened (§7.6 payload: userId, id, entId, status, type). */
export function setNoticeRead(scope: NoticeScope, notice: Pick<NoticeRecord, 'id' | 'noticeType'>) {
  return request('noticeSetRead', {
    userId: scope.userId,
    entId: scope.entId,
    id: notice.id,
    status: 1,
    noticeType: notice.noticeType,
  });
}

/** Then the list refreshes and the category's unread count drops (§4), and the bell recomputes its dot. */
export function useSetNoticeRead(scope: NoticeScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notice: Pick<NoticeRecord, 'id' | 'noticeType'>) => setNoticeRead(scope, notice),
    onSuccess: () => refreshNotices(client, scope),
  });
}
