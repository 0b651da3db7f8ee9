/** §7.4 management: an enterprise administrator lists the enterprise's users and enables or disables them. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, maskPhone } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { roleNamesByUser } from '../permission/index.ts';
import { isMember, pageEnterpriseUsers, setUserStatus } from './repo.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'findEntUserByPage', { access: { button: BUTTON.user.query } }, async (req) => {
    const s = sessionOf(req);
    const { account, userName, currentPage, pageSize } = req.body;
    const { rows, total } = await pageEnterpriseUsers(db, s.entId, { account, userName }, currentPage, pageSize);
    const roleNames = await roleNamesByUser(
      db,
      s.entId,
      rows.map((r) => r.userId),
    );
    const records = rows.map((r) => ({
      ...r,
      phone: r.phone ? maskPhone(r.phone) : null,
      roleNames: roleNames.get(r.userId) ?? [],
    }));
    return okPage({ records, current: currentPage, size: pageSize, total });
  });

  endpoint(app, 'editStatus', { access: { button: BUTTON.user.editStatus } }, async (req) => {
    const s = sessionOf(req);
    // Another enterprise's user gets the same answer as a missing one.
    if (!(await isMember(db, req.body.userId, s.entId))) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (req.body.userId === s.userId) throw fail.business(M.CANNOT_DISABLE_SELF);
    await setUserStatus(db, req.body.userId, req.body.status);
    if (req.body.status === 0) await app.deps.sessions.endAllFor(req.body.userId, 'disabled');
    else await app.deps.sessions.changed(req.body.userId);
    return ok([], M.OPERATION_SUCCESS);
  });
}
