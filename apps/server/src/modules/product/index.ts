/** Product area (§1, §3 Product, §7.4 resUserProduct): the portal's products and what the caller has opened. */
import type { FastifyInstance } from 'fastify';
import { productRoutes } from './product.routes.ts';

export default async function productModule(app: FastifyInstance): Promise<void> {
  await app.register(productRoutes);
}

// For other areas: a product's name (the notices of product activation name it).
export { findProductName } from './repo.ts';
