/**
 * §7.4 product administration (/Base/auth-management/product) and the on-shelf list: product/queryProduct,
 * ceelProductInfo queryProduct, saveOrUpdateProduct, aboveOffProduct. Each change is audited in its transaction;
 * taking a product off the shelf tells its users by a type 7 notice (the notices area's hook, after the commit).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, SYSTEM_PRODUCT_IDS, type ProductAdmin } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { pageOf } from '../../platform/paging.ts';
import { insertProduct, productAdminList, updateProduct, type ProductRow } from './repo.ts';
import { runProductOffShelf } from './shelf-hooks.ts';

const SYSTEM = new Set<string>(SYSTEM_PRODUCT_IDS);

function productOut(p: ProductRow): ProductAdmin {
  return {
    productType: p.productType,
    productName: p.productName,
    routeUrl: p.routeUrl,
    description: p.description,
    sort: p.sort,
    status: p.status,
    system: SYSTEM.has(p.productType),
    updatedAt: p.updatedAt ? p.updatedAt.toISOString() : null,
  };
}

export async function productAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'productList', { access: 'signedIn' }, async (req) => {
    const page = await pageOf(productAdminList(db, { status: 1 }), req.body.pageNum, req.body.pageSize);
    return okPage({ ...page, records: page.records.map(productOut) });
  });

  endpoint(app, 'productAdminPage', { access: { menu: MENU.permission.product } }, async (req) => {
    const { productName, status, pageNum, pageSize } = req.body;
    const list = productAdminList(db, { productName, status: status === '' ? undefined : status });
    const page = await pageOf(list, pageNum, pageSize);
    return okPage({ ...page, records: page.records.map(productOut) });
  });

  endpoint(app, 'productSave', { access: { button: [BUTTON.product.add, BUTTON.product.edit] } }, async (req) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const { isNew, productType, ...fields } = req.body;
    // The two actions are two buttons; holding one does not grant the other.
    if (!perms.btnPerms.has(isNew ? BUTTON.product.add : BUTTON.product.edit)) {
      throw fail.forbidden(M.PERMISSION_DENIED);
    }
    const saved = await db.transaction(async (tx) => {
      if (isNew) {
        if (SYSTEM.has(productType)) throw fail.business(M.PRODUCT_SYSTEM_RESERVED);
        const row = await insertProduct(tx, { productType, ...fields });
        if (!row) throw fail.business(M.PRODUCT_CODE_TAKEN);
        await audit(tx, s, {
          targetType: 'product',
          targetId: productType,
          action: 'product.create',
          entId: null,
          summary: `新增产品「${row.productName}」（${productType}）`,
          after: productOut(row),
        });
        return row;
      }
      const changed = await updateProduct(tx, productType, fields);
      if (!changed) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (changed.after === changed.before) return changed.after; // nothing changed, nothing to record
      await audit(tx, s, {
        targetType: 'product',
        targetId: productType,
        action: 'product.update',
        entId: null,
        summary: `修改产品「${changed.after.productName}」（${productType}）`,
        before: productOut(changed.before),
        after: productOut(changed.after),
      });
      return changed.after;
    });
    return ok([productOut(saved)], M.SAVE_SUCCESS);
  });

  endpoint(app, 'productShelf', { access: { button: BUTTON.product.shelf } }, async (req) => {
    const s = sessionOf(req);
    const { productType, status } = req.body;
    if (status === 0 && SYSTEM.has(productType)) throw fail.business(M.PRODUCT_SYSTEM_LOCKED);
    const changed = await db.transaction(async (tx) => {
      const c = await updateProduct(tx, productType, { status });
      if (!c) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (c.before.status !== status) {
        await audit(tx, s, {
          targetType: 'product',
          targetId: productType,
          action: status === 1 ? 'product.onShelf' : 'product.offShelf',
          entId: null,
          summary: `${status === 1 ? '上架' : '下架'}产品「${c.after.productName}」（${productType}）`,
          before: { status: c.before.status },
          after: { status },
        });
      }
      return c;
    });
    // Only a real change announces it: a second 下架 does not notify the users again.
    if (status === 0 && changed.before.status !== 0) {
      await runProductOffShelf(app.deps, { productType, productName: changed.after.productName });
    }
    return ok([productOut(changed.after)], M.OPERATION_SUCCESS);
  });
}
