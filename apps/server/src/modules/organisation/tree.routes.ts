/**
 * §7.4 organization calls on the tree itself: getAll (the whole tree, or a node's children for a lazily opened
 * branch), getAllByPage (the search), export, and its direct maintenance (addOrg, updateOrg, button org:edit). The
 * whole tree and the branches' children are cached answers per instance, built once and kept encoded until the tree
 * changes.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { cachedRead, NO_USER } from '../../platform/cached-read.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import type { Db } from '../../db/client.ts';
import {
  childrenOf,
  findOrgNode,
  findOrgNodeWithChildren,
  searchList,
  wholeTree,
  type OrgSearch,
  type OrgSearchRow,
} from './repo.ts';
import { addOrgNode, reviseOrgNode } from './tree-changes.ts';
import { announceOrgTreeChanged, isOrgTreeChange } from './tree-events.ts';
import { hitOut, nodeOut } from './views.ts';

const read = { access: { menu: MENU.organisation.index } } as const;
const edit = { access: { button: BUTTON.org.edit } } as const;

/** The search's filter; a subtree named by a code that is not in the tree answers like a missing record. */
async function searchOf(
  db: Db,
  q: { keyword?: string; parentCustomerCode?: string; companyLevel?: number; cat?: string; status?: number },
): Promise<OrgSearch> {
  let underPath: string | undefined;
  if (q.parentCustomerCode) {
    const node = await findOrgNode(db, q.parentCustomerCode);
    if (!node) throw fail.notFound(M.RECORD_NOT_FOUND);
    underPath = node.path;
  }
  return { keyword: q.keyword || undefined, underPath, companyLevel: q.companyLevel, cat: q.cat, status: q.status };
}

const EXPORT_COLUMNS: readonly ExportColumn<OrgSearchRow>[] = [
  { header: '组织编码', width: 12, value: (r) => r.customerCode },
  { header: '单位名称', width: 40, value: (r) => r.customerRegisterName },
  { header: '上级组织编码', width: 12, value: (r) => r.parentCustomerCode ?? '' },
  { header: '上级单位名称', width: 40, value: (r) => r.parentName ?? '' },
  { header: '层级', width: 6, value: (r) => r.companyLevel },
  { header: '统一社会信用代码', width: 22, value: (r) => r.socialcreditcode ?? '' },
  { header: '板块', width: 10, value: (r) => M.companyPlateName(r.cat) },
  { header: '状态', width: 8, value: (r) => (r.status === 1 ? '在用' : '已注销') },
];

export async function treeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;

  // The whole tree and each opened branch's children: answers every tree page asks, kept encoded until the tree
  // changes (a large branch's children cost as much to build as a small tree).
  const tree = cachedRead(deps, {
    ttlMs: 10 * 60_000,
    max: 2000,
    evictOn: (e) => (isOrgTreeChange(e) ? 'all' : null),
    load: async (code: string | undefined) => {
      if (!code) return ok((await wholeTree(db)).map(nodeOut));
      const children = await childrenOf(db, code);
      if (children.length === 0 && !(await findOrgNode(db, code))) throw fail.notFound(M.RECORD_NOT_FOUND);
      return ok(children.map(nodeOut));
    },
  });

  endpoint(app, 'orgGetAll', read, async (req, reply) => {
    const code = req.query.parentCustomerCode;
    return tree.send(req, reply, { key: code ?? '', userId: NO_USER }, code);
  });

  endpoint(app, 'orgGetAllByPage', read, async (req) => {
    const { currentPage, pageSize, ...q } = req.query;
    const page = await pageOf(searchList(db, await searchOf(db, q)), currentPage, pageSize);
    return okPage({ ...page, records: page.records.map(hitOut) });
  });

  endpoint(app, 'orgExport', { access: { button: BUTTON.org.export } }, async (req, reply) =>
    sendXlsx(reply, {
      fileName: '组织机构.xlsx',
      sheet: '组织机构',
      columns: EXPORT_COLUMNS,
      batches: batchesOf(searchList(db, await searchOf(db, req.query)), 1000, EXPORT_MAX_ROWS),
    }),
  );

  endpoint(app, 'orgAddOrg', { ...edit, writeLimit: true }, async (req) => {
    const fields = { ...req.body, socialcreditcode: req.body.socialcreditcode ?? '' };
    const row = await db.transaction((tx) => addOrgNode(tx, fields, sessionOf(req)));
    await announceOrgTreeChanged(deps);
    return ok([nodeOut({ ...row, hasChildren: false })], M.SAVE_SUCCESS);
  });

  endpoint(app, 'orgUpdateOrg', edit, async (req) => {
    const { customerCode, ...change } = req.body;
    await db.transaction((tx) => reviseOrgNode(tx, customerCode, change, sessionOf(req)));
    await announceOrgTreeChanged(deps);
    return ok([nodeOut((await findOrgNodeWithChildren(db, customerCode))!)], M.SAVE_SUCCESS);
  });
}
