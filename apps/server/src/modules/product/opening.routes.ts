/**
 * Product opening (issue 12; §2.2 /product/index, protocol, loading; §7.4 resUserProduct open, activationOpenProduct,
 * doneOpenProduct, userOrgAndOpenProduct): a member of an enterprise asks for a product once its protocols are
 * accepted (pending; type 2 notices to whoever holds product:activate), operations activate it (the enterprise's
 * product role, with the product's pages, goes to the applicant; type 3 notice; the applicant's pages get the menus
 * live), and the applicant's waiting page finishes it. Every change is audited in its own transaction.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, SYSTEM_PRODUCT_IDS, productRoleCode, type ProductOpening } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Permissions } from '../../platform/auth/permissions.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { audit } from '../../platform/audit.ts';
import { newId } from '../../platform/ids.ts';
import { pageOf } from '../../platform/paging.ts';
import { people } from '../../platform/people.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  announcePermissions,
  ensureEnterpriseRole,
  grantRoleOnce,
  holdersOfButton,
  productMenuIds,
} from '../permission/index.ts';
import { outstandingProtocols } from '../protocol/index.ts';
import { enterpriseOf, enterprisesOfUser, searchEnterprises, userNameOf } from '../user/index.ts';
import { addOpeningNotices } from './opening-hooks.ts';
import {
  findLiveOpening,
  insertOpening,
  liveOpeningsOf,
  lockOpening,
  markActive,
  markDone,
  openingList,
  type OpeningRow,
} from './opening-repo.ts';
import { openedTest } from './opened.ts';
import { findProduct, listProducts, type ProductRow } from './repo.ts';

const SYSTEM = new Set<string>(SYSTEM_PRODUCT_IDS);
/** At most this many enterprises match an enterprise-name filter of the openings' list. */
const ENT_NAME_MATCHES = 500;

export async function openingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = app.deps;

  /** Operations (any operations-side role) see every enterprise's openings; another holder of the button, their own. */
  const scopeOf = (s: SessionContext, perms: Permissions): string | null =>
    perms.roles.some((r) => r.roleConfig === 1) ? null : s.entId;

  /** Openings as the answers show them (names of enterprises, applicants and products). */
  const describe = async (rows: readonly OpeningRow[]): Promise<ProductOpening[]> => {
    if (rows.length === 0) return [];
    const dir = people(deps);
    const [users, ents, products] = await Promise.all([
      dir.users([...new Set(rows.map((r) => r.applicantId))]),
      dir.enterpriseNames([...new Set(rows.map((r) => r.entId))]),
      listProducts(db),
    ]);
    const byType = new Map(products.map((p) => [p.productType, p]));
    return rows.map((r) => ({
      id: r.id,
      entId: r.entId,
      entName: ents.get(r.entId) ?? '',
      productType: r.productType,
      productName: byType.get(r.productType)?.productName ?? r.productType,
      routeUrl: byType.get(r.productType)?.routeUrl ?? '',
      applicantId: r.applicantId,
      applicantName: users.get(r.applicantId)?.userName ?? '',
      applicantAccount: users.get(r.applicantId)?.account ?? '',
      status: r.status as ProductOpening['status'],
      requestedAt: r.requestedAt.toISOString(),
      activatedAt: r.activatedAt ? r.activatedAt.toISOString() : null,
      doneAt: r.doneAt ? r.doneAt.toISOString() : null,
    }));
  };

  /** A product that may be opened: known, on the shelf, not a system product. */
  const openable = async (productType: string): Promise<ProductRow> => {
    if (SYSTEM.has(productType)) throw fail.business(M.PRODUCT_SYSTEM_NOT_OPENABLE);
    const product = await findProduct(db, productType);
    if (!product || product.status !== 1) throw fail.business(M.PRODUCT_NOT_OFFERED);
    return product;
  };

  endpoint(app, 'productOpen', { access: { menu: MENU.product.opening } }, async (req) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const { productType } = req.body;
    const product = await openable(productType);
    if (openedTest(perms)(product)) return ok([], M.PRODUCT_ALREADY_OPENED);
    const live = await findLiveOpening(db, s.entId, productType);
    if (live?.status === 'active') throw fail.business(M.PRODUCT_OPENED_ASK_ADMIN);
    if (live) return ok(await describe([live]), M.PRODUCT_OPENING_PENDING);
    if ((await outstandingProtocols(db, { userId: s.userId, entId: s.entId }, productType)).length > 0) {
      throw fail.business(M.PRODUCT_OPEN_NEEDS_AGREEMENT);
    }
    const [entName, applicantName, operators] = await Promise.all([
      enterpriseOf(deps, s.userId, s.entId).then((e) => e?.name ?? ''),
      userNameOf(deps, s.userId).then((n) => n ?? s.account),
      holdersOfButton(db, BUTTON.product.activate),
    ]);
    let created: { row: OpeningRow; after: (() => Promise<void>)[] };
    try {
      created = await db.transaction(async (tx) => {
        const row = await insertOpening(tx, { id: newId(), entId: s.entId, productType, applicantId: s.userId });
        await audit(tx, s, {
          targetType: 'product',
          targetId: productType,
          action: 'product.openRequest',
          entId: s.entId,
          summary: `申请开通产品「${product.productName}」（${productType}）`,
          after: { openingId: row.id, status: row.status },
        });
        const after = await addOpeningNotices(
          deps,
          tx,
          operators.map((o) => ({
            userId: o.userId,
            entId: o.entId,
            noticeType: 2 as const,
            productType,
            content: `${entName}${applicantName}申请开通「${product.productName}」产品，请前往产品管理的开通申请中激活。`,
            data: { openingId: row.id },
          })),
        );
        return { row, after };
      });
    } catch (err) {
      // A double click: the partial unique index lets one opening in; the other answers with it.
      if (!isUniqueViolation(err)) throw err;
      const existing = await findLiveOpening(db, s.entId, productType);
      if (!existing) throw err;
      return ok(await describe([existing]), M.PRODUCT_OPENING_PENDING);
    }
    for (const then of created.after) await then();
    return ok(await describe([created.row]), M.PRODUCT_OPENING_SUBMITTED);
  });

  endpoint(app, 'productOpeningPage', { access: { menu: MENU.permission.product } }, async (req) => {
    const s = sessionOf(req);
    const scope = scopeOf(s, await req.permissions());
    const { status, productType, entName, currentPage, pageSize } = req.body;
    let entIds: string[] | undefined = scope ? [scope] : undefined;
    if (entName) {
      const named = (await searchEnterprises(db, entName, ENT_NAME_MATCHES)).map((e) => e.id);
      entIds = entIds ? entIds.filter((id) => named.includes(id)) : named;
    }
    const list = openingList(db, { status: status || undefined, productType: productType || undefined, entIds });
    const page = await pageOf(list, currentPage, pageSize);
    return okPage({ ...page, records: await describe(page.records) });
  });

  endpoint(app, 'productActivate', { access: { button: BUTTON.product.activate } }, async (req) => {
    const s = sessionOf(req);
    const scope = scopeOf(s, await req.permissions());
    const { id } = req.body;
    const result = await db.transaction(async (tx) => {
      const row = await lockOpening(tx, id);
      // Another enterprise's opening (for a holder outside operations) answers like an unknown id.
      if (!row || (scope && row.entId !== scope)) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (row.status !== 'pending') throw fail.business(M.PRODUCT_OPENING_HANDLED);
      const product = await findProduct(tx, row.productType);
      if (!product) throw fail.notFound(M.RECORD_NOT_FOUND);
      const active = await markActive(tx, row.id, s.userId);
      const roleName = `${product.productName}（已开通）`;
      const menuIds = await productMenuIds(tx, product.productType, product.routeUrl);
      const ensured = await ensureEnterpriseRole(tx, {
        entId: row.entId,
        roleId: newId(),
        roleCode: productRoleCode(product.productType, row.entId),
        roleName,
        menuIds,
      });
      if (!ensured) throw fail.business(M.ROLE_CODE_TAKEN);
      const { role, created, added } = ensured;
      if (created) {
        await audit(tx, s, {
          targetType: 'role',
          targetId: role.id,
          action: 'role.create',
          entId: row.entId,
          summary: `开通产品时新增角色「${role.roleName}」（${role.roleCode}）`,
          after: { roleName: role.roleName, roleCode: role.roleCode, roleConfig: role.roleConfig },
        });
      }
      if (added.length) {
        await audit(tx, s, {
          targetType: 'role',
          targetId: role.id,
          action: 'role.allocateMenu',
          entId: row.entId,
          summary: `开通产品时为角色「${role.roleName}」分配菜单 ${added.length} 项`,
          after: { added },
        });
      }
      const granted = await grantRoleOnce(tx, { userId: row.applicantId, entId: row.entId, roleId: role.id });
      if (granted) {
        await audit(tx, s, {
          targetType: 'grant',
          targetId: role.id,
          action: 'grant.add',
          entId: row.entId,
          summary: `开通产品时授予角色「${role.roleName}」`,
          after: { userId: row.applicantId, entId: row.entId, roleId: role.id },
        });
      }
      await audit(tx, s, {
        targetType: 'product',
        targetId: product.productType,
        action: 'product.activate',
        entId: row.entId,
        summary: `激活产品开通申请「${product.productName}」（${product.productType}）`,
        before: { openingId: row.id, status: row.status },
        after: { openingId: row.id, status: active.status },
      });
      const after = await addOpeningNotices(deps, tx, [
        {
          userId: row.applicantId,
          entId: row.entId,
          noticeType: 3,
          productType: product.productType,
          content: `您申请开通的「${product.productName}」产品已开通，欢迎使用。`,
          data: { openingId: row.id },
        },
      ]);
      return { active, after, roleId: role.id, menusChanged: added.length > 0 };
    });
    for (const then of result.after) await then();
    await announcePermissions(deps, {
      userIds: [result.active.applicantId],
      roleIds: result.menusChanged ? [result.roleId] : [],
    });
    return ok(await describe([result.active]), M.PRODUCT_OPENING_ACTIVATED);
  });

  endpoint(app, 'productDone', { access: { menu: MENU.product.opening } }, async (req) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const { productType } = req.body;
    const product = await findProduct(db, productType);
    if (!product) throw fail.business(M.PRODUCT_NOT_OFFERED);
    const live = await findLiveOpening(db, s.entId, productType);
    if (live?.status === 'active' && live.applicantId === s.userId && !live.doneAt) await markDone(db, live.id);
    if (openedTest(perms)(product)) return ok([{ productType, routeUrl: product.routeUrl }], M.PRODUCT_OPENED);
    if (live?.status === 'active') throw fail.business(M.PRODUCT_OPENED_ASK_ADMIN);
    throw fail.business(live ? M.PRODUCT_OPENING_PENDING : M.PRODUCT_OPENING_NONE);
  });

  endpoint(app, 'userOrgAndOpenProduct', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    // The enterprises the user acts for (suspended memberships left out), the session's first.
    const ents = await enterprisesOfUser(deps, s.userId);
    const entIds = [s.entId, ...ents.map((e) => e.id).filter((id) => id !== s.entId)];
    const names = new Map(ents.map((e) => [e.id, e.name]));
    const [products, openings] = await Promise.all([listProducts(db), liveOpeningsOf(db, entIds)]);
    const offered = products.filter((p) => !SYSTEM.has(p.productType));
    const out = [];
    for (const entId of entIds) {
      const opened = openedTest(await deps.permissions.forUser(s.userId, entId));
      const openedTypes = offered.filter(opened).map((p) => p.productType);
      const pending = openings
        .filter((o) => o.entId === entId && o.status === 'pending' && !openedTypes.includes(o.productType))
        .map((o) => o.productType);
      out.push({ entId, entName: names.get(entId) ?? '', current: entId === s.entId, opened: openedTypes, pending });
    }
    return ok(out);
  });
}
