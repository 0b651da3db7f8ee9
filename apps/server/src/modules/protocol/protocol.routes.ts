/**
 * Protocol administration (/Base/auth-management/protocol): list, add or edit (the text sanitised; a new text is a new
 * version, so those who accepted the old one are asked again), preview, withdraw or put back in force, and a
 * protocol's detail for everyone signed in. Each change is audited in its own transaction.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import {
  BUTTON,
  MENU,
  PORTAL_PROTOCOL_FILTER,
  protocolVersionAfter,
  type Protocol,
  type ProtocolAdmin,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { newId } from '../../platform/ids.ts';
import { pageOf } from '../../platform/paging.ts';
import { people } from '../../platform/people.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  findProtocol,
  hasAccepted,
  insertProtocol,
  protocolAdminList,
  updateProtocol,
  type ProtocolListRow,
  type ProtocolRow,
} from './repo.ts';
import { hasVisibleText, sanitiseRichText } from '../../platform/rich-text.ts';

/** The accounts of those who last changed these protocols (the list shows who, not an id). */
async function accountsOf(deps: Deps, rows: readonly ProtocolListRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.updatedBy).filter((v): v is string => Boolean(v)))];
  if (ids.length === 0) return new Map();
  const found = await people(deps).users(ids);
  return new Map([...found].map(([id, p]) => [id, p.account]));
}

function adminOut(p: ProtocolListRow, accounts: ReadonlyMap<string, string>): ProtocolAdmin {
  return {
    id: p.id,
    title: p.title,
    productType: p.productType,
    version: p.version,
    status: p.status,
    sort: p.sort,
    updatedBy: (p.updatedBy && accounts.get(p.updatedBy)) ?? '',
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function protocolOut(deps: Deps, p: ProtocolRow): Promise<Protocol> {
  return { ...adminOut(p, await accountsOf(deps, [p])), content: p.content };
}

/** What the audit keeps of a protocol: its fields and the text's size, not the text (up to 200,000 characters). */
const auditView = (p: ProtocolRow) => ({
  title: p.title,
  productType: p.productType,
  version: p.version,
  status: p.status,
  sort: p.sort,
  contentLength: p.content.length,
});

const productLabel = (productType: string | null) => (productType === null ? '平台服务协议' : `产品 ${productType}`);

/** The text as it is kept; refused when nothing readable is left. */
function cleanContent(html: string): string {
  const content = sanitiseRichText(html);
  if (!hasVisibleText(content)) throw fail.business(M.PROTOCOL_CONTENT_EMPTY);
  return content;
}

export async function protocolRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const adminMenu = MENU.permission.protocol.toLowerCase();

  endpoint(app, 'protocolPage', { access: { menu: MENU.permission.protocol } }, async (req) => {
    const { title, productType, status, currentPage, pageSize } = req.body;
    const list = protocolAdminList(db, {
      title,
      productType: !productType ? undefined : productType === PORTAL_PROTOCOL_FILTER ? null : productType,
      status: status === '' ? undefined : status,
    });
    const page = await pageOf(list, currentPage, pageSize);
    const accounts = await accountsOf(app.deps, page.records);
    return okPage({ ...page, records: page.records.map((p) => adminOut(p, accounts)) });
  });

  endpoint(app, 'protocolSave', { access: { button: [BUTTON.protocol.add, BUTTON.protocol.edit] } }, async (req) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const { id, title, productType, content: html, sort } = req.body;
    // Adding and editing are two buttons; holding one does not grant the other.
    if (!perms.btnPerms.has(id ? BUTTON.protocol.edit : BUTTON.protocol.add)) {
      throw fail.forbidden(M.PERMISSION_DENIED);
    }
    const content = cleanContent(html);
    const saved = await db.transaction(async (tx) => {
      if (!id) {
        const row = await insertProtocol(tx, { id: newId(), title, productType, content, sort, updatedBy: s.userId });
        await audit(tx, s, {
          targetType: 'protocol',
          targetId: row.id,
          action: 'protocol.create',
          entId: null,
          summary: `新增协议「${row.title}」（${productLabel(productType)}）`,
          after: auditView(row),
        });
        return row;
      }
      const changed = await updateProtocol(tx, id, (before) => ({
        title,
        productType,
        content,
        sort,
        version: protocolVersionAfter(before, { productType, content }),
        updatedBy: s.userId,
      }));
      if (!changed) throw fail.notFound(M.RECORD_NOT_FOUND);
      const { before, after } = changed;
      if (after === before) return after; // nothing changed, nothing to record
      const bumped = after.version !== before.version;
      await audit(tx, s, {
        targetType: 'protocol',
        targetId: id,
        action: 'protocol.update',
        entId: null,
        summary: `修改协议「${after.title}」${bumped ? `（内容更新，版本 ${before.version} → ${after.version}）` : ''}`,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return ok([await protocolOut(app.deps, saved)], M.SAVE_SUCCESS);
  });

  endpoint(app, 'protocolPreview', { access: { button: [BUTTON.protocol.add, BUTTON.protocol.edit] } }, async (req) =>
    ok([{ content: sanitiseRichText(req.body.content) }]),
  );

  endpoint(app, 'protocolStatus', { access: { button: BUTTON.protocol.status } }, async (req) => {
    const s = sessionOf(req);
    const { id, status } = req.body;
    const changed = await db.transaction(async (tx) => {
      const c = await updateProtocol(tx, id, () => ({ status, updatedBy: s.userId }));
      if (!c) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (c.before.status !== c.after.status) {
        await audit(tx, s, {
          targetType: 'protocol',
          targetId: id,
          action: 'protocol.status',
          entId: null,
          summary: `${status === 1 ? '启用' : '停用'}协议「${c.after.title}」`,
          before: { status: c.before.status },
          after: { status },
        });
      }
      return c.after;
    });
    return ok([adminOut(changed, await accountsOf(app.deps, [changed]))], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'protocolDetail', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    const p = await findProtocol(db, req.query.id);
    if (!p) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (p.status !== 1) {
      // A withdrawn text: for the administration, and for those who accepted it (their 我的协议 opens it).
      const perms = await req.permissions();
      const allowed = perms.menuPaths.has(adminMenu) || (await hasAccepted(db, s, p.id));
      if (!allowed) throw fail.notFound(M.RECORD_NOT_FOUND);
    }
    return ok([await protocolOut(app.deps, p)]);
  });
}
