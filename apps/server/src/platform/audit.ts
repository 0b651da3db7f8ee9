/**
 * The audit log (issue 12): every change to a role, a menu, a grant, a user's status or a product is written with
 * audit() inside the change's own transaction — who, when, what, before and after — so a change cannot commit
 * without its row, and a rolled-back change leaves none. Read on /Base/auth-management/audit (permission module).
 */
import type { AuditAction, AuditTarget } from '@portal/shared';
import type { DbOrTx } from '../db/client.ts';
import type { SessionContext } from './auth/sessions.ts';
import { insertAudit } from './repo.ts';

export interface AuditEntry {
  targetType: AuditTarget;
  targetId: string;
  action: AuditAction;
  /** The enterprise the change belongs to; null for portal-wide records (menus, products, portal roles). */
  entId: string | null;
  /** A readable line: the target's name and what changed. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

export function audit(tx: DbOrTx, actor: Pick<SessionContext, 'userId' | 'account'>, entry: AuditEntry): Promise<void> {
  return insertAudit(tx, {
    actorId: actor.userId,
    actorAccount: actor.account,
    entId: entry.entId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    action: entry.action,
    summary: entry.summary.slice(0, 500),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
