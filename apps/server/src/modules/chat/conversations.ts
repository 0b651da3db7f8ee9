/**
 * The chat area's rules beyond a query: who is a conversation's member, who counts as a service account, opening the
 * user's conversation, and the answer shapes (names come from the user area through its index).
 */
import { MENU, normalizePath, type ChatConversation, type ChatMessage } from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { enterpriseOf, userNameOf } from '../user/index.ts';
import {
  closeConversation,
  deleteDraft,
  findConversation,
  findOpenConversation,
  insertDraftConversation,
  type ConversationRow,
  type ConversationWithUnread,
  type MessageRow,
  type Side,
} from './repo.ts';

export const CHAT_MSG = {
  notFound: '会话不存在或无权访问',
  takenByOther: '该会话已被其他客服接入',
  closed: '该会话已结束',
  ownConversation: '不能接入自己发起的咨询',
  notTaken: '请先接入该会话再回复',
  emptyText: '消息内容不能为空',
  busy: '会话创建繁忙，请稍后重试',
  taken: '接入成功',
  closedOk: '会话已结束',
} as const;

/** The offline notice's text (§3.1 type 15, 在线咨询). */
export const CHAT_NOTICE_TEXT = '客服已回复您的在线咨询，请前往查看。';

const CONSOLE_KEY = normalizePath(MENU.chat.console).toLowerCase();

/** A service account: granted the service console's menu in the enterprise (the access check's own rule). */
export async function isServiceAccount(deps: Pick<Deps, 'permissions'>, userId: string, entId: string) {
  const perms = await deps.permissions.forUser(userId, entId);
  return perms.menuPaths.has(CONSOLE_KEY);
}

/** The caller's side of a conversation: its user, the service account that took it, or no member. */
export function sideOf(conv: Pick<ConversationRow, 'userId' | 'serviceUserId'>, userId: string): Side | null {
  if (conv.userId === userId) return 'user';
  if (conv.serviceUserId === userId) return 'service';
  return null;
}

/**
 * The caller's open conversation (draft, queued or active) in the session's enterprise, or null. Only reads: opening
 * the sphere or the consultation page creates nothing (a conversation is queued by its first message).
 */
export async function mineConversation(
  deps: Pick<Deps, 'db'>,
  userId: string,
  entId: string,
): Promise<ConversationWithUnread | null> {
  const open = await findOpenConversation(deps.db, userId);
  return open && open.entId === entId ? open : null;
}

/**
 * The user starts a consultation in the session's enterprise: their open one there, or a new draft (queued by its
 * first message, which service then sees). A user has at most one open conversation (the partial unique index): one
 * left open in another enterprise is closed first (a draft there is dropped), since the user now consults as the
 * enterprise in use. Concurrent calls create one; the others re-read it.
 */
export async function startConversation(
  deps: Pick<Deps, 'db' | 'bus'>,
  userId: string,
  entId: string,
): Promise<ConversationWithUnread> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const open = await findOpenConversation(deps.db, userId);
    if (open && open.entId === entId) return open;
    if (open?.status === 'draft') await deleteDraft(deps.db, open.id);
    else if (open && (await closeConversation(deps.db, open.id, null))) {
      await deps.bus.publish({ type: 'chat.conversation', conversationId: open.id });
    }
    const id = await insertDraftConversation(deps.db, userId, entId);
    if (id) {
      const created = await findConversation(deps.db, id, 'user');
      if (created) return created;
    }
  }
  throw fail.business(CHAT_MSG.busy);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function conversationToApi(deps: Deps, r: ConversationRow, unread: number): Promise<ChatConversation> {
  const [userName, ent, serviceUserName] = await Promise.all([
    userNameOf(deps, r.userId),
    enterpriseOf(deps, r.userId, r.entId),
    r.serviceUserId ? userNameOf(deps, r.serviceUserId) : Promise.resolve(null),
  ]);
  return {
    conversationId: r.id,
    status: r.status,
    userId: r.userId,
    userName: userName ?? '',
    entId: r.entId,
    entName: ent?.name ?? '',
    serviceUserId: r.serviceUserId,
    serviceUserName,
    createdAt: r.createdAt.toISOString(),
    takenAt: iso(r.takenAt),
    closedAt: iso(r.closedAt),
    lastMessageAt: iso(r.lastMessageAt),
    lastMessage: r.lastMessage,
    unread,
  };
}

/** Names of several users, each looked up once (the user area's cached directory). */
export async function namesOf(deps: Deps, userIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const names = await Promise.all(ids.map((id) => userNameOf(deps, id)));
  return new Map(ids.map((id, i) => [id, names[i] ?? '']));
}

export function messageToApi(r: MessageRow, names: Map<string, string>): ChatMessage {
  return {
    id: String(r.id),
    conversationId: r.conversationId,
    senderId: r.senderId,
    senderName: names.get(r.senderId) ?? '',
    fromService: r.fromService,
    text: r.text,
    sentAt: r.sentAt.toISOString(),
  };
}
