/**
 * The permission matrix: every demo account that can sign in × every permission-protected endpoint ({ button } or
 * { menu } access). The endpoints come from what the built app's endpoint() calls declared, so a new endpoint is in
 * the matrix without anyone listing it; the expected decision comes from the seed data alone (the default
 * enterprise's roles, their menus, the §6 grant rule of the shared catalogue), never from the server's permission code.
 *
 * The access check is an app-level onRequest hook (platform/auth/access.ts): it decides before the body is read or
 * validated, so an empty payload is enough to see the decision. Denied: the PERMISSION_DENIED envelope. Allowed:
 * anything but that refusal — a 400 of the body's validation, a business error, an answer, or a file (exports).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import type { LightMyRequestResponse } from 'fastify';
import * as M from '@portal/shared';
import {
  ADMIN_VERIFY_ROLE_ID,
  ENDPOINTS,
  RESPONSE_CODE,
  apiPath,
  grantOf,
  normalizePath,
  type EndpointName,
  type GrantEntry,
} from '@portal/shared';
import { SEED_MENUS } from '../src/db/seed/menus.ts';
import { SEED_ROLES } from '../src/db/seed/permission.ts';
import { SEED_USERS } from '../src/db/seed/user.ts';
import type { SeedUser } from '../src/db/seed/types.ts';
import type { Access } from '../src/platform/auth/access.ts';
import { declaredAccess } from '../src/platform/routes.ts';
import { call, login, startTestServer, verifyAdminPhone } from './helpers.ts';

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };

// One server for the whole file, started while the file is collected: the matrix's endpoints are those it registered,
// and describe.each/it.each need them before any hook runs. Its calls may change data (an allowed endpoint with an
// empty payload mostly fails validation first, but a few act on it, e.g. chatMine opens a conversation; nothing is
// excluded for that): the server is this file's own.
// Limits high enough that a thousand calls from one address and a few users are not throttled (nothing here tests them).
const s = await startTestServer({ RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_WRITE: '100000', RATE_LIMIT_SMS: '1000' });
afterAll(async () => {
  await s.close();
});

// --- The protected endpoints, from the routes' declarations ---

interface ProtectedEndpoint {
  name: EndpointName;
  method: string;
  url: string;
  access: Exclude<Access, 'public' | 'signedIn'>;
}

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Every endpoint() the built app registered, with the access it declared (platform/routes.ts keeps them: Fastify
 * exposes no route's config once the app is built). The button and menu ones are the matrix's columns.
 */
const PROTECTED: ProtectedEndpoint[] = [...declaredAccess(s.app)]
  .flatMap(([name, access]) => {
    if (access === 'public' || access === 'signedIn') return [];
    const e = ENDPOINTS[name];
    return [{ name, method: e.method, url: apiPath(e.service, e.path), access }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

// --- The expected decisions, from the seed ---

const MENU_BY_ID = new Map(SEED_MENUS.map((m) => [m.id, m]));

/** What an account holds in its default enterprise (the one it signs into): granted paths (lower case) and codes. */
function seedGrant(user: SeedUser): { paths: Set<string>; codes: Set<string>; roleIds: string[] } {
  // The seed marks the default membership, or takes the first (seed/user.ts: isDefault ?? i === 0).
  const membership = user.memberships.find((m) => m.isDefault) ?? user.memberships[0];
  const roles = SEED_ROLES.filter((r) => membership.roleIds.includes(r.id));
  // 'all' is every menu of the seed (the server's allMenus): the grant rule still decides what those grant.
  const entries: GrantEntry[] = roles.some((r) => r.menuIds === 'all')
    ? SEED_MENUS
    : [...new Set(roles.flatMap((r) => (r.menuIds === 'all' ? [] : r.menuIds)))].map((id) => MENU_BY_ID.get(id)!);
  const { menuPaths, btnPerms } = grantOf(entries);
  return {
    paths: new Set(menuPaths.map((p) => p.toLowerCase())),
    codes: new Set(btnPerms),
    roleIds: membership.roleIds,
  };
}

const listOf = (v: string | readonly string[]): readonly string[] => (typeof v === 'string' ? [v] : v);

function expectedAllowed(access: ProtectedEndpoint['access'], grant: ReturnType<typeof seedGrant>): boolean {
  if ('button' in access) return listOf(access.button).some((code) => grant.codes.has(code));
  return listOf(access.menu).some((path) => grant.paths.has(normalizePath(path).toLowerCase()));
}

// Accounts with status 0 (disabled/frozen) cannot sign in, so they have no session to be refused or allowed with:
// they are left out of the matrix (login.test.ts covers their refusal).
const ACCOUNTS = SEED_USERS.filter((u) => u.status === 1).map((u) => ({
  account: u.account,
  user: u,
  grant: seedGrant(u),
}));

// --- Signing in ---

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const { account, user, grant } of ACCOUNTS) {
    const token = await login(s.app, account);
    tokens[account] = token;
    // A session of the admin role reaches nothing protected until it passes the phone-code check (§2.5), as in
    // chat.test.ts: send a code to the account's phone, read it from the development outbox, verify it.
    if (grant.roleIds.includes(ADMIN_VERIFY_ROLE_ID)) await verifyAdminPhone(s.app, token, user.phone!);
  }
});

/** Calls an endpoint with a minimal payload: no query, an empty JSON body on writes, a placeholder path parameter. */
function callEndpoint(e: ProtectedEndpoint, token: string): Promise<LightMyRequestResponse> {
  const params = Object.fromEntries([...e.url.matchAll(/:(\w+)/g)].map((m) => [m[1], '1']));
  return call(s.app, e.name, { token, params, body: e.method === 'GET' ? undefined : {} });
}

/** The JSON envelope of a response, or undefined for a file (an export's answer). */
function jsonOf(res: LightMyRequestResponse): unknown {
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return undefined;
  return res.json();
}

// --- The matrix ---

describe('the matrix is generated from the declared endpoints', () => {
  it('is not tiny', () => {
    expect(PROTECTED.length).toBeGreaterThanOrEqual(40);
    expect(ACCOUNTS.length).toBeGreaterThanOrEqual(5);
  });

  it('holds every endpoint the OpenAPI document says is protected (a button or a menu), and nothing else', () => {
    // A second, independent listing of every documented route (endpoint() or not): /japi/docs writes each route's
    // access in words (routes.ts accessText).
    const doc = s.app.swagger() as OpenAPIV3.Document;
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item ?? {}).flatMap(([method, op]) =>
        typeof op === 'object' && 'description' in op && /^权限：(按钮|菜单)/.test(op.description ?? '')
          ? [routeKey(method, path.replace(/\{(\w+)\}/g, ':$1'))]
          : [],
      ),
    );
    expect(documented.length).toBeGreaterThan(0);
    expect(PROTECTED.map((r) => routeKey(r.method, r.url)).sort()).toEqual([...new Set(documented)].sort());
  });

  it('exercises both decisions', () => {
    const decisions = ACCOUNTS.flatMap(({ grant }) => PROTECTED.map((r) => expectedAllowed(r.access, grant)));
    expect(decisions).toContain(true);
    expect(decisions).toContain(false);
  });
});

describe.each(ACCOUNTS)('$account', ({ account, grant }) => {
  it.each(PROTECTED)('$name', async (route) => {
    const allowed = expectedAllowed(route.access, grant);
    const res = await callEndpoint(route, tokens[account]);
    const envelope = jsonOf(res);
    const what = `${account} → ${route.name} (${JSON.stringify(route.access)}): HTTP ${res.statusCode} ${res.body.slice(0, 300)}`;
    if (!allowed) {
      expect(envelope, what).toEqual(DENIED);
      return;
    }
    if (envelope === undefined) {
      // A file: only an export that passed the check answers one.
      expect(res.statusCode, what).toBe(200);
      return;
    }
    expect((envelope as { code?: unknown }).code, what).not.toBe(RESPONSE_CODE.forbidden);
  });
});
