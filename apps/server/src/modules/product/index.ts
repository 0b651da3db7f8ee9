/** Product area (§1, §3 Product, §7.4 resUserProduct): the portal's products and what the caller has opened. */
import type { FastifyInstance } from 'fastify';
import { provideOpenedEnterprises } from '../user/index.ts';
import { enterprisesWithActiveOpening } from './opening-repo.ts';
import { openingRoutes } from './opening.routes.ts';
import { productAdminRoutes } from './product-admin.routes.ts';
import { productRoutes } from './product.routes.ts';

export default async function productModule(app: FastifyInstance): Promise<void> {
  await app.register(productRoutes);
  await app.register(productAdminRoutes);
  await app.register(openingRoutes);
  // The user administration's enterprise filter by product (findEntByUserProduct): enterprises with an active opening.
  const { db } = app.deps;
  provideOpenedEnterprises(app.deps, (productType) => enterprisesWithActiveOpening(db, productType));
}

// For other areas: what to do when a product goes off the shelf (the notices area's type 7).
export { onProductOffShelf } from './shelf-hooks.ts';

// For other areas: a product's name (the notices of product activation name it).
export { findProductName } from './repo.ts';

// For other areas: storing the notices of product opening (types 2 and 3; the notices area registers the hook).
export { onProductOpeningNotices, type ProductOpeningNotice } from './opening-hooks.ts';

// For other areas (the authorisation applications' plates, issue 14): the portal's products in display order.
export { listProducts } from './repo.ts';

// For the finance product homes (their own area): the homes' records, and whether an enterprise opened a product.
export { findProductHome, listProductHomes, upsertProductHome, type ProductHomeRow } from './home-repo.ts';
export { openedTest } from './opened.ts';
export { liveOpeningsOf } from './opening-repo.ts';
