/**
 * Notices area (§3 Notice, §4 Notification dot and Notice, §7.4 notification calls): the message centre's reads, the
 * actions a notice carries (activation, company-admin change), the system notices of operations, and their delivery
 * on the real-time channel. Other areas create notices only through the functions exported below.
 */
import type { FastifyInstance } from 'fastify';
import { onProductOffShelf, onProductOpeningNotices } from '../product/index.ts';
import { onEnterpriseRegistered } from '../user/index.ts';
import { actionRoutes } from './action.routes.ts';
import { noticeRoutes } from './notice.routes.ts';
import { addNotices, publishNotices } from './notify.ts';
import { startNoticeDelivery } from './realtime.ts';
import { sendRoutes } from './send.routes.ts';
import { enterpriseInfoNotices, notifyProductOffShelf } from './service.ts';

export default async function noticesModule(app: FastifyInstance): Promise<void> {
  await app.register(noticeRoutes);
  await app.register(actionRoutes);
  await app.register(sendRoutes);
  const stop = startNoticeDelivery(app.deps);
  app.addHook('onClose', async () => stop());
  // §3.1 type 4: a registered enterprise's company admins (the registrant, made one in the same transaction) are
  // asked to complete its information, in the registration's transaction, announced once it has committed.
  onEnterpriseRegistered(app.deps, async (tx, r) => {
    const stored = await addNotices(tx, await enterpriseInfoNotices(tx, r.entId));
    return () => publishNotices(app.deps.bus, stored);
  });
  // §3.1 type 7: a product taken off the shelf is announced to the users of the enterprises that opened it.
  onProductOffShelf(app.deps, (p) => notifyProductOffShelf(app.deps, p.productType, p.productName));
  // §3.1 types 2 and 3 of product opening (issue 12): stored in the opening's transaction, announced after it.
  onProductOpeningNotices(app.deps, async (tx, list) => {
    const stored = await addNotices(tx, list);
    return () => publishNotices(app.deps.bus, stored);
  });
}

// For other areas: the one way to create notices (notify.ts), and the product-off-shelf notice (type 7).
export { addNotices, notify, publishNotices, type NewNotice, type StoredNotice } from './notify.ts';
export { notifyProductOffShelf } from './service.ts';
