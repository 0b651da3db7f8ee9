/** The payment order calls (api/payment.ts) of /bestPay and /webPay: list, create, submit, cancel, detail, receipt. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { MENU } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { userNameOf } from '../user/index.ts';
import { orderList, orderToApi } from './repo.ts';
import { changeOrder, createOrder, ownOrder, receiptOf, requireChannelMenu } from './service.ts';

/** Either payment sub-app's menu; each order is then checked against the menu of its own channel type. */
const access = { menu: [MENU.payment.bestPay, MENU.payment.webPay] };

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'paymentOrderPage', { access }, async (req) => {
    const s = sessionOf(req);
    const { channelType, status, keyword, currentPage, pageSize } = req.body;
    await requireChannelMenu(req, channelType);
    const list = orderList(db, s.entId, { channelType, status: status || undefined, keyword: keyword || undefined });
    return okPage(await pageOf(list, currentPage, pageSize));
  });

  // The per-user write limit is counted on new orders (service.ts), not on calls: a double click or a client's
  // retries (100 at once) must all get the one order's answer, not a 429.
  endpoint(app, 'paymentOrderAdd', { access }, async (req) => {
    const s = sessionOf(req);
    await requireChannelMenu(req, req.body.channelType);
    // Enterprise, author and state come from the session and the rules, never from the body.
    const author = {
      entId: s.entId,
      userId: s.userId,
      name: async () => (await userNameOf(app.deps, s.userId)) ?? s.account,
    };
    const order = await createOrder(app.deps, author, req.body);
    return ok([order], order.status === '已创建' ? M.PAYMENT_SAVED : M.PAYMENT_SUBMITTED);
  });

  endpoint(app, 'paymentOrderSubmit', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    return ok([await changeOrder(db, req, s.entId, req.body.id, '已提交')], M.PAYMENT_SUBMITTED);
  });

  endpoint(app, 'paymentOrderCancel', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    return ok([await changeOrder(db, req, s.entId, req.body.id, '已撤销')], M.PAYMENT_CANCELLED);
  });

  endpoint(app, 'paymentOrderDetail', { access }, async (req) => {
    const s = sessionOf(req);
    return ok([orderToApi(await ownOrder(db, req, s.entId, req.query.id))]);
  });

  endpoint(app, 'paymentOrderReceipt', { access }, async (req) => {
    const s = sessionOf(req);
    return ok([receiptOf(await ownOrder(db, req, s.entId, req.query.id))]);
  });
}
