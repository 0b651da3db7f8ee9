/** §7.4 resUserProduct: the products and whether the caller's enterprise has each opened. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { liveOpeningsOf } from './opening-repo.ts';
import { openedTest } from './opened.ts';
import { listProducts } from './repo.ts';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'openProductList', { access: 'signedIn' }, async (req) => {
    // Opened = the caller's menus grant the product's page or any menu of its product type; pending = the session's
    // enterprise has an opening waiting for operations (issue 12).
    const s = sessionOf(req);
    const perms = await req.permissions();
    const opened = openedTest(perms);
    const [rows, openings] = await Promise.all([listProducts(db), liveOpeningsOf(db, [s.entId])]);
    const pending = new Map(
      openings.filter((o) => o.status === 'pending').map((o) => [o.productType, o.requestedAt.toISOString()]),
    );
    return ok(
      rows
        .map((p) => {
          const isOpen = opened(p);
          return {
            productType: p.productType,
            productName: p.productName,
            routeUrl: p.routeUrl,
            description: p.description,
            opened: isOpen,
            state: isOpen ? ('opened' as const) : pending.has(p.productType) ? ('pending' as const) : ('none' as const),
            requestedAt: isOpen ? null : (pending.get(p.productType) ?? null),
            status: p.status,
          };
        })
        // An off-shelf product is no longer offered; those who opened it keep seeing it (§3.1 type 7).
        .filter((p) => p.status === 1 || p.opened)
        .map(({ status: _status, ...p }) => p),
    );
  });
}
