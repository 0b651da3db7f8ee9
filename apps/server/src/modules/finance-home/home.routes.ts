/**
 * The finance product homes' calls: the homes every visitor reads (on-shelf products only), the signed-in
 * enterprise's state and figures for one product, and the administration's edit of a home (audited).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as M from '@portal/shared';
import { ALWAYS_ALLOWED_PATHS, BUTTON, normalizePath, type ProductHome, type ProductHomeState } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { publicNewsChannels } from '../content/index.ts';
import {
  findProductHome,
  listProductHomes,
  liveOpeningsOf,
  openedTest,
  upsertProductHome,
  type ProductHomeRow,
} from '../product/index.ts';
import { FIGURES_BY_PRODUCT } from './figures.ts';

function homeOut(r: ProductHomeRow): ProductHome {
  return {
    productType: r.productType,
    productName: r.productName,
    routeUrl: r.routeUrl,
    description: r.description,
    brand: r.brand,
    introduction: r.introduction,
    content: r.content,
    workspaceUrl: r.workspaceUrl,
    newsSubjectId: r.newsSubjectId,
    sort: r.sort,
  };
}

const ALWAYS = new Set(ALWAYS_ALLOWED_PATHS.map((p) => normalizePath(p).toLowerCase()));

/** Whether the route guard lets the caller open a path (§2.1: a menu route or an always-allowed one). */
function held(menuPaths: ReadonlySet<string>, path: string): boolean {
  const key = normalizePath(path).toLowerCase();
  return menuPaths.has(key) || ALWAYS.has(key);
}

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'productHomeList', { access: 'public' }, async () => ok((await listProductHomes(db)).map(homeOut)));

  endpoint(app, 'productHome', { access: 'public' }, async (req) => {
    const row = await findProductHome(db, req.body);
    // An off-shelf product's home is not shown to anyone (§3.1 type 7 told its users).
    if (!row || row.status !== 1) throw fail.notFound(M.PRODUCT_NOT_OFFERED);
    return ok([homeOut(row)]);
  });

  /** The state of each product for the caller's enterprise: opened (with its figures), pending or none. */
  async function statesOf(req: FastifyRequest, rows: ProductHomeRow[]): Promise<ProductHomeState[]> {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const opened = openedTest(perms);
    const pending = new Map(
      (await liveOpeningsOf(db, [s.entId])).filter((o) => o.status === 'pending').map((o) => [o.productType, o]),
    );
    return Promise.all(
      rows.map(async (row) => {
        const isOpen = opened(row);
        const waiting = isOpen ? undefined : pending.get(row.productType);
        const figuresOf = FIGURES_BY_PRODUCT[row.productType];
        return {
          productType: row.productType,
          state: isOpen ? 'opened' : waiting ? 'pending' : 'none',
          requestedAt: waiting ? waiting.requestedAt.toISOString() : null,
          workspaceHeld: Boolean(row.workspaceUrl && held(perms.menuPaths, row.workspaceUrl)),
          figures: isOpen && figuresOf ? await figuresOf(db, s.entId) : null,
        };
      }),
    );
  }

  endpoint(app, 'productHomeState', { access: 'signedIn' }, async (req) => {
    const row = await findProductHome(db, req.body);
    if (!row || row.status !== 1) throw fail.notFound(M.PRODUCT_NOT_OFFERED);
    return ok(await statesOf(req, [row]));
  });

  endpoint(app, 'productHomeStates', { access: 'signedIn' }, async (req) =>
    ok(await statesOf(req, await listProductHomes(db))),
  );

  endpoint(app, 'productHomeDetail', { access: { button: BUTTON.product.edit } }, async (req) => {
    const row = await findProductHome(db, { productType: req.body.productType });
    return ok(row ? [homeOut(row)] : []);
  });

  endpoint(app, 'productNewsChannels', { access: { button: BUTTON.product.edit } }, async () =>
    ok(await publicNewsChannels(app.deps)),
  );

  endpoint(app, 'productHomeSave', { access: { button: BUTTON.product.edit } }, async (req) => {
    const s = sessionOf(req);
    const { productType, workspaceUrl, newsSubjectId, ...fields } = req.body;
    if (newsSubjectId && !(await publicNewsChannels(app.deps)).some((c) => c.id === newsSubjectId)) {
      throw fail.business(M.PRODUCT_NEWS_CHANNEL_INVALID);
    }
    await db.transaction(async (tx) => {
      const product = await findProductHome(tx, { productType });
      const row = { productType, ...fields, workspaceUrl: workspaceUrl || null, newsSubjectId: newsSubjectId || null };
      const before = await upsertProductHome(tx, row);
      await audit(tx, s, {
        targetType: 'product',
        targetId: productType,
        action: 'product.home',
        entId: null,
        summary: `修改产品首页「${product?.productName ?? productType}」`,
        before: before ?? null,
        after: row,
      });
    });
    return ok([], M.SAVE_SUCCESS);
  });
}
