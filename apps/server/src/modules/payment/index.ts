/**
 * Payments (支付, product code 08; §2.3 /bestPay, /webPay, /eFinancialGateway): the enterprise's bank accounts, its
 * payment orders by channel type (翼支付, 网银) with their 电子回单, and the bank channels. A submitted order is settled
 * by the settlement job through a channel adapter — a simulated bank (channel.ts; docs/decisions.md). Every read and
 * write is scoped to the session's enterprise.
 */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { startPaymentPoller } from './settlement.ts';

export default async function paymentModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // How often each instance looks for submitted orders (PAYMENT_JOB_INTERVAL_MS; short in tests and demos).
  const intervalMs = deps.config.paymentJobIntervalMs;
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startPaymentPoller(deps, intervalMs, app.log);
  });
  app.addHook('onClose', async () => stop?.());
  await app.register(accountRoutes);
  await app.register(orderRoutes);
}

// For the payment product home (the finance homes' area): the enterprise's figures.
export { paymentFigures } from './figures.ts';
export { runPaymentJobs, startPaymentPoller } from './settlement.ts';
