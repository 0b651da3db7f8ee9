/**
 * The e-commerce platforms' identity requests (§2.2 /business/loginsso) and the enterprise's grants (/business/index).
 * Only the enterprise's company admin grants, refuses or revokes; the platform redeems a grant's one-time code (a
 * signed ticket, platform/signed-ticket.ts) once, for the fields granted, and reads nothing once it is revoked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as M from '@portal/shared';
import {
  BUSINESS_CODE_TTL_SECONDS,
  BUSINESS_SCOPES,
  SYSTEM_ROLES,
  maskPhone,
  type BusinessGrant,
  type BusinessScope,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { pageOf } from '../../platform/paging.ts';
import { openTicket, signTicket, ticketNonce, ticketSecret } from '../../platform/signed-ticket.ts';
import { enterpriseOf, userBriefOf, userNameOf } from '../user/index.ts';
import {
  clientNames,
  findClient,
  grant,
  grantList,
  insertCode,
  liveGrant,
  redeemCode,
  revoke,
  type GrantRow,
} from './repo.ts';

export const BUSINESS_MSG = {
  unknownClient: '电商平台未登记或已停用',
  adminOnly: '只有本企业的企业管理员可以授权或撤销授权',
  codeInvalid: '授权码无效或已过期',
  granted: '授权成功',
  refused: '已拒绝授权',
  revoked: '已撤销授权',
} as const;

const SCOPE_ORDER = Object.keys(BUSINESS_SCOPES) as BusinessScope[];
const codeClaims = z.object({
  grantId: z.string().min(1).max(40),
  client: z.string().min(1).max(32),
  exp: z.number().int().positive(),
  nonce: z.string().min(22).max(64),
});

/** The platform's address with our answer in its query (its own query kept). */
function back(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  return url.toString();
}

export async function grantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const secret = () => ticketSecret(db, undefined, 'business');

  const isCompanyAdmin = async (req: FastifyRequest) =>
    (await req.permissions()).roles.some((r) => r.roleCode === SYSTEM_ROLES.companyAdmin.roleCode);
  const clientOf = async (code: string) => {
    const c = await findClient(db, code);
    if (!c) throw fail.business(BUSINESS_MSG.unknownClient);
    return c;
  };

  endpoint(app, 'businessRequest', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    const c = await clientOf(req.query.client);
    const asked = SCOPE_ORDER.filter((k) => req.query.scope.includes(k));
    const live = await liveGrant(db, s.entId, c.code);
    return ok([
      {
        clientCode: c.code,
        clientName: c.name,
        scopes: asked.map((k) => ({ scope: k, label: BUSINESS_SCOPES[k] })),
        entName: (await enterpriseOf(app.deps, s.userId, s.entId))?.name ?? '',
        canDecide: await isCompanyAdmin(req),
        grantedAt: live ? live.grantedAt.toISOString() : null,
      },
    ]);
  });

  endpoint(app, 'businessGrant', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    const c = await clientOf(req.body.client);
    if (!(await isCompanyAdmin(req))) throw fail.forbidden(BUSINESS_MSG.adminOnly);
    const scopes = SCOPE_ORDER.filter((k) => req.body.scopes.includes(k));
    const expiresAt = new Date(Date.now() + BUSINESS_CODE_TTL_SECONDS * 1000);
    const nonce = ticketNonce();
    const row = await db.transaction(async (tx) => {
      const g = await grant(tx, { entId: s.entId, clientCode: c.code, scopes, userId: s.userId });
      await insertCode(tx, { nonce, grantId: g.id, expiresAt });
      await audit(tx, s, {
        targetType: 'business',
        targetId: c.code,
        action: 'business.grant',
        entId: s.entId,
        summary: `授权电商平台「${c.name}」读取：${scopes.map((k) => BUSINESS_SCOPES[k]).join('、')}`,
        after: { clientCode: c.code, scopes },
      });
      return g;
    });
    const code = signTicket(await secret(), {
      grantId: row.id,
      client: c.code,
      exp: Math.floor(expiresAt.getTime() / 1000),
      nonce,
    });
    return ok([{ redirect: back(c.redirectUri, { code, state: req.body.state }) }], BUSINESS_MSG.granted);
  });

  endpoint(app, 'businessRefuse', { access: 'signedIn' }, async (req) => {
    const c = await clientOf(req.body.client);
    return ok(
      [{ redirect: back(c.redirectUri, { error: 'access_denied', state: req.body.state }) }],
      BUSINESS_MSG.refused,
    );
  });

  endpoint(app, 'businessGrantPage', { access: { menu: M.MENU.business.index } }, async (req) => {
    const s = sessionOf(req);
    const page = await pageOf(grantList(db, s.entId), req.body.currentPage, req.body.pageSize);
    const names = await clientNames(db);
    const who = async (id: string | null) => (id ? ((await userNameOf(app.deps, id)) ?? '') : null);
    const records: BusinessGrant[] = await Promise.all(
      page.records.map(async (g: GrantRow) => ({
        id: g.id,
        clientCode: g.clientCode,
        clientName: names.get(g.clientCode) ?? g.clientCode,
        scopes: g.scopes.map((k) => BUSINESS_SCOPES[k as BusinessScope] ?? k),
        grantedBy: (await who(g.grantedBy)) ?? '',
        grantedAt: g.grantedAt.toISOString(),
        revokedAt: g.revokedAt ? g.revokedAt.toISOString() : null,
        revokedBy: await who(g.revokedBy),
      })),
    );
    return okPage({ ...page, records });
  });

  endpoint(app, 'businessRevoke', { access: { menu: M.MENU.business.index } }, async (req) => {
    const s = sessionOf(req);
    if (!(await isCompanyAdmin(req))) throw fail.forbidden(BUSINESS_MSG.adminOnly);
    const done = await db.transaction(async (tx) => {
      const row = await revoke(tx, s.entId, req.body.id, s.userId);
      if (!row) return undefined;
      await audit(tx, s, {
        targetType: 'business',
        targetId: row.clientCode,
        action: 'business.revoke',
        entId: s.entId,
        summary: `撤销对电商平台「${row.clientCode}」的授权`,
        before: { scopes: row.scopes },
      });
      return row;
    });
    if (!done) throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok([], BUSINESS_MSG.revoked);
  });

  endpoint(
    app,
    'businessIdentity',
    { access: 'public', rateLimit: { max: app.deps.config.rateLimitLogin, timeWindow: '1 minute' } },
    async (req) => {
      const claims = codeClaims.safeParse(openTicket(await secret(), req.body.code, 1024));
      const now = new Date();
      if (!claims.success || claims.data.client !== req.body.client || claims.data.exp * 1000 <= now.getTime()) {
        throw fail.business(BUSINESS_MSG.codeInvalid);
      }
      const g = await redeemCode(db, claims.data.nonce, now);
      if (!g || g.id !== claims.data.grantId || g.clientCode !== req.body.client) {
        throw fail.business(BUSINESS_MSG.codeInvalid);
      }
      const [ent, admin] = await Promise.all([
        enterpriseOf(app.deps, g.grantedBy, g.entId),
        userBriefOf(app.deps, g.grantedBy),
      ]);
      const has = (k: BusinessScope) => g.scopes.includes(k);
      return ok([
        {
          ...(has('entName') && ent ? { entName: ent.name } : {}),
          ...(has('creditCode') && ent ? { creditCode: ent.creditCode } : {}),
          ...(has('contact') && admin ? { contactName: admin.userName, contactPhone: maskPhone(admin.phone) } : {}),
        },
      ]);
    },
  );
}
