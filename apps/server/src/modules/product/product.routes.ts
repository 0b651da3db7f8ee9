/** §7.4 resUserProduct: the products and whether the caller's enterprise has each opened. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { listProducts } from './repo.ts';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'openProductList', { access: 'signedIn' }, async (req) => {
    // Opened = the caller's menus grant the product's page or any menu of its product type.
    const perms = await req.permissions();
    const grantedTypes = new Set(perms.menus.map((m) => m.productType).filter(Boolean));
    const rows = await listProducts(db);
    return ok(
      rows.map((p) => ({
        productType: p.productType,
        productName: p.productName,
        routeUrl: p.routeUrl,
        description: p.description,
        opened: perms.menuPaths.has(p.routeUrl.toLowerCase()) || grantedTypes.has(p.productType),
      })),
    );
  });
}
