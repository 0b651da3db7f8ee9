/** System notices of operations (/systemMonitoring/push): send to users or enterprises, pick them, list the sends. */
import type { FastifyInstance } from 'fastify';
import { BUTTON, type NoticeRecipient } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { pageOf } from '../../platform/paging.ts';
import { searchEnterprises, searchUsers, userNameOf } from '../user/index.ts';
import { noticeSendList } from './repo.ts';
import { sendSystemNotice } from './service.ts';

const access = { button: BUTTON.notice.send };
/** Of each kind, in one search. */
const SEARCH_LIMIT = 20;

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export async function sendRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;

  endpoint(app, 'sendNotification', { access, writeLimit: true }, async (req) => {
    const recipients = await sendSystemNotice(deps, sessionOf(req), req.body);
    return ok([{ recipients }], '发送成功');
  });

  endpoint(app, 'noticeRecipientSearch', { access }, async (req) => {
    const { keyword } = req.query;
    const [users, ents] = await Promise.all([
      searchUsers(db, keyword, SEARCH_LIMIT),
      searchEnterprises(db, keyword, SEARCH_LIMIT),
    ]);
    const out: NoticeRecipient[] = [
      ...users.map((u) => ({ kind: 'user' as const, id: u.id, name: u.userName, detail: u.account })),
      ...ents.map((e) => ({ kind: 'enterprise' as const, id: e.id, name: e.name, detail: e.creditCode })),
    ];
    return ok(out);
  });

  endpoint(app, 'noticeSendPage', { access }, async (req) => {
    const { currentPage, pageSize } = req.query;
    const page = await pageOf(noticeSendList(db), currentPage, pageSize);
    const records = await Promise.all(
      page.records.map(async (r) => ({
        id: r.id,
        content: r.content,
        senderName: (await userNameOf(deps, r.senderId)) ?? '',
        recipients: r.recipients,
        readCount: Number(r.readCount),
        userIds: ids(r.userIds),
        entIds: ids(r.entIds),
        createdAt: r.createdAt.toISOString(),
      })),
    );
    return okPage({ ...page, records });
  });
}
