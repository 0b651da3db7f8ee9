/**
 * Protocol area (issue 12): the agreements products ask for before opening, who accepted which version, the portal's
 * service agreement, and the products' on-line services.
 *
 * A protocol's product code is checked for its form only (two digits): the product area imports this area (opening a
 * product asks for its protocols), so asking it whether a code exists would be an import cycle. The administration
 * picks the product from the product list.
 */
import type { FastifyInstance } from 'fastify';
import { agreementRoutes } from './agreement.routes.ts';
import { protocolRoutes } from './protocol.routes.ts';
import { serviceRoutes } from './service.routes.ts';

export default async function protocolModule(app: FastifyInstance): Promise<void> {
  await app.register(protocolRoutes);
  await app.register(agreementRoutes);
  await app.register(serviceRoutes);
}

// For other areas: the protocols of a product a user still has to accept before it is opened (empty: none left).
export { outstandingProtocols, type ProtocolVersion } from './repo.ts';
