/**
 * The enterprise's carbon calls (api/carbon.ts, menu /carbon): its accounts per compliance year, its trades and its
 * surrenders. The enterprise is always the session's; a body's entId is never read. A trade or a surrender locks its
 * account, checks the rules on what is held at that moment, and moves the account's totals in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { CARBON_MSG, MENU, carbonTradeAmount, checkCarbonSurrender, checkCarbonTrade } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { pageOf } from '../../platform/paging.ts';
import { userNameOf } from '../user/index.ts';
import {
  accountOut,
  accountsOf,
  insertSurrender,
  insertTrade,
  ledgerOf,
  lockAccount,
  surrenderList,
  tradeList,
} from './repo.ts';

const access = { menu: MENU.carbon.account };
/** A surrender is carried out when it is accepted (the checks are the registry's own). */
export const SURRENDER_DONE = '已清缴';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const nameOf = async (s: { userId: string; account: string }) => (await userNameOf(app.deps, s.userId)) ?? s.account;

  endpoint(app, 'carbonAccounts', { access }, async (req) => {
    const s = sessionOf(req);
    return ok((await accountsOf(db, s.entId)).map((r) => accountOut(r)));
  });

  endpoint(app, 'carbonTradePage', { access }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize, year, side, asset, counterparty } = req.body;
    const filter = {
      year: year === '' ? undefined : year,
      side: side || undefined,
      asset: asset || undefined,
      counterparty: counterparty || undefined,
    };
    return okPage(await pageOf(tradeList(db, s.entId, filter), currentPage, pageSize));
  });

  endpoint(app, 'carbonTradeAdd', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { year, side, asset, tradeDate, counterparty, quantity, price } = req.body;
    const operatorName = await nameOf(s);
    const trade = await db.transaction(async (tx) => {
      const account = await lockAccount(tx, s.entId, year);
      if (!account) throw fail.business(CARBON_MSG.noAccount);
      const refusal = checkCarbonTrade(ledgerOf(account), { side, asset, quantity });
      if (refusal) throw fail.business(refusal);
      return insertTrade(tx, account, {
        side,
        asset,
        tradeDate,
        counterparty,
        quantity,
        price,
        amount: carbonTradeAmount(quantity, price),
        userId: s.userId,
        operatorName,
      });
    });
    return ok([trade], CARBON_MSG.tradeSaved);
  });

  endpoint(app, 'carbonSurrenderPage', { access }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize, year } = req.body;
    return okPage(await pageOf(surrenderList(db, s.entId, year === '' ? undefined : year), currentPage, pageSize));
  });

  endpoint(app, 'carbonSurrenderAdd', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { year, allowanceQty, ccerQty } = req.body;
    const operatorName = await nameOf(s);
    const after = await db.transaction(async (tx) => {
      const account = await lockAccount(tx, s.entId, year);
      if (!account) throw fail.business(CARBON_MSG.noAccount);
      const refusal = checkCarbonSurrender(ledgerOf(account), { allowanceQty, ccerQty });
      if (refusal) throw fail.business(refusal);
      return insertSurrender(tx, account, {
        allowanceQty,
        ccerQty,
        status: SURRENDER_DONE,
        userId: s.userId,
        operatorName,
      });
    });
    return ok([accountOut(after)], CARBON_MSG.surrenderSaved);
  });
}
