/**
 * §7.4 organization calls on who belongs where: the caller's primary organisation, organisations and their subtrees;
 * a node's users; setting the primary organisation; adding users to a node. Another user's organisations, and setting
 * another user's primary one, need the button org:edit; a user's primary organisation is one they belong to.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { people } from '../../platform/people.ts';
import { endpoint } from '../../platform/routes.ts';
import type { Deps } from '../../platform/deps.ts';
import { searchUsers } from '../user/index.ts';
import * as O from './messages.ts';
import {
  addMembers,
  findOrgNode,
  membersList,
  membersOf,
  primaryOrg,
  setPrimaryOrg,
  userOrgs,
  userOrgsAndSubOrgs,
} from './repo.ts';
import { membersOut, nodeOut, userOrgOut } from './views.ts';

const read = { access: { menu: MENU.organisation.index } } as const;
/** Users matched by a keyword of the members' list: at most this many (a keyword is meant to narrow, not to list). */
const KEYWORD_MATCHES = 1000;
/** Candidates offered by the 添加用户 picker at once. */
const CANDIDATES = 20;

/** The user a call is about: the caller, or another user when the caller holds org:edit and the user exists. */
async function subjectOf(deps: Deps, req: FastifyRequest, userId: string | undefined): Promise<string> {
  const me = sessionOf(req).userId;
  if (!userId || userId === me) return me;
  if (!(await req.permissions()).btnPerms.has(BUTTON.org.edit)) throw fail.forbidden(M.PERMISSION_DENIED);
  if (!(await people(deps).users([userId])).has(userId)) throw fail.notFound(M.RECORD_NOT_FOUND);
  return userId;
}

export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;

  endpoint(app, 'orgGetPrimaryOrg', read, async (req) => {
    const row = await primaryOrg(db, sessionOf(req).userId);
    return ok(row ? [nodeOut(row)] : []);
  });

  endpoint(app, 'orgGetUserOrgs', read, async (req) => {
    const userId = await subjectOf(deps, req, req.query.userId);
    return ok((await userOrgs(db, userId)).map(userOrgOut));
  });

  endpoint(app, 'orgGetUserOrgsAndSubOrgs', read, async (req) =>
    ok((await userOrgsAndSubOrgs(db, sessionOf(req).userId)).map(nodeOut)),
  );

  endpoint(app, 'orgUsers', read, async (req) => {
    const { customerCode, includeSub, keyword, currentPage, pageSize } = req.body;
    const node = await findOrgNode(db, customerCode);
    if (!node) throw fail.notFound(M.RECORD_NOT_FOUND);
    // The keyword names users (account or name): the user area finds them, the membership query keeps those.
    const userIds = keyword ? (await searchUsers(db, keyword, KEYWORD_MATCHES)).map((u) => u.id) : undefined;
    const page = await pageOf(membersList(db, node, { includeSub, userIds }), currentPage, pageSize);
    return okPage({ ...page, records: await membersOut(deps, page.records) });
  });

  // The picker of 添加用户: users by account or name, for those who may add them.
  endpoint(app, 'orgUserCandidates', { access: { button: BUTTON.org.edit } }, async (req) =>
    ok(
      (await searchUsers(db, req.body.keyword, CANDIDATES)).map((u) => ({
        userId: u.id,
        account: u.account,
        userName: u.userName,
      })),
    ),
  );

  endpoint(app, 'orgUpdateUserPrimaryOrg', read, async (req) => {
    const s = sessionOf(req);
    const userId = await subjectOf(deps, req, req.body.userId);
    const node = await findOrgNode(db, req.body.customerCode);
    if (!node) throw fail.notFound(M.RECORD_NOT_FOUND);
    await db.transaction(async (tx) => {
      const before = await setPrimaryOrg(tx, userId, node.customerCode);
      if (before === undefined) throw fail.business(O.ORG_PRIMARY_NOT_MEMBER);
      if (before === node.customerCode) return;
      await audit(tx, s, {
        targetType: 'org',
        targetId: node.customerCode,
        action: 'org.primary',
        entId: null,
        summary: `设置用户 ${userId} 的主组织为「${node.customerRegisterName}」（${node.customerCode}）`,
        before: { userId, primary: before },
        after: { userId, primary: node.customerCode },
      });
    });
    const row = (await userOrgs(db, userId)).find((r) => r.customerCode === node.customerCode)!;
    return ok([userOrgOut(row)], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'orgAddOrgUser', { access: { button: BUTTON.org.edit }, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const node = await findOrgNode(db, req.body.customerCode);
    if (!node) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (node.status !== 1) throw fail.business(O.ORG_NODE_CANCELLED);
    const ids = [...new Set(req.body.userIds)];
    const known = await people(deps).users(ids);
    if (ids.some((id) => !known.has(id))) throw fail.notFound(M.RECORD_NOT_FOUND);
    const rows = await db.transaction(async (tx) => {
      const added = await addMembers(tx, node.customerCode, ids);
      if (added.length) {
        await audit(tx, s, {
          targetType: 'org',
          targetId: node.customerCode,
          action: 'org.addUser',
          entId: null,
          summary: `组织「${node.customerRegisterName}」添加用户 ${added.map((id) => known.get(id)!.account).join('、')}`,
          after: { userIds: added },
        });
      }
      return membersOf(tx, node.customerCode, ids);
    });
    return ok(await membersOut(deps, rows), M.SAVE_SUCCESS);
  });
}
