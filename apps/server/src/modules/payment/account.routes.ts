/** The enterprise's bank accounts (§7.4 getBankAccountList) and the bank channels (/eFinancialGateway). */
import type { FastifyInstance } from 'fastify';
import { MENU } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { listBankAccounts, listChannels } from './repo.ts';

/** The payment forms pick an account and show the channel's limits; the gateway shows the channels. */
const access = { menu: [MENU.payment.bestPay, MENU.payment.webPay, MENU.payment.gateway] };

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'getBankAccountList', { access }, async (req) => {
    const s = sessionOf(req);
    return ok(await listBankAccounts(db, s.entId, req.body?.status || undefined));
  });

  endpoint(app, 'paymentChannelList', { access }, async (req) => {
    const s = sessionOf(req);
    return ok(await listChannels(db, s.entId, req.body?.channelType || undefined));
  });
}
