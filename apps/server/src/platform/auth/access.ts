/**
 * Deny by default: every /japi route declares `config.access` — 'public', 'signedIn', or a permission
 * ({ button: code } / { menu: path }) — or the server refuses to start. The check runs from the caller's session
 * and roles before the body is even read; the client's menus, user id and enterprise id are never trusted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_STATUS_MESSAGES, RESPONSE_CODE, normalizePath, type ButtonCode, type MenuPath } from '@portal/shared';
import * as M from '@portal/shared';
import type { Deps } from '../deps.ts';
import { AppError, fail } from '../envelope.ts';
import type { Permissions } from './permissions.ts';
import type { SessionContext } from './sessions.ts';

/**
 * What a route requires: nothing, a session, or a permission of the shared catalogue (permissions.ts): a button code,
 * or a page menu (any one of several, for a read that more than one page shows).
 */
export type Access =
  'public' | 'signedIn' | { button: ButtonCode | readonly ButtonCode[] } | { menu: MenuPath | readonly MenuPath[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable by an admin whose session has not passed the phone-code check yet (§2.5). */
    beforeAdminVerify?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    permissions(): Promise<Permissions>;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** The signed-in caller; only call from routes whose access is not 'public'. */
export function sessionOf(req: FastifyRequest): SessionContext {
  if (!req.session) throw fail.withCode(RESPONSE_CODE.tokenInvalid, M.TOKEN_INVALID);
  return req.session;
}

export function registerAccessControl(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('session', null);
  app.decorateRequest('permissions', function (this: FastifyRequest) {
    const s = sessionOf(this);
    const cache = this as unknown as { _perms?: Promise<Permissions> };
    cache._perms ??= deps.permissions.forUser(s.userId, s.entId);
    return cache._perms;
  });

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/japi') || url.startsWith('/japi/docs')) return;
    if (!route.config?.access)
      throw new Error(`Route ${String(route.method)} ${url} declares no access (deny by default)`);
  });

  // onRequest, before the body is read: an anonymous caller learns nothing of a route's schema from its 400s, and
  // uses up no rate limit (route-level limits run after this app-level hook).
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    const access = req.routeOptions.config?.access;
    if (!access) {
      // Every /japi route declares access (onRoute above), so what matches here under /japi is a catch-all of
      // another prefix (the web app's static files): an unknown API path, answered like one.
      if (req.url.startsWith('/japi') && !req.url.startsWith('/japi/docs')) {
        throw fail.withCode(RESPONSE_CODE.notFound, HTTP_STATUS_MESSAGES[404], 404);
      }
      return;
    }
    if (access === 'public') return;

    const token = bearerToken(req);
    if (!token) throw fail.withCode(RESPONSE_CODE.tokenInvalid, M.TOKEN_INVALID);
    const found = await deps.sessions.lookup(token);
    if (found.kind === 'replaced') {
      throw fail.withCode(RESPONSE_CODE.replaced, HTTP_STATUS_MESSAGES[401], 401);
    }
    if (found.kind === 'disabled') throw fail.withCode(RESPONSE_CODE.accountDisabled, M.ACCOUNT_DISABLED);
    if (found.kind !== 'ok') throw fail.withCode(RESPONSE_CODE.tokenInvalid, M.TOKEN_INVALID);
    req.session = found.session;

    if (found.session.adminRequired && !found.session.adminVerified && !req.routeOptions.config?.beforeAdminVerify) {
      throw fail.withCode(RESPONSE_CODE.adminVerifyRequired, M.ADMIN_VERIFY_REQUIRED);
    }
    if (access === 'signedIn') return;

    const perms = await req.permissions();
    // A list means any one of them (the same action offered on an operations page and a user-centre page).
    const granted =
      'button' in access
        ? listOf(access.button).some((code) => perms.btnPerms.has(code))
        : listOf(access.menu).some((m) => perms.menuPaths.has(normalizePath(m).toLowerCase()));
    if (!granted) throw fail.forbidden(M.PERMISSION_DENIED);
  });
}

const listOf = <T extends string>(v: T | readonly T[]): readonly T[] => (typeof v === 'string' ? [v] : v);

export { AppError };
