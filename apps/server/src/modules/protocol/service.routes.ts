/**
 * Service administration (/Base/auth-management/service): the on-line services each product offers. List, add or
 * edit (a name is unique within its product), put in service or stop; each change audited in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, type ProductService } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { newId } from '../../platform/ids.ts';
import { pageOf } from '../../platform/paging.ts';
import { insertService, serviceAdminList, serviceNameTaken, updateService, type ServiceRow } from './repo.ts';

function serviceOut(r: ServiceRow): ProductService {
  return {
    id: r.id,
    productType: r.productType,
    serviceName: r.serviceName,
    description: r.description,
    status: r.status,
    sort: r.sort,
    updatedAt: r.updatedAt.toISOString(),
  };
}

const auditView = ({ updatedAt: _at, ...r }: ServiceRow) => r;

export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'servicePage', { access: { menu: MENU.permission.service } }, async (req) => {
    const { serviceName, productType, status, currentPage, pageSize } = req.body;
    const list = serviceAdminList(db, {
      serviceName,
      productType: productType || undefined,
      status: status === '' ? undefined : status,
    });
    const page = await pageOf(list, currentPage, pageSize);
    return okPage({ ...page, records: page.records.map(serviceOut) });
  });

  endpoint(app, 'serviceSave', { access: { button: [BUTTON.service.add, BUTTON.service.edit] } }, async (req) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const { id, ...fields } = req.body;
    // Adding and editing are two buttons; holding one does not grant the other.
    if (!perms.btnPerms.has(id ? BUTTON.service.edit : BUTTON.service.add)) throw fail.forbidden(M.PERMISSION_DENIED);
    const saved = await db.transaction(async (tx) => {
      if (await serviceNameTaken(tx, fields.productType, fields.serviceName, id)) {
        throw fail.business(M.SERVICE_NAME_TAKEN);
      }
      if (!id) {
        const row = await insertService(tx, { id: newId(), ...fields });
        await audit(tx, s, {
          targetType: 'service',
          targetId: row.id,
          action: 'service.create',
          entId: null,
          summary: `新增服务「${row.serviceName}」（产品 ${row.productType}）`,
          after: auditView(row),
        });
        return row;
      }
      const changed = await updateService(tx, id, fields);
      if (!changed) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (changed.after === changed.before) return changed.after;
      await audit(tx, s, {
        targetType: 'service',
        targetId: id,
        action: 'service.update',
        entId: null,
        summary: `修改服务「${changed.after.serviceName}」（产品 ${changed.after.productType}）`,
        before: auditView(changed.before),
        after: auditView(changed.after),
      });
      return changed.after;
    });
    return ok([serviceOut(saved)], M.SAVE_SUCCESS);
  });

  endpoint(app, 'serviceStatus', { access: { button: BUTTON.service.status } }, async (req) => {
    const s = sessionOf(req);
    const { id, status } = req.body;
    const changed = await db.transaction(async (tx) => {
      const c = await updateService(tx, id, { status });
      if (!c) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (c.before.status !== status) {
        await audit(tx, s, {
          targetType: 'service',
          targetId: id,
          action: 'service.status',
          entId: null,
          summary: `${status === 1 ? '启用' : '停用'}服务「${c.after.serviceName}」（产品 ${c.after.productType}）`,
          before: { status: c.before.status },
          after: { status },
        });
      }
      return c.after;
    });
    return ok([serviceOut(changed)], M.OPERATION_SUCCESS);
  });
}
