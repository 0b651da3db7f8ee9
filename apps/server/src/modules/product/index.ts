/** Product area (§1, §3 Product, §7.4 resUserProduct): the portal's products and what the caller has opened. */
import type { FastifyInstance } from 'fastify';
import { productRoutes } from './product.routes.ts';

export default async function productModule(app: FastifyInstance): Promise<void> {
  await app.register(productRoutes);
}
